import { addBusinessDays, hongKongDate, type IsoDate } from './business-calendar';
import type { Fund } from './fund-instrument';
import { FUND_ORDER_RESULT, type FundOrderResultCode } from './fund-order-result';
import type { FundOrderSide } from './fund-order-status';

/**
 * How an order ends before it settles (issue 4 §2): rejected by the fund house while it may still
 * refuse it, or failed while dealing; `reason` is the spec §8 result code kept on the order.
 */
export type FundOrderEnding = { status: 'rejected' | 'failed'; reason: FundOrderResultCode };

/** The business days after the dealing day a fund house has to publish that day's NAV. */
export const NAV_WAIT_BUSINESS_DAYS = 5;

/** An order whose fund has left the feed fails: spec §8 code 2, product not found. */
export const FUND_GONE: FundOrderEnding = {
  status: 'failed',
  reason: FUND_ORDER_RESULT.productNotFound,
};

/** An order whose dealing day never got a NAV fails: spec §8 code 13, no dealing took place. */
export const NAV_MISSING: FundOrderEnding = {
  status: 'failed',
  reason: FUND_ORDER_RESULT.marketSuspended,
};

/**
 * Why the fund house refuses an order it receives (at the cut-off, or when it accepts), or null:
 * suspended dealing refuses both sides (fact §3.9, code 12); a fund now offered to professional
 * investors only refuses new money (code 9), while a holder may still redeem.
 */
export function refusalAtDealing(
  fund: Pick<Fund, 'isSuspended' | 'isProfessionalOnly'>,
  side: FundOrderSide,
): FundOrderEnding | null {
  if (fund.isSuspended) return { status: 'rejected', reason: FUND_ORDER_RESULT.fundSuspended };
  if (fund.isProfessionalOnly && side === 'S') {
    return { status: 'rejected', reason: FUND_ORDER_RESULT.professionalOnly };
  }
  return null;
}

/**
 * Whether the wait for a dealing day's NAV is over: `now` (Hong Kong date) is past the
 * NAV_WAIT_BUSINESS_DAYS-th business day after the dealing day.
 */
export function isNavOverdue(dealingDate: IsoDate, now: Date): boolean {
  return hongKongDate(now) > addBusinessDays(dealingDate, NAV_WAIT_BUSINESS_DAYS);
}
