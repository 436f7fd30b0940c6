import type { Updateable } from 'kysely';
import {
  canTransitionStock,
  type StockOrderStatus,
} from '../../../../shared/domain/stock-order-status';
import type { Database } from '../../../db/schema';
import type { StockOrderTable } from '../../../db/schema-stocks';
import type { Kysely } from 'kysely';
import { insertedId } from '../../../db/write-together';
import { createStatusMachine } from '../../core/dealing/status-machine';
import {
  insertStockOrderStatusChangesWrite,
  updateStockOrder,
  type StockOrderRow,
} from './stock-order.repository';
import { stockOrderMoveNotifications } from './stock-order-notifications';

/** What a move may change beside the status. */
export type StockOrderChanges = Omit<Updateable<StockOrderTable>, 'status' | 'updatedAt'>;

/**
 * The stock order's status machine (issue 11 §7) on the dealing core: a move must be one of
 * STOCK_ORDER_TRANSITIONS (shared/domain/stock-order-status.ts), and it is recorded in
 * `stock_order_status_change` in the caller's transaction, with the spec §8 code of a rejection,
 * and the client's notification of a move they care about (stock-order-notifications.ts).
 * The exchange (stocks/exchange/) moves orders with `moveStockOrder` too.
 */
function machineFor(reasonCode: number | null) {
  return createStatusMachine<StockOrderStatus, StockOrderRow, StockOrderChanges>({
    kind: 'Stock order',
    canTransition: canTransitionStock,
    update: (db, id, changes) => updateStockOrder(db, id, changes),
    recordWrite: (db, changes) =>
      insertStockOrderStatusChangesWrite(
        db,
        changes.map((change) => ({
          stockOrderId: change.instructionId,
          fromStatus: change.from,
          toStatus: change.to,
          reasonCode,
          changedAt: change.at,
        })),
      ),
    notify: stockOrderMoveNotifications,
  });
}

const plain = machineFor(null);

/** Moves an order's status under its row lock, recording the move (see status-machine.ts). */
export function moveStockOrder(
  db: Kysely<Database>,
  row: StockOrderRow,
  to: StockOrderStatus,
  now: Date,
  changes?: StockOrderChanges,
  reasonCode: number | null = null,
): Promise<StockOrderRow> {
  const machine = reasonCode === null ? plain : machineFor(reasonCode);
  return machine.move(db, row, to, now, changes);
}

/**
 * Moves through an in-flight status when the table has one between (say queuing → cancelling →
 * cancelled), else straight to `to`: the synchronous modify and cancel record both moves.
 */
export async function moveThrough(
  db: Kysely<Database>,
  row: StockOrderRow,
  inFlight: StockOrderStatus,
  to: StockOrderStatus,
  now: Date,
  changes?: StockOrderChanges,
): Promise<StockOrderRow> {
  const hasInFlight =
    row.status !== inFlight &&
    canTransitionStock(row.status, inFlight) &&
    canTransitionStock(inFlight, to);
  if (!hasInFlight) {
    if (row.status === to) return updateStockOrder(db, row.id, { ...changes, updatedAt: now });
    return moveStockOrder(db, row, to, now, changes);
  }
  const moved = await moveStockOrder(db, row, inFlight, now);
  return moveStockOrder(db, moved, to, now, changes);
}

/**
 * The write recording a new order's placement, in the statement inserting it
 * (db/write-together.ts `insertTogether`): its history starts in its first status.
 */
export const stockPlacementWrite = (db: Kysely<Database>, status: StockOrderStatus, now: Date) =>
  insertStockOrderStatusChangesWrite(db, [
    {
      stockOrderId: insertedId,
      fromStatus: null,
      toStatus: status,
      reasonCode: null,
      changedAt: now,
    },
  ]);
