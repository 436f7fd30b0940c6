import type { Kysely } from 'kysely';
import {
  FUND_ORDER_RESULT,
  type FundOrderResultCode,
} from '../../../../shared/domain/fund-order-result';
import { canCancel } from '../../../../shared/domain/fund-order-status';
import { toFundOrderRecord } from './fund-order-record';
import type { FundOrderRecord } from '../../ports/gateway-funds.port';
import { moveFundOrder } from './fund-order-lifecycle';
import { releaseHolds } from '../../core/dealing/holds';
import { fundOrderHolds } from './fund-order-hold';
import type { Database } from '../../../db/schema';
import { lockFundOrder, type FundOrderRow } from './fund-order.repository';

/** Why an order cannot be cancelled now, or null when it can (fact §2.2: only before cut-off). */
function refusalOf(row: FundOrderRow, now: Date): FundOrderResultCode | null {
  if (row.status === 'cancelled') return FUND_ORDER_RESULT.orderAlreadyCancelled;
  // A switch-in leg has no cut-off of its own until its redemption is priced.
  const cutOff = row.cutOffAt ?? new Date(8.64e15);
  if (canCancel(row.status, now, cutOff)) return null;
  return row.status === 'pending' || row.status === 'submitted'
    ? FUND_ORDER_RESULT.cutOffPassed
    : FUND_ORDER_RESULT.orderUnderProcessing;
}

async function cancelInTransaction(
  db: Kysely<Database>,
  accountId: number,
  orderId: number,
  now: Date,
): Promise<{ result: FundOrderResultCode; orders: FundOrderRecord[] }> {
  const first = await lockFundOrder(db, orderId);
  if (!first || first.accountId !== accountId) {
    return { result: FUND_ORDER_RESULT.orderNotFound, orders: [] };
  }
  // A switch is one order to the client: both legs go, the redemption decides whether it may.
  const linked =
    first.linkedOrderId === null ? undefined : await lockFundOrder(db, first.linkedOrderId);
  const legs = [first, ...(linked ? [linked] : [])].sort((a, b) => a.leg - b.leg);
  const refusal = refusalOf(legs[0] as FundOrderRow, now);
  if (refusal !== null) return { result: refusal, orders: [] };
  const orders: FundOrderRecord[] = [];
  for (const leg of legs) {
    await releaseHolds(db, fundOrderHolds(leg), {
      reason: 'release',
      fundOrderId: leg.id,
      postedAt: now,
    });
    orders.push(toFundOrderRecord(await moveFundOrder(db, leg, 'cancelled', now)));
  }
  return { result: FUND_ORDER_RESULT.success, orders };
}

/**
 * Cancels an order before its cut-off (issue 4 §2): under the order's row lock the status moves
 * to cancelled (recorded in its history) and its hold is released in the same transaction, so a hold is released once,
 * whether a second cancel or the dealing job comes next.
 */
export function cancelFundOrder(
  db: Kysely<Database>,
  accountId: number,
  orderId: number,
  now: Date,
): Promise<{ result: FundOrderResultCode; orders: FundOrderRecord[] }> {
  return db.transaction().execute((trx) => cancelInTransaction(trx, accountId, orderId, now));
}
