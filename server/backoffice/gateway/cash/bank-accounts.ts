import {
  checkProof,
  PROOF_MAX_BYTES,
  safeProofFileName,
} from '../../../../shared/domain/cash-proof';
import { holderNameKey } from '../../../../shared/domain/hk-banks';
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { findAccountById } from '../../../repositories/account.repository';
import type { ClientRef } from '../../ports/client-ref';
import type {
  AddBankAccountRequest,
  BankAccountOutcome,
  BankAccountResult,
  DesignatedBankAccount,
} from '../../ports/gateway-cash.port';
import type { CashBookDeps } from './cash-deps';
import {
  findBankAccountProof,
  findLiveBankAccounts,
  findPendingBankAccounts,
  hasOpenWithdrawal,
  insertPendingBankAccount,
  lockBankAccount,
  markBankAccountRemoved,
  setBankAccountStatus,
} from './bank-account.repository';

/**
 * Designated bank accounts under review (issue 25): a client adds one with a proof and it waits,
 * `pending`, for the back office operator to approve or reject it (as cash requests are
 * decided); withdrawals and FPS pay only to approved ones (`findBankAccounts`). A removal waits
 * for every open withdrawal to the account to end.
 */

const refused = (result: BankAccountResult): BankAccountOutcome => ({ result, account: null });

/** The client's live accounts as the port answers them. */
export async function designatedBankAccountsOf(
  db: Kysely<Database>,
  client: ClientRef,
): Promise<DesignatedBankAccount[]> {
  return (await findLiveBankAccounts(db, client.accountId)).map((row) => ({
    id: row.id,
    identifierType: row.identifierType,
    identifier: row.identifier,
    bankCode: row.bankCode,
    bankName: row.bankName,
    holderName: row.holderName,
    currency: row.currency,
    status: row.status,
    hasProof: row.hasProof,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    canRemove: !row.hasOpenWithdrawal,
  }));
}

async function outcomeOf(
  db: Kysely<Database>,
  accountId: number,
  id: number,
): Promise<BankAccountOutcome> {
  const accounts = await designatedBankAccountsOf(db, { accountId, accountCode: '' });
  return { result: 'ok', account: accounts.find((account) => account.id === id) ?? null };
}

/** Adds a pending account: the client's own name, an offered currency, a proof of its type. */
export async function addBankAccount(
  deps: CashBookDeps,
  request: AddBankAccountRequest,
): Promise<BankAccountOutcome> {
  const { db } = deps;
  const { client, proof, now } = request;
  const holder = await findAccountById(db, client.accountId);
  if (!holder || holderNameKey(holder.displayName) !== holderNameKey(request.holderName))
    return refused('holder_mismatch');
  if (request.currency !== null && !deps.brand.currencies.cash.includes(request.currency))
    return refused('currency_not_offered');
  if (proof.content.length > PROOF_MAX_BYTES) return refused('proof_too_large');
  const fileName = safeProofFileName(proof.fileName);
  const checked = checkProof(fileName, proof.content);
  if (!checked) return refused('proof_invalid');
  const row = await db.transaction().execute((trx) =>
    insertPendingBankAccount(
      trx,
      {
        accountId: client.accountId,
        identifierType: request.identifierType,
        identifier: request.identifier,
        bankCode: request.bankCode,
        bankName: request.bankName,
        holderName: request.holderName.trim(),
        currency: request.currency,
        createdAt: now,
      },
      {
        fileName,
        contentType: checked.contentType,
        size: proof.content.length,
        content: proof.content,
      },
    ),
  );
  if (!row) return refused('duplicate');
  return outcomeOf(db, client.accountId, row.id);
}

/** Removes the client's account unless a withdrawal to it is still open. */
export async function removeBankAccount(
  db: Kysely<Database>,
  client: ClientRef,
  id: number,
  now: Date,
): Promise<BankAccountOutcome> {
  return db.transaction().execute(async (trx) => {
    const row = await lockBankAccount(trx, id);
    if (row?.accountId !== client.accountId || row.removedAt !== null) return refused('not_found');
    if (await hasOpenWithdrawal(trx, id)) return refused('withdrawal_pending');
    await markBankAccountRemoved(trx, id, now);
    return { result: 'ok' as const, account: null };
  });
}

/** The operator approves or rejects a pending account; anything else is `not_pending`. */
export async function decideBankAccount(
  db: Kysely<Database>,
  id: number,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<BankAccountOutcome> {
  const decided = await db.transaction().execute(async (trx) => {
    const row = await lockBankAccount(trx, id);
    if (!row || row.removedAt !== null) return refused('not_found');
    if (row.status !== 'pending') return refused('not_pending');
    await setBankAccountStatus(trx, id, decision === 'approve' ? 'approved' : 'rejected', now);
    return { result: 'ok' as const, account: null, accountId: row.accountId };
  });
  if (decided.result !== 'ok' || !('accountId' in decided)) return decided;
  return outcomeOf(db, decided.accountId, id);
}

/** The proof sent with an account, or null. */
export async function bankAccountProofOf(db: Kysely<Database>, id: number) {
  return (await findBankAccountProof(db, id)) ?? null;
}

/** Every client's accounts awaiting review, oldest first; none has a withdrawal yet. */
export async function pendingBankAccounts(
  db: Kysely<Database>,
  limit: number,
): Promise<(DesignatedBankAccount & { accountCode: string })[]> {
  return (await findPendingBankAccounts(db, limit)).map((row) => ({
    id: row.id,
    accountCode: row.accountCode,
    identifierType: row.identifierType,
    identifier: row.identifier,
    bankCode: row.bankCode,
    bankName: row.bankName,
    holderName: row.holderName,
    currency: row.currency,
    status: row.status,
    hasProof: true,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    canRemove: true,
  }));
}
