import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertThroughHkd, crossRate } from './cross-rate';

const usd = { code: 'USD', precision: 2 };
const jpy = { code: 'JPY', precision: 0 };

describe('crossRate', () => {
  it('divides the HKD rates, to 10 significant digits', () => {
    expect(crossRate('1', '7.8')).toBe('0.1282051282');
    expect(crossRate('7.8', '1')).toBe('7.8');
    expect(crossRate('1.08', '7.8')).toBe('0.1384615385');
    expect(crossRate('7.8', '7.8')).toBe('1');
  });
});

describe('convertThroughHkd', () => {
  it('rounds to the target precision, half up, from the exact ratio', () => {
    expect(convertThroughHkd('100', { fromHkdRate: '1', toHkdRate: '7.8' }, usd)).toBe('12.82');
    expect(convertThroughHkd('0.39', { fromHkdRate: '1', toHkdRate: '7.8' }, usd)).toBe('0.05');
    expect(convertThroughHkd('1000', { fromHkdRate: '1', toHkdRate: '0.05' }, jpy)).toBe('20000');
  });

  it('round-trips HKD -> X -> HKD within one unit of the last place', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.integer({ min: 1, max: 100_000 }),
        (cents, rateMillis) => {
          const hkd = (cents / 100).toFixed(2);
          const rates = { fromHkdRate: '1', toHkdRate: (rateMillis / 1000).toFixed(3) };
          const there = convertThroughHkd(hkd, rates, usd);
          expect(there).toMatch(/^\d+\.\d{2}$/);
          const back = { fromHkdRate: rates.toHkdRate, toHkdRate: '1' };
          const hkdBack = convertThroughHkd(there, back, { code: 'HKD', precision: 2 });
          // One cent of X is worth rate/100 HKD; half of it lost each way at most, plus rounding.
          const drift = new Decimal(hkdBack).minus(hkd).abs();
          const bound = new Decimal(rates.toHkdRate).div(200).plus('0.005');
          expect(drift.lte(bound)).toBe(true);
        },
      ),
    );
  });
});
