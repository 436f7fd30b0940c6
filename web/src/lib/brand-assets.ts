import type { BrandConfig } from '@brands/brand-config';

/**
 * Every brand's SVG images as text, looked up by path rather than through `@brand` so tests can
 * render any brand. Logos are inlined rather than linked: their wordmark is drawn in
 * `currentColor`, which only follows the page's text colour (light or dark mode) when inline.
 */
const svgImages = import.meta.glob<string>('@brands/*/*.svg', {
  eager: true,
  query: '?raw',
  import: 'default',
});

/** The SVG markup of a brand's logo (brand.logo is relative to the brand folder). */
export function brandLogoSvg(brand: BrandConfig): string {
  const suffix = `/${brand.id}/${brand.logo}`;
  const found = Object.entries(svgImages).find(([file]) => file.endsWith(suffix));
  if (!found) throw new Error(`Brand ${brand.id}: logo ${brand.logo} must be an SVG in its folder`);
  return found[1];
}
