import type { Kysely } from 'kysely';
import {
  isCashCancellable,
  SIMULATED_BANK_DELAY_MS,
} from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT, type CashResultCode } from '../../../../shared/domain/cash-results';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { ClientRef } from '../../ports/client-ref';
import type { CashDecision, CashInstructionOutcome } from '../../ports/gateway-cash.port';
import { requestHashOf, type RequestContent } from '../../ports/request-hash';
import { placeUnderKey } from '../../core/dealing/keyed-placement';
import type { CashBookDeps } from './cash-deps';
import { cashStatusMachine, moveCash, toInstructionRecords } from './cash-lifecycle';
import { creditDeposit, payWithdrawal, releaseWithdrawal } from './cash-money';
import { cashSteps, type CashStep } from './cash-steps';
import {
  findInstructionsByKey,
  insertInstruction,
  lockInstruction,
  type CashInstructionRow,
} from './cash.repository';
import { executeTogether } from '../../../db/write-together';

/**
 * Deposit and withdrawal instructions (issue 13 §2-4) on the dealing core: placed once per
 * idempotency key, checked, stored with their first status (recorded), a withdrawal's amount held
 * at once; cancelled by the client while pending (the hold released in the same move); decided
 * by the back office's operator (accepted deposits credit cash, accepted withdrawals pay out of
 * the hold, rejections release it). Placing is in cash-deposits.ts and cash-withdrawals.ts; this
 * file holds the placement they share, the client's cancel and the operator's decision.
 */

/** Whether an amount is above zero with no more decimals than the currency has. */
export function isValidAmount(amount: string, currency: string): boolean {
  const value = toDecimal(amount);
  return (
    value.isFinite() && value.gt(0) && value.decimalPlaces() <= currencyFor(currency).precision
  );
}

export const refused = (result: CashResultCode): CashInstructionOutcome => ({
  result,
  instruction: null,
  isReplay: false,
});

/**
 * The refusal of a request whose currency the brand does not take in cash or whose amount is not
 * valid in it, or null when both are fine.
 */
export function refuseCurrencyOrAmount(
  deps: CashBookDeps,
  request: { currency: string; amount: string },
  invalidCurrency: CashResultCode,
  invalidAmount: CashResultCode,
): CashInstructionOutcome | null {
  if (!deps.brand.currencies.cash.includes(request.currency)) return refused(invalidCurrency);
  if (!isValidAmount(request.amount, request.currency)) return refused(invalidAmount);
  return null;
}

export async function answer(
  db: Kysely<Database>,
  row: CashInstructionRow,
  isReplay = false,
): Promise<CashInstructionOutcome> {
  const [instruction] = await toInstructionRecords(db, [row]);
  return { result: CASH_RESULT.success, instruction: instruction ?? null, isReplay };
}

type PlacedRow = Parameters<typeof insertInstruction>[1];

/** The request's part of an instruction's row: whose, under which key, when. */
type Keyed = Pick<
  PlacedRow,
  'accountId' | 'idempotencyKey' | 'requestHash' | 'placedAt' | 'updatedAt'
>;

/**
 * Places under the client's key, the request identified by the hash of its content (its `amount`
 * by value: "100" and "100.00" are the same request); the same request again answers the first
 * placement. `place` gets the row's keyed part to complete.
 */
export async function placeKeyed(
  deps: CashBookDeps,
  request: { client: ClientRef; idempotencyKey: string; now: Date },
  content: RequestContent,
  duplicate: CashResultCode,
  place: (trx: Kysely<Database>, keyed: Keyed) => Promise<CashInstructionOutcome>,
): Promise<CashInstructionOutcome> {
  const requestHash = requestHashOf(content, ['amount']);
  // A replay is answered after the placement's transaction, from the row it found.
  type Placed = CashInstructionOutcome | { replayOf: CashInstructionRow };
  const outcome = await placeUnderKey<CashInstructionRow, Placed>(deps.db, {
    requestHash,
    findByKey: (trx) =>
      findInstructionsByKey(trx, request.client.accountId, request.idempotencyKey),
    replay: (rows) => ({ replayOf: rows[0] as CashInstructionRow }),
    conflict: () => refused(duplicate),
    place: (trx) =>
      place(trx, {
        accountId: request.client.accountId,
        idempotencyKey: request.idempotencyKey,
        requestHash,
        placedAt: request.now,
        updatedAt: request.now,
      }),
  });
  return 'replayOf' in outcome ? answer(deps.db, outcome.replayOf, true) : outcome;
}

/** Inserts an instruction with its first status recorded. */
export async function insertPlaced(
  db: Kysely<Database>,
  row: PlacedRow,
  now: Date,
): Promise<CashInstructionRow> {
  const inserted = await insertInstruction(db, row);
  await executeTogether(db, [cashStatusMachine.placementWrite(db, [inserted], now)]);
  return inserted;
}

/** Queues a step of an instruction to run `delayMs` after `now`. */
export function queueStepAfter(
  db: Kysely<Database>,
  id: number,
  step: CashStep,
  now: Date,
  delayMs: number,
) {
  return cashSteps.queue(db, id, step, new Date(now.getTime() + delayMs));
}

/** Cancels a pending request of the client; a withdrawal's hold is released in the same move. */
export function cancelInstruction(
  db: Kysely<Database>,
  client: ClientRef,
  id: number,
  now: Date,
): Promise<CashInstructionOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockInstruction(trx, id);
    if (row?.accountId !== client.accountId) return refused(CASH_RESULT.instructionNotFound);
    if (!isCashCancellable(row.channel, row.status))
      return refused(CASH_RESULT.instructionNotCancellable);
    if (row.type === 'W') await releaseWithdrawal(trx, row, now);
    return answer(trx, await moveCash(trx, row, 'C', now));
  });
}

/** The moves an operator's decision makes on a manual request, from P or PR. */
async function decideManual(
  db: Kysely<Database>,
  row: CashInstructionRow,
  decision: CashDecision,
  now: Date,
): Promise<CashInstructionRow | null> {
  if (row.status !== 'P' && row.status !== 'PR') return null;
  const processing = row.status === 'P' ? await moveCash(db, row, 'PR', now) : row;
  if (decision === 'process') return processing;
  if (decision === 'accept') {
    if (row.type === 'D') await creditDeposit(db, processing, now);
    else await payWithdrawal(db, processing, now);
    return moveCash(db, processing, 'A', now);
  }
  if (row.type === 'W') await releaseWithdrawal(db, processing, now);
  return moveCash(db, processing, 'R', now);
}

/** An FPS withdrawal waiting for approval: accepted ones go to the bank, rejected ones are B. */
async function decideFps(
  db: Kysely<Database>,
  row: CashInstructionRow,
  decision: CashDecision,
  now: Date,
): Promise<CashInstructionRow | null> {
  if (row.status !== 'W' || decision === 'process') return null;
  if (decision === 'reject') {
    await releaseWithdrawal(db, row, now);
    return moveCash(db, row, 'B', now);
  }
  const sent = await moveCash(db, row, 'S', now);
  await queueStepAfter(db, row.id, 'fpsPay', now, SIMULATED_BANK_DELAY_MS);
  return sent;
}

/** The back office operator's decision on a request (eDDA debits are the bank's to answer). */
export function decideInstruction(
  db: Kysely<Database>,
  id: number,
  decision: CashDecision,
  now: Date,
): Promise<CashInstructionOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockInstruction(trx, id);
    if (!row) return refused(CASH_RESULT.instructionNotFound);
    const moved =
      row.channel === 'manual'
        ? await decideManual(trx, row, decision, now)
        : row.channel === 'fps'
          ? await decideFps(trx, row, decision, now)
          : null;
    return moved ? answer(trx, moved) : refused(CASH_RESULT.instructionNotCancellable);
  });
}
