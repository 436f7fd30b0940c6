import type { BrandConfig } from '@brands/brand-config';

/** SVG images as text, keyed by file path (an `import.meta.glob` of `?raw` SVGs). */
export type SvgImages = Readonly<Record<string, string>>;

/**
 * Every brand's SVG images as text, looked up by path rather than through `@brand` so tests can
 * render any brand. Logos are inlined rather than linked: their wordmark is drawn in
 * `currentColor`, which only follows the page's text colour (light or dark mode) when inline.
 */
const everyBrandsImages: SvgImages = import.meta.glob<string>('@brands/*/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The SVG markup of a brand's logo among `images` (brand.logo is relative to the brand folder). */
export function findBrandLogo(brand: BrandConfig, images: SvgImages): string {
  const suffix = `/${brand.id}/${brand.logo}`;
  const found = Object.entries(images).find(([file]) => file.endsWith(suffix));
  if (!found) throw new Error(`Brand ${brand.id}: logo ${brand.logo} must be an SVG in its folder`);
  return found[1];
}

/** The SVG markup of any brand's logo (tests); the app reads only its build's (app.tsx). */
export function brandLogoSvg(brand: BrandConfig): string {
  return findBrandLogo(brand, everyBrandsImages);
}
