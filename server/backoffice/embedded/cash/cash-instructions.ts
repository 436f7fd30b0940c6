import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  cashValueDate,
  dailyWithdrawalLimitOf,
  DEPOSIT_METHODS,
  FPS_CURRENCIES,
  isCashCancellable,
  PROOF_REQUIRED_METHODS,
  SIMULATED_BANK_DELAY_MS,
  WITHDRAWAL_METHODS,
  type DepositMethod,
} from '../../../../shared/domain/cash-instruction';
import { checkProof, PROOF_MAX_BYTES } from '../../../../shared/domain/cash-proof';
import { CASH_RESULT, type CashResultCode } from '../../../../shared/domain/cash-results';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { addCalendarDays, hongKongDate } from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';
import type { Database } from '../../../db/schema';
import type { ClientRef } from '../../ports/client-ref';
import type {
  CashDecision,
  CashInstructionOutcome,
  PlaceDepositRequest,
  PlaceEddaDepositRequest,
  PlaceWithdrawalRequest,
} from '../../ports/gateway-cash.port';
import { ledgerCode, lockBooks } from '../books/ledger';
import { placeUnderKey } from '../dealing/keyed-placement';
import type { CashBookDeps } from './cash-deps';
import { cashStatusMachine, moveCash, toInstructionRecords } from './cash-lifecycle';
import { creditDeposit, holdWithdrawal, payWithdrawal, releaseWithdrawal } from './cash-money';
import { cashSteps } from './cash-steps';
import {
  findBankAccounts,
  findInstructionsByKey,
  insertInstruction,
  insertProof,
  lockEdda,
  lockInstruction,
  sumWithdrawalsPlacedIn,
  type CashInstructionRow,
} from './cash.repository';
import { executeTogether } from '../../../db/write-together';

/**
 * Deposit and withdrawal instructions (issue 13 §2-4) on the dealing core: placed once per
 * idempotency key, checked, stored with their first status (recorded), a withdrawal's amount held
 * at once; cancelled by the client while pending (the hold released in the same move); decided
 * by the back office's operator (accepted deposits credit cash, accepted withdrawals pay out of
 * the hold, rejections release it).
 */

const hashOf = (content: object) =>
  createHash('sha256').update(JSON.stringify(content)).digest('hex');

/** Whether an amount is above zero with no more decimals than the currency has. */
function isValidAmount(amount: string, currency: string): boolean {
  const value = toDecimal(amount);
  return (
    value.isFinite() && value.gt(0) && value.decimalPlaces() <= currencyFor(currency).precision
  );
}

const refused = (result: CashResultCode): CashInstructionOutcome => ({
  result,
  instruction: null,
  isReplay: false,
});

async function answer(
  db: Kysely<Database>,
  row: CashInstructionRow,
  isReplay = false,
): Promise<CashInstructionOutcome> {
  const [instruction] = await toInstructionRecords(db, [row]);
  return { result: CASH_RESULT.success, instruction: instruction ?? null, isReplay };
}

/** Places under the client's key; the same request again answers the first placement. */
async function placeKeyed(
  db: Kysely<Database>,
  request: { client: ClientRef; idempotencyKey: string },
  requestHash: string,
  duplicate: CashResultCode,
  place: (trx: Kysely<Database>) => Promise<CashInstructionOutcome>,
): Promise<CashInstructionOutcome> {
  // A replay is answered after the placement's transaction, from the row it found.
  type Keyed = CashInstructionOutcome | { replayOf: CashInstructionRow };
  const outcome = await placeUnderKey<CashInstructionRow, Keyed>(db, {
    requestHash,
    findByKey: (trx) =>
      findInstructionsByKey(trx, request.client.accountId, request.idempotencyKey),
    replay: (rows) => ({ replayOf: rows[0] as CashInstructionRow }),
    conflict: () => refused(duplicate),
    place,
  });
  return 'replayOf' in outcome ? answer(db, outcome.replayOf, true) : outcome;
}

/** Inserts an instruction with its first status recorded. */
async function insertPlaced(
  db: Kysely<Database>,
  row: Parameters<typeof insertInstruction>[1],
  now: Date,
): Promise<CashInstructionRow> {
  const inserted = await insertInstruction(db, row);
  await executeTogether(db, [cashStatusMachine.placementWrite(db, [inserted], now)]);
  return inserted;
}

/** Places a deposit request by hand (status P). */
export function placeDeposit(
  deps: CashBookDeps,
  request: PlaceDepositRequest,
): Promise<CashInstructionOutcome> {
  const { client, now } = request;
  const content = {
    method: request.method,
    currency: request.currency,
    amount: request.amount,
    bankName: request.bankName,
    bankAccount: request.bankAccount ?? null,
    proof: request.proof ? hashOf([...request.proof.content]) : null,
  };
  return placeKeyed(
    deps.db,
    request,
    hashOf(content),
    CASH_RESULT.depositDuplicateReference,
    async (db) => {
      if (!deps.brand.currencies.cash.includes(request.currency))
        return refused(CASH_RESULT.depositInvalidCurrency);
      if (!isValidAmount(request.amount, request.currency))
        return refused(CASH_RESULT.depositInvalidAmount);
      if (!(DEPOSIT_METHODS as readonly string[]).includes(request.method))
        return refused(CASH_RESULT.depositInvalidMethod);
      const proof = request.proof;
      if (!proof && PROOF_REQUIRED_METHODS.includes(request.method as DepositMethod))
        return refused(CASH_RESULT.depositProofMissing);
      if (proof && proof.content.length > PROOF_MAX_BYTES)
        return refused(CASH_RESULT.depositProofTooLarge);
      const checked = proof ? checkProof(proof.fileName, proof.content) : null;
      if (proof && !checked) return refused(CASH_RESULT.depositProofInvalidType);
      const row = await insertPlaced(
        db,
        {
          accountId: client.accountId,
          idempotencyKey: request.idempotencyKey,
          requestHash: hashOf(content),
          type: 'D',
          channel: 'manual',
          method: request.method,
          currency: request.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: request.bankName,
          bankAccount: request.bankAccount ?? null,
          remark: request.remark ?? null,
          status: 'P',
          valueDate: cashValueDate(now, deps.brand.cutOffs.deposit),
          placedAt: now,
          updatedAt: now,
        },
        now,
      );
      if (proof && checked) {
        await insertProof(db, {
          cashInstructionId: row.id,
          fileName: proof.fileName,
          contentType: checked.contentType,
          content: proof.content,
        });
      }
      if (deps.cashAutoAcceptMs) {
        await cashSteps.queue(
          db,
          row.id,
          'autoAccept',
          new Date(now.getTime() + deps.cashAutoAcceptMs),
        );
      }
      return answer(db, row);
    },
  );
}

/** The Hong Kong day of `now` as an instant range. */
function hongKongDay(now: Date) {
  const day = hongKongDate(now);
  return { from: cutOffInstant(day, '00:00'), to: cutOffInstant(addCalendarDays(day, 1), '00:00') };
}

/** Places a withdrawal to a designated account (P) or an FPS id (W), holding the amount at once. */
export function placeWithdrawal(
  deps: CashBookDeps,
  request: PlaceWithdrawalRequest,
): Promise<CashInstructionOutcome> {
  const { client, now } = request;
  const content = {
    channel: request.channel,
    method: request.method,
    currency: request.currency,
    amount: request.amount,
    bankAccountId: request.bankAccountId,
  };
  return placeKeyed(
    deps.db,
    request,
    hashOf(content),
    CASH_RESULT.withdrawalDuplicateReference,
    async (db) => {
      if (!deps.brand.currencies.cash.includes(request.currency))
        return refused(CASH_RESULT.withdrawalInvalidCurrency);
      if (!isValidAmount(request.amount, request.currency))
        return refused(CASH_RESULT.withdrawalInvalidAmount);
      const isFps = request.channel === 'fps';
      if (!isFps && !(WITHDRAWAL_METHODS as readonly string[]).includes(request.method))
        return refused(CASH_RESULT.withdrawalInvalidMethod);
      if (isFps && !FPS_CURRENCIES.includes(request.currency))
        return refused(CASH_RESULT.eddaNotEnabled);
      const bankAccount = (await findBankAccounts(db, client.accountId)).find(
        (account) =>
          account.id === request.bankAccountId &&
          account.identifierType === (isFps ? 'fpsId' : 'accountNumber') &&
          (account.currency === null || account.currency === request.currency),
      );
      if (!bankAccount) return refused(CASH_RESULT.withdrawalNoDesignatedAccount);
      // Locking the client's cash of the currency serialises withdrawals on the same money.
      const cash = {
        kind: 'cash' as const,
        ownerAccountId: client.accountId,
        asset: request.currency,
      };
      const held = { ...cash, kind: 'cashHeld' as const };
      const accounts = await lockBooks(db, [cash, held]);
      const available = toDecimal(accounts.get(ledgerCode(cash))?.balance ?? '0');
      if (available.lt(request.amount)) return refused(CASH_RESULT.withdrawalInsufficientCash);
      const today = await sumWithdrawalsPlacedIn(
        db,
        client.accountId,
        request.currency,
        hongKongDay(now),
      );
      if (toDecimal(today).add(request.amount).gt(dailyWithdrawalLimitOf(request.currency)))
        return refused(CASH_RESULT.withdrawalDailyLimitExceeded);
      const row = await insertPlaced(
        db,
        {
          accountId: client.accountId,
          idempotencyKey: request.idempotencyKey,
          requestHash: hashOf(content),
          type: 'W',
          channel: request.channel,
          method: isFps ? 'fps' : request.method,
          currency: request.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: bankAccount.bankName,
          bankAccount: bankAccount.identifier,
          bankAccountId: bankAccount.id,
          remark: request.remark ?? null,
          status: isFps ? 'W' : 'P',
          valueDate: cashValueDate(now, deps.brand.cutOffs.withdraw),
          placedAt: now,
          updatedAt: now,
        },
        now,
      );
      await holdWithdrawal(db, row, now);
      return answer(db, row);
    },
  );
}

/** Places a deposit by eDDA under an approved authorisation; the simulated bank debits in seconds. */
export function placeEddaDeposit(
  deps: CashBookDeps,
  request: PlaceEddaDepositRequest,
): Promise<CashInstructionOutcome> {
  const { client, now } = request;
  const content = { ddaReference: request.ddaReference, amount: request.amount };
  return placeKeyed(
    deps.db,
    request,
    hashOf(content),
    CASH_RESULT.depositDuplicateReference,
    async (db) => {
      const authorisation = await lockEdda(db, { ddaReference: request.ddaReference });
      if (authorisation?.accountId !== client.accountId)
        return refused(CASH_RESULT.eddaAuthorisationNotFound);
      if (authorisation.status !== 'A') return refused(CASH_RESULT.eddaAuthorisationNotApproved);
      if (!deps.brand.currencies.cash.includes(authorisation.currency))
        return refused(CASH_RESULT.eddaNotEnabled);
      if (!isValidAmount(request.amount, authorisation.currency))
        return refused(CASH_RESULT.depositInvalidAmount);
      if (toDecimal(request.amount).gt(authorisation.debitLimit))
        return refused(CASH_RESULT.eddaOverLimit);
      const row = await insertPlaced(
        db,
        {
          accountId: client.accountId,
          idempotencyKey: request.idempotencyKey,
          requestHash: hashOf(content),
          type: 'D',
          channel: 'edda',
          method: 'edda',
          currency: authorisation.currency,
          amount: toDecimal(request.amount).toFixed(),
          bankName: authorisation.bankName,
          bankAccount: authorisation.accountNumber,
          eddaAuthorisationId: authorisation.id,
          status: 'P',
          // eDDA money arrives in minutes, whatever the hour (fact §3.10).
          valueDate: hongKongDate(now),
          placedAt: now,
          updatedAt: now,
        },
        now,
      );
      await cashSteps.queue(
        db,
        row.id,
        'eddaDebit',
        new Date(now.getTime() + SIMULATED_BANK_DELAY_MS),
      );
      return answer(db, row);
    },
  );
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
  await cashSteps.queue(db, row.id, 'fpsPay', new Date(now.getTime() + SIMULATED_BANK_DELAY_MS));
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
