import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toDecimal } from './decimal';
import { addMonths, dueMonth, splitMonthlyAmount, weightsSumTo100 } from './plan-dealing';

/** A plan's monthly split and its months (issue 26). */
describe('splitting a monthly amount over a plan', () => {
  it('always sums to exactly the amount, at the currency precision, never below zero', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 10_000_000 }),
        fc.array(fc.integer({ min: 1, max: 50 }), { minLength: 1, maxLength: 6 }),
        (cents, parts) => {
          const total = parts.reduce((sum, each) => sum + each, 0);
          const weights = parts.map((each, index) => ({
            fundId: `F${index}`,
            weight: new Decimal(each).mul(100).div(total).toFixed(4),
          }));
          const last = weights.at(-1);
          if (last) {
            const others = weights
              .slice(0, -1)
              .reduce((sum, each) => sum.add(each.weight), toDecimal('0'));
            last.weight = new Decimal(100).sub(others).toFixed(4);
          }
          const amount = new Decimal(cents).div(100).toFixed(2);
          const split = splitMonthlyAmount(amount, weights, 2);
          const sum = split.reduce((acc, each) => acc.add(each.amount), toDecimal('0'));
          expect(sum.eq(amount)).toBe(true);
          for (const each of split) {
            expect(toDecimal(each.amount).gte(0)).toBe(true);
            expect(each.amount).toMatch(/^\d+\.\d{2}$/);
          }
        },
      ),
    );
  });

  it('checks weights sum to 100', () => {
    expect(
      weightsSumTo100([
        { fundId: 'A', weight: '30' },
        { fundId: 'B', weight: '70' },
      ]),
    ).toBe(true);
    expect(
      weightsSumTo100([
        { fundId: 'A', weight: '30' },
        { fundId: 'B', weight: '60' },
      ]),
    ).toBe(false);
  });

  it('runs months in order, never one twice', () => {
    expect(addMonths('2026-12')).toBe('2027-01');
    expect(addMonths('2026-01', -2)).toBe('2025-11');
    expect(dueMonth('2026-09', '2026-11-27', '2026-11')).toBe('2026-12');
    expect(dueMonth('2026-09', '2026-11-27', null)).toBe('2026-11');
    expect(dueMonth('2027-02', '2026-11-27', null)).toBe('2027-02');
  });
});
