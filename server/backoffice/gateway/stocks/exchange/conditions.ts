import { toDecimal } from '../../../../../shared/domain/decimal';
import type {
  StockOrderCondition,
  StockOrderSide,
} from '../../../../../shared/domain/stock-order-status';

/**
 * Spec §3 order conditions on the simulated exchange (issue 11 §7): a conditional order waits as
 * `pending` until its condition holds on the quote, and only then enters the market.
 * - stopGain: a sell once the last price has risen to the trigger price or above (take profit);
 *   a buy once it has fallen to the trigger price or below.
 * - stopLoss: a sell once the last price has fallen to the trigger price or below; a buy once it
 *   has risen to it or above (a buy stop).
 * - volumeTrigger: once the day's volume has reached the trigger volume.
 * Other conditions (none, goodTillDate) have nothing to wait for.
 */

/** What a condition reads of an order. */
export type ConditionTerms = {
  condition: StockOrderCondition;
  side: StockOrderSide;
  triggerPrice: string | null;
  triggerVolume: string | null;
};

/** Whether the order's condition holds on a quote's last price and day volume. */
export function isConditionMet(
  order: ConditionTerms,
  quote: { last: string; volume: string },
): boolean {
  const last = toDecimal(quote.last);
  switch (order.condition) {
    case 'stopGain':
      if (order.triggerPrice === null) return false;
      return order.side === 'S' ? last.gte(order.triggerPrice) : last.lte(order.triggerPrice);
    case 'stopLoss':
      if (order.triggerPrice === null) return false;
      return order.side === 'S' ? last.lte(order.triggerPrice) : last.gte(order.triggerPrice);
    case 'volumeTrigger':
      return order.triggerVolume !== null && toDecimal(quote.volume).gte(order.triggerVolume);
    default:
      return true;
  }
}
