import type { Hold } from '../../core/dealing/holds';
import type { FundOrderRow } from './fund-order.repository';

/** What of a leg says what it holds: a row, or a leg about to be inserted. */
type HoldingLeg = Pick<
  FundOrderRow,
  'accountId' | 'side' | 'amount' | 'units' | 'currency' | 'fundId'
>;

/**
 * What a fund order leg holds (docs/DECISIONS.md §5 `holdFundAmount`, `freezeQuantity`): a
 * subscription its amount of cash, a redemption its units; a switch-in leg waiting for its
 * proceeds holds nothing yet.
 */
export function fundOrderHold(order: HoldingLeg): Hold | null {
  const ownerAccountId = order.accountId;
  if (order.side === 'S' && order.amount !== null) {
    const { amount, currency: asset } = order;
    return { ownerAccountId, asset, amount, available: 'cash', held: 'cashHeld' };
  }
  if (order.side === 'R' && order.units !== null) {
    const { units: amount, fundId: asset } = order;
    return { ownerAccountId, asset, amount, available: 'units', held: 'unitsFrozen' };
  }
  return null;
}

/** The leg's hold as a list: one hold, or none. */
export const fundOrderHolds = (order: HoldingLeg): Hold[] => {
  const hold = fundOrderHold(order);
  return hold ? [hold] : [];
};
