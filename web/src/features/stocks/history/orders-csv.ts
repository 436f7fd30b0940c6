import { formatOffsetDateTime } from '@shared/domain/date-time';
import { csvText } from '../../../lib/csv';
import type { StockOrder } from '../api/stock-order';

/** The columns, in order: the order's terms, what filled, and where it stands. */
const HEADER = [
  'orderId',
  'placedAt',
  'tradeDate',
  'exchange',
  'symbol',
  'side',
  'orderType',
  'condition',
  'triggerPrice',
  'triggerVolume',
  'goodTillDate',
  'tradingSession',
  'currency',
  'price',
  'quantity',
  'filledQuantity',
  'averageFillPrice',
  'status',
  'displayStatus',
  'rejectCode',
  'remark',
  'updatedAt',
] as const;

const instant = (iso: string) => formatOffsetDateTime(new Date(iso));

/**
 * The stock order history as CSV text with a header row, one line per order (issue 11 §13):
 * figures stay the exact decimal strings, instants are Hong Kong time with the offset
 * (`2026-11-20T10:35:12+08:00`, UI style: exports carry the offset), dates `YYYY-MM-DD`.
 */
export function stockOrdersCsv(orders: readonly StockOrder[]): string {
  return csvText(
    HEADER,
    orders.map((order) => [
      order.orderId,
      instant(order.placedAt),
      order.tradeDate,
      order.exchange,
      order.symbol,
      order.side,
      order.orderType,
      order.condition,
      order.triggerPrice,
      order.triggerVolume,
      order.goodTillDate,
      order.tradingSession,
      order.currency,
      order.price,
      order.quantity,
      order.filledQuantity,
      order.averageFillPrice,
      order.status,
      order.displayStatus,
      order.rejectCode,
      order.remark,
      instant(order.updatedAt),
    ]),
  );
}
