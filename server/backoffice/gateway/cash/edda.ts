import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  EDDA_TRANSITIONS,
  FPS_CURRENCIES,
  ID_TYPES,
  SIMULATED_BANK_DELAY_MS,
  type EddaStatus,
} from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT, type CashResultCode } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { findAccountById } from '../../../repositories/account.repository';
import type { ClientRef } from '../../ports/client-ref';
import type { EddaAuthorisation, SetupEddaRequest } from '../../ports/gateway-cash.port';
import { defineDealingSteps } from '../../core/dealing/dealing-steps';
import {
  findEddaAuthorisations,
  insertEdda,
  lockEdda,
  updateEdda,
  type EddaRow,
} from './cash.repository';

/**
 * eDDA authorisations (fact §3.10): the client asks the firm to pull money from a bank account;
 * the simulated bank answers within seconds (a job): approved when the holder's name matches the
 * client's name, rejected (ERR404) when it does not. Once approved, deposits by eDDA debit it.
 */

/** An authorisation as the port reports it. */
export const toEdda = (row: EddaRow): EddaAuthorisation => ({
  ddaReference: row.ddaReference,
  bankCode: row.bankCode,
  bankName: row.bankName,
  accountNumber: row.accountNumber,
  holderName: row.holderName,
  idType: row.idType,
  idNumber: row.idNumber,
  currency: row.currency,
  debitLimit: toDecimal(row.debitLimit).toFixed(),
  status: row.status,
  reasonCode: row.reasonCode,
  agreementVersion: row.agreementVersion,
  createdAt: row.createdAt,
  updatedAt: row.updatedAt,
});

const sameName = (a: string, b: string) =>
  a.replace(/\s+/g, ' ').trim().toLowerCase() === b.replace(/\s+/g, ' ').trim().toLowerCase();

/** Moves an authorisation (a move EDDA_TRANSITIONS forbids throws). */
async function moveEdda(
  db: Kysely<Database>,
  row: EddaRow,
  to: EddaStatus,
  now: Date,
  reasonCode: string | null = null,
): Promise<EddaRow> {
  if (!EDDA_TRANSITIONS[row.status].includes(to)) {
    throw new Error(`eDDA authorisation ${row.id} cannot move ${row.status} -> ${to}`);
  }
  return updateEdda(db, row.id, { status: to, reasonCode, updatedAt: now });
}

/** The simulated bank's answer to a set-up, as a job step. */
const authorisationSteps = defineDealingSteps<'bankAnswer', EddaStatus, EddaRow, object>({
  jobKind: 'eddaAuthorisation',
  steps: ['bankAnswer'],
  fromStatus: { bankAnswer: 'P' },
  lock: (db, id) => lockEdda(db, { id }),
  async run(_step, row, { db, now }) {
    const account = await findAccountById(db, row.accountId);
    const isMatch = account !== undefined && sameName(account.displayName, row.holderName);
    await moveEdda(
      db,
      row,
      isMatch ? 'A' : 'R',
      now,
      isMatch ? null : CASH_RESULT.eddaHolderMismatch,
    );
    return {};
  },
});

/** The eDDA steps' job handlers. */
export const eddaSteps: { handlers: Pick<JobHandlers, 'eddaAuthorisation'> } = {
  handlers: { eddaAuthorisation: authorisationSteps.handler({}) },
};

/** A new reference: `DDA` and twelve hex digits. */
const newReference = () => `DDA${randomBytes(6).toString('hex').toUpperCase()}`;

/** Why a set-up is refused, or null. */
function setupRefusal(request: SetupEddaRequest): CashResultCode | null {
  if (!FPS_CURRENCIES.includes(request.currency)) return CASH_RESULT.eddaNotEnabled;
  const fields = [request.holderName, request.bankCode, request.bankName, request.accountNumber];
  if (fields.some((field) => field.trim() === '')) return CASH_RESULT.eddaInvalidDetails;
  if (!/^\d{3}$/.test(request.bankCode) || !/^[\d-]{6,20}$/.test(request.accountNumber))
    return CASH_RESULT.eddaInvalidDetails;
  if (!(ID_TYPES as readonly string[]).includes(request.idType) || request.idNumber.trim() === '')
    return CASH_RESULT.eddaInvalidDetails;
  const limit = toDecimal(request.debitLimit);
  if (!limit.isFinite() || limit.lte(0)) return CASH_RESULT.eddaInvalidDetails;
  return null;
}

/** Sets up an authorisation (status P) and asks the simulated bank (answer in seconds). */
export async function setupEdda(
  db: Kysely<Database>,
  request: SetupEddaRequest,
): Promise<{ result: CashResultCode; authorisation: EddaAuthorisation | null }> {
  const refusal = setupRefusal(request);
  if (refusal) return { result: refusal, authorisation: null };
  return db.transaction().execute(async (trx) => {
    const row = await insertEdda(trx, {
      accountId: request.client.accountId,
      ddaReference: newReference(),
      bankCode: request.bankCode,
      bankName: request.bankName.trim(),
      accountNumber: request.accountNumber,
      holderName: request.holderName.trim(),
      idType: request.idType,
      idNumber: request.idNumber.trim(),
      currency: request.currency,
      debitLimit: toDecimal(request.debitLimit).toFixed(),
      status: 'P',
      agreementVersion: request.agreementVersion,
      createdAt: request.now,
      updatedAt: request.now,
    });
    const answerAt = new Date(request.now.getTime() + SIMULATED_BANK_DELAY_MS);
    await authorisationSteps.queue(trx, row.id, 'bankAnswer', answerAt);
    return { result: CASH_RESULT.success, authorisation: toEdda(row) };
  });
}

/** Cancels a client's authorisation (pending, approved or suspended). */
export function cancelEdda(
  db: Kysely<Database>,
  client: ClientRef,
  ddaReference: string,
  now: Date,
): Promise<{ result: CashResultCode; authorisation: EddaAuthorisation | null }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockEdda(trx, { ddaReference });
    if (row?.accountId !== client.accountId)
      return { result: CASH_RESULT.eddaAuthorisationNotFound, authorisation: null };
    if (!EDDA_TRANSITIONS[row.status].includes('C'))
      return { result: CASH_RESULT.eddaAuthorisationNotApproved, authorisation: toEdda(row) };
    return {
      result: CASH_RESULT.success,
      authorisation: toEdda(await moveEdda(trx, row, 'C', now)),
    };
  });
}

/** A client's authorisations. */
export async function eddaAuthorisationsOf(
  db: Kysely<Database>,
  client: ClientRef,
): Promise<EddaAuthorisation[]> {
  return (await findEddaAuthorisations(db, client.accountId)).map(toEdda);
}
