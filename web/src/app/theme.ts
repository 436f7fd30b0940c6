import {
  Badge,
  createTheme,
  PasswordInput,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineThemeOverride,
} from '@mantine/core';
import type { BrandConfig } from '@brands/brand-config';

/**
 * System fonts only (no web-font download): Latin first, then CJK faces for Traditional
 * (Hong Kong, Taiwan) and Simplified Chinese on Apple, Windows and Linux/Android. global.css
 * reorders the CJK part per `<html lang>` so each script gets its own glyph forms.
 */
const FONT_STACK = [
  '-apple-system',
  'BlinkMacSystemFont',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  '"PingFang HK"',
  '"PingFang TC"',
  '"PingFang SC"',
  '"Microsoft JhengHei"',
  '"Microsoft YaHei"',
  '"Noto Sans CJK HK"',
  '"Noto Sans CJK TC"',
  '"Noto Sans CJK SC"',
  'sans-serif',
].join(', ');

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of white text on `hex`. */
export function whiteTextContrast(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/**
 * The shade for filled buttons and badges: the brand's preferred shade, or the first darker one
 * that carries white text at WCAG AA (4.5:1). A brand may pick a bright shade for dark mode;
 * Mantine would still put white text on it.
 */
export function accessibleFilledShade(scale: readonly string[], preferred: number): number {
  for (let shade = preferred; shade < scale.length; shade += 1) {
    if (whiteTextContrast(scale[shade] ?? '#000000') >= 4.5) return shade;
  }
  return scale.length - 1;
}

function filledVariables(brand: BrandConfig, preferred: number): Record<string, string> {
  const shade = accessibleFilledShade(brand.colours.primary, preferred);
  return {
    '--mantine-color-brand-filled': `var(--mantine-color-brand-${shade})`,
    '--mantine-color-brand-filled-hover': `var(--mantine-color-brand-${Math.min(shade + 1, 9)})`,
  };
}

/**
 * Contrast fixes over Mantine's defaults (WCAG AA, which axe checks in the browser tests):
 * filled brand colour dark enough for white text, dimmed text one shade darker in light mode,
 * and links a lighter brand shade on the dark background.
 */
export function createCssVariablesResolver(brand: BrandConfig): CSSVariablesResolver {
  const { light, dark } = brand.colours.primaryShade;
  return () => ({
    variables: {},
    light: {
      ...filledVariables(brand, light),
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    },
    dark: {
      ...filledVariables(brand, dark),
      '--mantine-color-anchor': 'var(--mantine-color-brand-2)',
      '--mantine-color-brand-light-color': 'var(--mantine-color-brand-2)',
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    },
  });
}

/** Words the theme gives library components, in the page's language (docs/UI-STYLE.md §7). */
export type ThemeLabels = {
  /** The show/hide button of every password field (Mantine's default is English). */
  passwordVisibility: string;
};

/**
 * A brand's Mantine theme: its colour scale as the primary colour (docs/DECISIONS.md §7), and the
 * defaults every instance of a library component shares: the password fields' toggle label in
 * the page's language, and tags in the spec's own case (Advisor, not ADVISOR; spec §2.15).
 */
export function createBrandTheme(brand: BrandConfig, labels?: ThemeLabels): MantineThemeOverride {
  return createTheme({
    components: {
      Badge: Badge.extend({ defaultProps: { tt: 'none' } }),
      ...(labels && {
        PasswordInput: PasswordInput.extend({
          defaultProps: {
            visibilityToggleButtonProps: { 'aria-label': labels.passwordVisibility },
          },
        }),
      }),
    },
    primaryColor: 'brand',
    colors: { brand: [...brand.colours.primary] as unknown as MantineColorsTuple },
    primaryShade: brand.colours.primaryShade as MantineThemeOverride['primaryShade'],
    fontFamily: FONT_STACK,
    headings: { fontFamily: FONT_STACK, fontWeight: '650' },
    defaultRadius: 'md',
    cursorType: 'pointer',
    // Spec §9: the desktop layout starts above 1200px, so `lg` is 1201px (75.0625em).
    breakpoints: { xs: '36em', sm: '48em', md: '62em', lg: '75.0625em', xl: '88em' },
  });
}
