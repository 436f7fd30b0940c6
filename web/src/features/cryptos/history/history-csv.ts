import { formatOffsetDateTime } from '@shared/domain/date-time';
import { csvText } from '../../../lib/csv';
import type { CryptoFillRow, CryptoOrder } from '../api/crypto-order';

const instant = (iso: string) => formatOffsetDateTime(new Date(iso));

/**
 * The crypto orders as CSV text with a header row, one line per order: figures stay the exact
 * decimal strings, instants are Hong Kong time with the offset (`2026-11-20T10:35:12+08:00`).
 */
export function cryptoOrdersCsv(orders: readonly CryptoOrder[]): string {
  return csvText(
    [
      'orderId',
      'placedAt',
      'pair',
      'side',
      'orderType',
      'sizing',
      'price',
      'quantity',
      'amount',
      'filledQuantity',
      'filledAmount',
      'averagePrice',
      'fee',
      'quoteCurrency',
      'status',
      'updatedAt',
    ],
    orders.map((order) => [
      order.orderId,
      instant(order.placedAt),
      order.pair,
      order.side,
      order.orderType,
      order.sizing,
      order.price,
      order.quantity,
      order.amount,
      order.filledQuantity,
      order.filledAmount,
      order.averagePrice,
      order.fee,
      order.quoteCurrency,
      order.status,
      instant(order.updatedAt),
    ]),
  );
}

/** The fills as CSV text, one line per fill, instants in Hong Kong time with the offset. */
export function cryptoFillsCsv(fills: readonly CryptoFillRow[]): string {
  return csvText(
    [
      'fillId',
      'orderId',
      'at',
      'pair',
      'side',
      'quantity',
      'price',
      'amount',
      'fee',
      'quoteCurrency',
      'liquidity',
    ],
    fills.map((fill) => [
      fill.fillId,
      fill.orderId,
      instant(fill.at),
      fill.pair,
      fill.side,
      fill.quantity,
      fill.price,
      fill.amount,
      fill.fee,
      fill.quoteCurrency,
      fill.liquidity,
    ]),
  );
}
