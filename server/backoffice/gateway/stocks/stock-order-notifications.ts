import type { NotificationFields } from '../../../../shared/domain/notification';
import {
  displayStatusOf,
  isTerminalStock,
  type StockOrderStatus,
} from '../../../../shared/domain/stock-order-status';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { StockFillRow, StockOrderRow } from './stock-order.repository';

/**
 * Which stock order events tell the client (issue 14 §1). `stockOrderUpdate`: the order reached
 * the market (queuing when the exchange accepted it, not a return to the book) or ended without
 * filling in full (a terminal status that does not read Filled: cancelled, expired at the close,
 * rejected, an approval or override refused, an error). A fill is `stockOrderMatched`, one per
 * `stock_fill` row, so the moves to partly or fully matched make no update of their own (no event
 * told twice).
 */
function isToldMove(change: StatusChange<StockOrderStatus>): boolean {
  // Back in the book after a modify or a cancel the exchange refused is not news of its own.
  if (change.to === 'queuing') return change.from === 'processing';
  return isTerminalStock(change.to) && displayStatusOf(change.to) !== 'Filled';
}

const sideOf = (order: Pick<StockOrderRow, 'side'>) => (order.side === 'B' ? 'buy' : 'sell');

/** The `stockOrderUpdate` of a move the client cares about (the machine's `notify`). */
export function stockOrderMoveNotifications(
  order: StockOrderRow,
  change: StatusChange<StockOrderStatus>,
): NotificationDraft[] {
  if (!isToldMove(change)) return [];
  const fields: NotificationFields = {
    code: order.symbol,
    referenceCode: String(order.id),
    quantity: order.quantity,
    ...(order.price === null ? {} : { price: order.price }),
    currencyCode: order.currency,
    side: sideOf(order),
    orderStatus: change.to,
  };
  return [
    {
      accountId: order.accountId,
      type: 'stockOrderUpdate',
      sourceKey: `stock-order:${order.id}:${change.to}`,
      fields,
      at: change.at,
    },
  ];
}

/** The `stockOrderMatched` of one fill: its quantity and price. */
export function stockFillNotifications(fill: StockFillRow): NotificationDraft[] {
  return [
    {
      accountId: fill.accountId,
      type: 'stockOrderMatched',
      sourceKey: `stock-fill:${fill.id}`,
      fields: {
        code: fill.symbol,
        // The order the row opens in the history (issue 31 §3).
        referenceCode: String(fill.stockOrderId),
        quantity: fill.quantity,
        price: fill.price,
        currencyCode: fill.currency,
        side: sideOf(fill),
      },
      at: fill.filledAt,
    },
  ];
}
