import { toDecimal } from '../../../../shared/domain/decimal';
import type { CryptoOrderStatus } from '../../../../shared/domain/crypto-order-status';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { CryptoFillRow, CryptoOrderRow } from './crypto-order.repository';

/**
 * Which crypto order events tell the client (issue 23 §8), on the same notification books as
 * every source's clients (the bell of a Fos session reads them): every fill is a
 * `cryptoOrderMatched` (one per `crypto_fill` row: pair, quantity, price), and a cancel a
 * `cryptoOrderUpdate`. The moves to partly or fully filled make no notice of their own, so no
 * event is told twice.
 */

const sideOf = (order: Pick<CryptoOrderRow, 'side'>) => (order.side === 'B' ? 'buy' : 'sell');

/** The `cryptoOrderUpdate` of a cancel (the machine's `notify`). */
export function cryptoOrderMoveNotifications(
  order: CryptoOrderRow,
  change: StatusChange<CryptoOrderStatus>,
): NotificationDraft[] {
  if (change.to !== 'cancelled') return [];
  return [
    {
      accountId: order.accountId,
      type: 'cryptoOrderUpdate',
      sourceKey: `crypto-order:${order.id}:${change.to}`,
      fields: {
        code: order.pair,
        quantity: toDecimal(order.orderQuantity).toFixed(),
        ...(order.price === null ? {} : { price: toDecimal(order.price).toFixed() }),
        currencyCode: order.quoteCurrency,
        side: sideOf(order),
        orderStatus: change.to,
      },
      at: change.at,
    },
  ];
}

/** The `cryptoOrderMatched` of one fill: its quantity and price. */
export function cryptoFillNotifications(fill: CryptoFillRow): NotificationDraft[] {
  return [
    {
      accountId: fill.accountId,
      type: 'cryptoOrderMatched',
      sourceKey: `crypto-fill:${fill.id}`,
      fields: {
        code: fill.pair,
        referenceCode: String(fill.cryptoOrderId),
        quantity: toDecimal(fill.quantity).toFixed(),
        price: toDecimal(fill.price).toFixed(),
        currencyCode: fill.quoteCurrency,
        side: sideOf(fill),
      },
      at: fill.filledAt,
    },
  ];
}
