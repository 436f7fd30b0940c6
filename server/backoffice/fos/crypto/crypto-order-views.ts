import type { z } from 'zod';
import type { CryptoOrderView, cryptoFill } from '../../../../shared/contracts/crypto-order';
import type { CryptoAsset } from '../../../../shared/contracts/crypto-market';
import { WORKING_CRYPTO_ORDER_STATUSES } from '../../../../shared/domain/crypto-order-status';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { CryptoFillListing } from '../../ports/fos-crypto.port';
import { decimalsOf } from './crypto-books';
import type { CryptoFillRow, CryptoOrderRow } from './crypto-order.repository';

/** The rows as the contract carries them: decimals without trailing zeros, ISO instants. */

const plain = (value: string) => toDecimal(value).toFixed();
const plainOrNull = (value: string | null) => (value === null ? null : plain(value));

/** One order as the client reads it. */
export function toCryptoOrderView(row: CryptoOrderRow): CryptoOrderView {
  const filled = toDecimal(row.filledQuantity);
  return {
    orderId: row.id,
    idempotencyKey: row.idempotencyKey,
    pair: row.pair,
    base: row.base as CryptoAsset,
    quoteCurrency: row.quoteCurrency as 'USD' | 'HKD',
    side: row.side,
    orderType: row.orderType,
    sizing: row.sizing,
    price: plainOrNull(row.price),
    quantity: plainOrNull(row.quantity),
    amount: plainOrNull(row.amount),
    filledQuantity: filled.toFixed(),
    filledAmount: plain(row.filledAmount),
    averagePrice: filled.isZero()
      ? null
      : toDecimal(row.filledAmount)
          .div(filled)
          .toDecimalPlaces(decimalsOf(row.quoteCurrency) + 4)
          .toFixed(),
    fee: plain(row.fee),
    status: row.status,
    heldAmount: plain(row.heldAmount),
    heldAsset: row.heldAsset,
    placedAt: row.placedAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    canCancel: row.orderType === 'limit' && WORKING_CRYPTO_ORDER_STATUSES.includes(row.status),
  };
}

/** One fill as the contract carries it. */
export function toCryptoFillView(row: CryptoFillRow): z.infer<typeof cryptoFill> {
  return {
    fillId: row.id,
    quantity: plain(row.quantity),
    price: plain(row.price),
    amount: plain(row.amount),
    fee: plain(row.fee),
    liquidity: row.liquidity,
    at: row.filledAt.toISOString(),
  };
}

/** One fill in the fill history. */
export function toCryptoFillListing(row: CryptoFillRow): CryptoFillListing {
  return {
    ...toCryptoFillView(row),
    orderId: row.cryptoOrderId,
    pair: row.pair,
    side: row.side,
    quoteCurrency: row.quoteCurrency as 'USD' | 'HKD',
  };
}
