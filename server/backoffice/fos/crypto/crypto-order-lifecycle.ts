import type { Kysely, Updateable } from 'kysely';
import {
  CRYPTO_ORDER_TRANSITIONS,
  type CryptoOrderStatus,
} from '../../../../shared/domain/crypto-order-status';
import type { Database } from '../../../db/schema';
import type { CryptoOrderTable } from '../../../db/schema-crypto';
import { createStatusMachine } from '../../core/dealing/status-machine';
import { cryptoOrderMoveNotifications } from './crypto-order-notifications';
import {
  insertCryptoStatusChangesWrite,
  updateCryptoOrder,
  type CryptoOrderRow,
} from './crypto-order.repository';

/** What a move may change beside the status. */
export type CryptoOrderChanges = Omit<Updateable<CryptoOrderTable>, 'status' | 'updatedAt'>;

/** Whether the table allows a move (`placed`: the placement's first status). */
export const canTransitionCrypto = (from: CryptoOrderStatus | 'placed', to: CryptoOrderStatus) =>
  CRYPTO_ORDER_TRANSITIONS[from].includes(to);

/**
 * The crypto order's status machine (issue 23 §1) on the dealing core: every move one of
 * CRYPTO_ORDER_TRANSITIONS (shared/domain/crypto-order-status.ts), recorded in
 * `crypto_order_status_change` in the caller's transaction with the client's notification of a
 * move they care about (crypto-order-notifications.ts).
 */
const machine = createStatusMachine<CryptoOrderStatus, CryptoOrderRow, CryptoOrderChanges>({
  kind: 'Crypto order',
  canTransition: canTransitionCrypto,
  update: (db, id, changes) => updateCryptoOrder(db, id, changes),
  recordWrite: (db, changes) =>
    insertCryptoStatusChangesWrite(
      db,
      changes.map((change) => ({
        cryptoOrderId: change.instructionId,
        fromStatus: change.from,
        toStatus: change.to,
        changedAt: change.at,
      })),
    ),
  notify: cryptoOrderMoveNotifications,
});

/** Moves an order's status under its row lock, recording the move. */
export function moveCryptoOrder(
  db: Kysely<Database>,
  row: CryptoOrderRow,
  to: CryptoOrderStatus,
  now: Date,
  changes?: CryptoOrderChanges,
): Promise<CryptoOrderRow> {
  return machine.move(db, row, to, now, changes);
}

/** The write recording new orders' placement: each history starts in its first status. */
export const cryptoPlacementWrite: typeof machine.placementWrite = (...args) =>
  machine.placementWrite(...args);
