import { describe, expect, it } from 'vitest';
import { isAmount, monthsFrom } from './months';

describe('the first-month choices and amount check of the plan forms', () => {
  it('counts months on across a year end', () => {
    expect(monthsFrom('2026-11', 4)).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
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
