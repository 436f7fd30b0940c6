import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalString } from './decimal-arbitrary';
import {
  DEFAULT_SIGNIFICANT_DIGITS,
  ROUNDING_MODES,
  roundDecimal,
  toSignificant,
  type RoundingMode,
} from './rounding';

const decimals = fc.integer({ min: 0, max: 10 });
const roundingModes = fc.constantFrom<Exclude<RoundingMode, 'none'>>('up', 'down', 'normal');
const step = (places: number) => new Decimal(10).pow(-places);
const intlMode: Record<Exclude<RoundingMode, 'none'>, string> = {
  up: 'ceil',
  down: 'floor',
  normal: 'halfExpand',
};

/** An independent reference: ICU's decimal formatting of the same string, no grouping. */
function intlRound(value: string, places: number, mode: Exclude<RoundingMode, 'none'>): string {
  const options = {
    useGrouping: false,
    minimumFractionDigits: places,
    maximumFractionDigits: places,
    roundingMode: intlMode[mode],
    signDisplay: 'negative',
  } as Intl.NumberFormatOptions;
  return new Intl.NumberFormat('en', options).format(value as unknown as number);
}

describe('roundDecimal (spec §5 modes)', () => {
  it.each([
    ['1.005', 2, 'normal', '1.01'],
    ['2.5', 0, 'normal', '3'],
    ['-2.5', 0, 'normal', '-3'],
    ['1.234', 2, 'normal', '1.23'],
    ['1.231', 2, 'up', '1.24'],
    ['-1.239', 2, 'up', '-1.23'],
    ['1.239', 2, 'down', '1.23'],
    ['-1.231', 2, 'down', '-1.24'],
    ['-0.001', 2, 'up', '0.00'],
    ['-0.004', 2, 'normal', '0.00'],
    ['1.5', 2, 'normal', '1.50'],
    ['7', 3, 'down', '7.000'],
    ['1.23456', 2, 'none', '1.23456'],
    ['1.500', 0, 'none', '1.5'],
    ['123456789012345678901234.125', 2, 'normal', '123456789012345678901234.13'],
  ] as const)('%s at %i places, %s, gives %s', (value, places, mode, expected) => {
    expect(roundDecimal(value, places, mode)).toBe(expected);
  });

  it('has the four spec modes, defaults to normal and rejects bad place counts', () => {
    expect(ROUNDING_MODES).toEqual(['none', 'up', 'down', 'normal']);
    expect(roundDecimal('0.125', 2)).toBe('0.13');
    expect(() => roundDecimal('1', -1)).toThrow(RangeError);
    expect(() => roundDecimal('1', 1.5)).toThrow(RangeError);
  });

  it('agrees with ICU for every mode, value and place count', () => {
    fc.assert(
      fc.property(decimalString(), decimals, roundingModes, (value, places, mode) => {
        expect(roundDecimal(value, places, mode)).toBe(intlRound(value, places, mode));
      }),
    );
  });

  it('stays within one step: up never below, down never above, normal within half', () => {
    fc.assert(
      fc.property(decimalString(), decimals, (value, places) => {
        const exact = new Decimal(value);
        const up = new Decimal(roundDecimal(value, places, 'up'));
        const down = new Decimal(roundDecimal(value, places, 'down'));
        const normal = new Decimal(roundDecimal(value, places, 'normal'));
        expect(up.gte(exact) && up.minus(exact).lt(step(places))).toBe(true);
        expect(down.lte(exact) && exact.minus(down).lt(step(places))).toBe(true);
        expect(normal.minus(exact).abs().lte(step(places).div(2))).toBe(true);
      }),
    );
  });

  it('writes exactly the requested places and is idempotent', () => {
    fc.assert(
      fc.property(decimalString(), decimals, roundingModes, (value, places, mode) => {
        const rounded = roundDecimal(value, places, mode);
        expect(rounded.split('.')[1]?.length ?? 0).toBe(places);
        expect(roundDecimal(rounded, places, mode)).toBe(rounded);
      }),
    );
  });

  it('mirrors up and down through negation, and leaves values unchanged for none', () => {
    fc.assert(
      fc.property(decimalString(), decimals, (value, places) => {
        const negated = new Decimal(value).neg();
        const upOfNegated = new Decimal(roundDecimal(negated, places, 'up'));
        expect(upOfNegated.neg().eq(roundDecimal(value, places, 'down'))).toBe(true);
        expect(new Decimal(roundDecimal(value, places, 'none')).eq(value)).toBe(true);
      }),
    );
  });
});

describe('toSignificant (spec §5 default precision)', () => {
  it('keeps 15 significant digits by default', () => {
    expect(DEFAULT_SIGNIFICANT_DIGITS).toBe(15);
    expect(toSignificant('1234567890.123456789')).toBe('1234567890.12346');
    expect(toSignificant('0.1000000000000000055511')).toBe('0.1');
    expect(toSignificant('123456789012345678')).toBe('123456789012346000');
    expect(toSignificant('-0.00000123456789012345678')).toBe('-0.00000123456789012346');
  });

  it('applies the mode at the last kept digit', () => {
    expect(toSignificant('1.2341', 4, 'up')).toBe('1.235');
    expect(toSignificant('-1.2349', 4, 'down')).toBe('-1.235');
    expect(toSignificant('1.2349', 4, 'down')).toBe('1.234');
    expect(toSignificant('1.23456789', 4, 'none')).toBe('1.23456789');
    expect(() => toSignificant('1', 0)).toThrow(RangeError);
  });

  it('never keeps more significant digits than asked, and changes short values not at all', () => {
    fc.assert(
      fc.property(decimalString(), fc.integer({ min: 1, max: 20 }), (value, digits) => {
        const kept = new Decimal(toSignificant(value, digits));
        expect(kept.precision()).toBeLessThanOrEqual(digits);
        if (new Decimal(value).precision() <= digits) expect(kept.eq(value)).toBe(true);
      }),
    );
  });
});
