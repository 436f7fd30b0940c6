import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import {
  canMoveCash,
  type CashInstructionStatus,
} from '../../../../shared/domain/cash-instruction';
import type { Database } from '../../../db/schema';
import type { CashInstructionRecord } from '../../ports/gateway-cash.port';
import { createStatusMachine } from '../../core/dealing/status-machine';
import {
  findCashStatusChanges,
  findEddaByIds,
  findProofIds,
  insertCashStatusChangesWrite,
  updateInstruction,
  type CashInstructionRow,
} from './cash.repository';
import { cashMoveNotifications } from './cash-notifications';

/** The cash instructions' status machine on the dealing core (CASH_TRANSITIONS per channel). */
export const cashStatusMachine = createStatusMachine<
  CashInstructionStatus,
  CashInstructionRow,
  { reasonCode?: string | null }
>({
  kind: 'Cash instruction',
  // The channel is not in the row lock's signature: every channel's moves are allowed here, and
  // `moveCash` checks the row's own channel first.
  canTransition: (from, to) =>
    (['manual', 'edda', 'fps'] as const).some((channel) => canMoveCash(channel, from, to)),
  update: (db, id, changes) => updateInstruction(db, id, changes),
  recordWrite: (db, changes) => insertCashStatusChangesWrite(db, changes),
  // A request's outcome tells the client (cash-notifications.ts), with the move's record.
  notify: cashMoveNotifications,
});

/** Moves an instruction along its own channel's table (a forbidden move throws). */
export function moveCash(
  db: Kysely<Database>,
  row: CashInstructionRow,
  to: CashInstructionStatus,
  now: Date,
  reasonCode?: string,
): Promise<CashInstructionRow> {
  if (!canMoveCash(row.channel, row.status, to)) {
    throw new Error(
      `Cash instruction ${row.id} (${row.channel}) cannot move ${row.status} -> ${to}`,
    );
  }
  return cashStatusMachine.move(db, row, to, now, reasonCode ? { reasonCode } : {});
}

/** Instruction rows as the port reports them, with their history, proof flag and eDDA reference. */
export async function toInstructionRecords(
  db: Kysely<Database>,
  rows: readonly CashInstructionRow[],
): Promise<CashInstructionRecord[]> {
  const ids = rows.map((row) => row.id);
  const [changes, proofs, eddas] = await Promise.all([
    findCashStatusChanges(db, ids),
    findProofIds(db, ids),
    findEddaByIds(
      db,
      rows.flatMap((row) => (row.eddaAuthorisationId === null ? [] : [row.eddaAuthorisationId])),
    ),
  ]);
  return rows.map((row) => ({
    id: row.id,
    idempotencyKey: row.idempotencyKey,
    type: row.type,
    channel: row.channel,
    method: row.method,
    currency: row.currency,
    amount: toDecimal(row.amount).toFixed(),
    bankName: row.bankName,
    bankAccount: row.bankAccount,
    bankAccountId: row.bankAccountId,
    ddaReference:
      row.eddaAuthorisationId === null
        ? null
        : (eddas.get(row.eddaAuthorisationId)?.ddaReference ?? null),
    remark: row.remark,
    status: row.status,
    reasonCode: row.reasonCode,
    valueDate: row.valueDate,
    hasProof: proofs.has(row.id),
    placedAt: row.placedAt,
    updatedAt: row.updatedAt,
    changes: changes
      .filter((change) => change.cashInstructionId === row.id)
      .map((change) => ({ from: change.fromStatus, to: change.toStatus, at: change.changedAt })),
  }));
}
