import { describe, expect, it } from 'vitest';
import { cutOffInstant } from './fund-dealing';
import { FUND_ORDER_RESULT } from './fund-order-result';
import { isNavOverdue, refusalAtDealing } from './fund-order-ending';

const fund = (isSuspended: boolean, isProfessionalOnly: boolean) => ({
  isSuspended,
  isProfessionalOnly,
});

describe('refusal at dealing (issue 4 §2)', () => {
  it('rejects both sides of a suspended fund as fund suspended', () => {
    for (const side of ['S', 'R'] as const) {
      expect(refusalAtDealing(fund(true, true), side)).toEqual({
        status: 'rejected',
        reason: FUND_ORDER_RESULT.fundSuspended,
      });
    }
  });

  it('rejects new money for a professional-only fund but lets holders redeem', () => {
    expect(refusalAtDealing(fund(false, true), 'S')).toEqual({
      status: 'rejected',
      reason: FUND_ORDER_RESULT.professionalOnly,
    });
    expect(refusalAtDealing(fund(false, true), 'R')).toBeNull();
  });

  it('accepts an order of a fund that deals normally', () => {
    expect(refusalAtDealing(fund(false, false), 'S')).toBeNull();
    expect(refusalAtDealing(fund(false, false), 'R')).toBeNull();
  });
});

describe('an overdue NAV', () => {
  // Friday 2026-12-04: five business days on is Friday 2026-12-11.
  it('waits through the fifth business day after the dealing day, in Hong Kong dates', () => {
    expect(isNavOverdue('2026-12-04', cutOffInstant('2026-12-04', '18:00'))).toBe(false);
    expect(isNavOverdue('2026-12-04', cutOffInstant('2026-12-11', '23:59'))).toBe(false);
    expect(isNavOverdue('2026-12-04', cutOffInstant('2026-12-12', '00:00'))).toBe(true);
  });

  it('counts business days, not calendar days, across a holiday', () => {
    // Christmas 2026: Friday 25 and Saturday 26 December are Hong Kong holidays.
    expect(isNavOverdue('2026-12-21', cutOffInstant('2026-12-29', '10:00'))).toBe(false);
    expect(isNavOverdue('2026-12-21', cutOffInstant('2026-12-30', '10:00'))).toBe(true);
  });
});
