import { describe, expect, it } from 'vitest';
import { brands } from '@brands/index';
import { accessibleFilledShade, whiteTextContrast } from './theme';

describe('brand colour contrast', () => {
  it('computes WCAG contrast of white text', () => {
    expect(whiteTextContrast('#000000')).toBeCloseTo(21, 0);
    expect(whiteTextContrast('#ffffff')).toBeCloseTo(1, 5);
  });

  it('keeps the preferred shade when white text on it is readable', () => {
    const scale = brands.default?.colours.primary ?? [];
    expect(accessibleFilledShade(scale, 7)).toBe(7);
  });

  it('moves to a darker shade when white text on the preferred one is not (harbour dark)', () => {
    const scale = brands.harbour?.colours.primary ?? [];
    const shade = accessibleFilledShade(scale, 5);
    expect(shade).toBeGreaterThan(5);
    expect(whiteTextContrast(scale[shade] ?? '')).toBeGreaterThanOrEqual(4.5);
  });

  it('gives every brand an AA shade in both modes', () => {
    for (const brand of Object.values(brands)) {
      for (const preferred of Object.values(brand.colours.primaryShade)) {
        const shade = accessibleFilledShade(brand.colours.primary, preferred);
        expect(whiteTextContrast(brand.colours.primary[shade] ?? '')).toBeGreaterThanOrEqual(4.5);
      }
    }
  });
});
