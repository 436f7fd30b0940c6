import type { Expression, Kysely, Updateable } from 'kysely';
import { canTransition, type FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { Database } from '../../../db/schema';
import type { FundOrderTable } from '../../../db/schema-books';
import { createStatusMachine } from '../../core/dealing/status-machine';
import { updateFundOrder, type FundOrderRow } from './fund-order.repository';
import { fundOrderMoveNotifications } from './fund-order-notifications';
import { insertFundOrderStatusChangesWrite } from './fund-order-status-change.repository';

/**
 * The fund order's status machine (issue 4 §2) on the dealing core: a move must be one of
 * FUND_ORDER_TRANSITIONS (shared/domain/fund-order-status.ts), and it is recorded in
 * `fund_order_status_change` in the caller's transaction, with the client's notification of a move
 * they care about (fund-order-notifications.ts).
 */
const fundOrderStatus = createStatusMachine<
  FundOrderStatus,
  FundOrderRow,
  Omit<Updateable<FundOrderTable>, 'status' | 'updatedAt'>
>({
  kind: 'Fund order',
  canTransition,
  update: (db, id, changes) => updateFundOrder(db, id, changes),
  recordWrite: (db, changes) =>
    insertFundOrderStatusChangesWrite(
      db,
      changes.map((change) => ({
        fundOrderId: change.instructionId,
        fromStatus: change.from,
        toStatus: change.to,
        changedAt: change.at,
      })),
    ),
  notify: fundOrderMoveNotifications,
});

/** Moves an order's status under its row lock, recording the move (see status-machine.ts). */
export const moveFundOrder: typeof fundOrderStatus.move = (...args) =>
  fundOrderStatus.move(...args);

/**
 * The write recording new orders' placement: each starts its history as pending. An id may be
 * the id of the leg the same statement inserts (db/write-together.ts `insertTogether`).
 */
export function placementWrite(
  db: Kysely<Database>,
  legs: readonly { id: number | Expression<number>; status: FundOrderStatus }[],
  now: Date,
) {
  return insertFundOrderStatusChangesWrite(
    db,
    legs.map((leg) => ({
      fundOrderId: leg.id,
      fromStatus: null,
      toStatus: leg.status,
      changedAt: now,
    })),
  );
}
