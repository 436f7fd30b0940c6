import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import { STOCK_ORDER_RESULT } from '../../../../shared/domain/stock-order-result';
import type { Database } from '../../../db/schema';
import type { ClientRef } from '../../ports/client-ref';
import type { StockOrderOutcome } from '../../ports/gateway-stocks.port';
import { postJournal } from '../../core/books/ledger';
import type { StockBookDeps } from './stock-book-deps';
import { releaseCash, releaseShares, type StockOrderBooksRef } from './stock-books';
import { moveThrough } from './stock-order-lifecycle';
import { canCancelNow, toStockOrderRecord } from './stock-order-record';
import { lockStockOrder, type StockOrderRow } from './stock-order.repository';

/** What an order still holds, released back: a buy's held cash, a sell's unfilled frozen shares. */
export function releaseOfOrder(row: StockOrderRow) {
  const books: StockOrderBooksRef = row;
  if (row.side === 'B') return releaseCash(books, toDecimal(row.heldAmount).toFixed());
  const unfilled = toDecimal(row.quantity).sub(row.filledQuantity);
  return releaseShares(books, unfilled.isNegative() ? '0' : unfilled.toFixed());
}

/**
 * Posts the release of everything an order still holds and clears its `held_amount`; the caller
 * moves the order to its ending in the same transaction under its row lock, so a release happens
 * once. The exchange's expiry (stocks/exchange/) ends orders with this too.
 */
export async function releaseOrderHolds(
  db: Kysely<Database>,
  row: StockOrderRow,
  reason: string,
  now: Date,
): Promise<void> {
  await postJournal(db, {
    reason,
    stockOrderId: row.id,
    postedAt: now,
    movements: releaseOfOrder(row),
  });
}

async function cancelInTransaction(
  deps: StockBookDeps,
  client: ClientRef,
  orderId: number,
  now: Date,
): Promise<StockOrderOutcome> {
  const { db } = deps;
  const row = await lockStockOrder(db, orderId);
  if (!row || row.accountId !== client.accountId) {
    return { result: STOCK_ORDER_RESULT.orderNotFound, order: null, isReplay: false };
  }
  if (!canCancelNow(row, now)) {
    return {
      result: STOCK_ORDER_RESULT.orderNotChangeable,
      order: toStockOrderRecord(row, deps.brand, now),
      isReplay: false,
    };
  }
  await releaseOrderHolds(db, row, 'release', now);
  const ending = toDecimal(row.filledQuantity).isZero() ? 'cancelled' : 'partially cancelled';
  const moved = await moveThrough(db, row, 'cancelling', ending, now, { heldAmount: '0' });
  return {
    result: STOCK_ORDER_RESULT.success,
    order: toStockOrderRecord(moved, deps.brand, now),
    isReplay: false,
  };
}

/**
 * Cancels what is left of an order (issue 11 §5), synchronously: under the order's row lock its
 * holds are released and it moves through `cancelling` (when it is at the exchange) to
 * `cancelled`, or `partially cancelled` after fills; a pending or overriding order is cancelled
 * at once. Outside the no-cancel periods only (8351); a second cancel finds it ended (8351).
 */
export function cancelStockOrder(
  deps: StockBookDeps,
  client: ClientRef,
  orderId: number,
  now: Date,
): Promise<StockOrderOutcome> {
  return deps.db
    .transaction()
    .execute((trx) => cancelInTransaction({ ...deps, db: trx }, client, orderId, now));
}
