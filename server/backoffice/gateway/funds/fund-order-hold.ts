import type { Hold } from '../../core/dealing/holds';
import type { FundOrderRow } from './fund-order.repository';

/**
 * What a fund order leg holds (docs/DECISIONS.md §5 `holdFundAmount`, `freezeQuantity`): a
 * subscription its amount of cash, a redemption its units; a switch-in leg waiting for its
 * proceeds holds nothing yet.
 */
export function fundOrderHold(order: FundOrderRow): Hold | null {
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
export const fundOrderHolds = (order: FundOrderRow): Hold[] => {
  const hold = fundOrderHold(order);
  return hold ? [hold] : [];
};
