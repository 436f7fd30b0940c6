import type { Kysely, Updateable } from 'kysely';
import { canTransition, type FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { Database, FundOrderTable } from '../../../db/schema';
import { updateFundOrder, type FundOrderRow } from './fund-order.repository';
import { insertFundOrderStatusChanges } from './fund-order-status-change.repository';

/**
 * The one way an order's status moves (issue 4 §2): the move must be one of
 * FUND_ORDER_TRANSITIONS, and it is recorded in `fund_order_status_change` in the caller's
 * transaction, so the stored history is always the order's real path. The caller holds the
 * order's row lock; a move the transitions forbid is a bug and throws (the transaction rolls back).
 */
export async function moveFundOrder(
  db: Kysely<Database>,
  order: FundOrderRow,
  to: FundOrderStatus,
  now: Date,
  changes: Omit<Updateable<FundOrderTable>, 'status' | 'updatedAt'> = {},
): Promise<FundOrderRow> {
  if (!canTransition(order.status, to)) {
    throw new Error(`Fund order ${order.id} cannot move from ${order.status} to ${to}`);
  }
  const moved = await updateFundOrder(db, order.id, { ...changes, status: to, updatedAt: now });
  await insertFundOrderStatusChanges(db, [
    { fundOrderId: order.id, fromStatus: order.status, toStatus: to, changedAt: now },
  ]);
  return moved;
}

/** Records the placement of new orders: each starts its history as pending. */
export function recordPlacement(
  db: Kysely<Database>,
  orders: readonly FundOrderRow[],
  now: Date,
): Promise<void> {
  return insertFundOrderStatusChanges(
    db,
    orders.map((order) => ({
      fundOrderId: order.id,
      fromStatus: null,
      toStatus: order.status,
      changedAt: now,
    })),
  );
}
