import { describe, expect, it } from 'vitest';
import { firstMonthsFor, isAmount, monthsFrom } from './months';

describe('the first-month choices and amount check of the plan forms', () => {
  it('counts months on across a year end', () => {
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
  });

  it('offers this month only while its debit day is still to come', () => {
    expect(firstMonthsFor('2026-11-27', 5, 3)).toEqual(['2026-12', '2027-01', '2027-02']);
    expect(firstMonthsFor('2026-11-27', 27, 2)).toEqual(['2026-12', '2027-01']);
    expect(firstMonthsFor('2026-11-27', 28, 2)).toEqual(['2026-11', '2026-12']);
    expect(firstMonthsFor('2026-12-01', 5)).toHaveLength(12);
    expect(firstMonthsFor('2026-12-01', 5).at(-1)).toBe('2027-11');
  });

  it('takes a positive amount at the currency precision only', () => {
    expect(isAmount('5000', 2)).toBe(true);
    expect(isAmount('5000.25', 2)).toBe(true);
    expect(isAmount('5000.255', 2)).toBe(false);
    expect(isAmount('0', 2)).toBe(false);
    expect(isAmount('1.5', 0)).toBe(false);
    expect(isAmount('-1', 2)).toBe(false);
  });
});
