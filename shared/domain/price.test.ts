import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './decimal-arbitrary';
import { formatPrice, roundPrice } from './price';

describe('roundPrice (spec §5, exchange decimal places)', () => {
  it('pads a price to the exchange decimal places', () => {
    expect(roundPrice('388', 3)).toEqual({ text: '388.000', isOverPrecise: false });
    expect(roundPrice('0.5', 2, { isStrict: true })).toEqual({
      text: '0.50',
      isOverPrecise: false,
    });
  });

  it('rounds an over-precise price when not strict, and flags it', () => {
    expect(roundPrice('12.3456', 3)).toEqual({ text: '12.346', isOverPrecise: true });
    expect(roundPrice('12.3456', 3, { mode: 'down' })).toEqual({
      text: '12.345',
      isOverPrecise: true,
    });
    expect(roundPrice('12.3451', 3, { mode: 'up' })).toEqual({
      text: '12.346',
      isOverPrecise: true,
    });
  });

  it('leaves an over-precise price unchanged in strict mode, and flags it', () => {
    expect(roundPrice('12.3456', 3, { isStrict: true })).toEqual({
      text: '12.3456',
      isOverPrecise: true,
    });
  });

  it('does not count trailing zeros as extra precision', () => {
    expect(roundPrice('12.3400', 2, { isStrict: true })).toEqual({
      text: '12.34',
      isOverPrecise: false,
    });
  });

  it('strict mode never changes the value; non-strict fits the places', () => {
    fc.assert(
      fc.property(decimalString(), fc.integer({ min: 0, max: 6 }), (value, places) => {
        const strict = roundPrice(value, places, { isStrict: true });
        const loose = roundPrice(value, places);
        expect(strict.isOverPrecise).toBe(new Decimal(value).dp() > places);
        expect(loose.isOverPrecise).toBe(strict.isOverPrecise);
        expect(new Decimal(strict.text).eq(value)).toBe(true);
        expect(loose.text.split('.')[1]?.length ?? 0).toBe(places);
        if (!strict.isOverPrecise) expect(loose.text).toBe(strict.text);
      }),
    );
  });
});

describe('formatPrice', () => {
  it('groups the price for display', () => {
    expect(formatPrice('1234.5', 3, 'en')).toEqual({ text: '1,234.500', isOverPrecise: false });
    expect(formatPrice('12345.6789', 2, 'zh-HK', { isStrict: true })).toEqual({
      text: '12,345.6789',
      isOverPrecise: true,
    });
  });
});
