import type { Kysely } from 'kysely';
import { EDDA_TRANSITIONS } from '../../../../shared/domain/cash-instruction';
import { CASH_RESULT } from '../../../../shared/domain/cash-results';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { PendingReview, PendingReviewFilter, ReviewKind } from '../../ports/gateway-cash.port';
import { lockEdda, updateEdda } from './cash.repository';
import { findPendingReviews, findReview } from './pending-review.repository';

/**
 * The operator's queue (issue 28): what waits for a decision across every client. Deposits,
 * withdrawals and bank accounts are decided by the back office's own decisions
 * (`decideInstruction`, `decideBankAccount`); an eDDA set-up the simulated bank has not yet
 * answered may be answered by the operator in its stead (the bank's later answer then finds it
 * no longer pending and does nothing).
 */

type Row = NonNullable<Awaited<ReturnType<typeof findReview>>>;

const toReview = (row: Row): PendingReview => ({
  kind: row.kind as ReviewKind,
  key: row.key,
  accountId: row.accountId,
  accountCode: row.accountCode,
  holderName: row.holderName,
  currency: row.currency,
  amount: row.amount === null ? null : toDecimal(row.amount).toFixed(),
  method: row.method,
  bankName: row.bankName,
  bankAccount: row.bankAccount,
  status: row.status,
  remark: row.remark,
  hasProof: row.hasProof,
  placedAt: new Date(row.placedAt),
});

/** A page of the queue, how many match and how many wait of each kind. */
export async function searchPendingReviews(db: Kysely<Database>, filter: PendingReviewFilter) {
  const { total, rows, counts } = await findPendingReviews(db, filter);
  return { total, items: rows.map(toReview), counts };
}

/** One item as it stands now, or null. */
export async function loadReview(
  db: Kysely<Database>,
  kind: ReviewKind,
  key: string,
): Promise<PendingReview | null> {
  const row = await findReview(db, kind, key);
  return row ? toReview(row) : null;
}

/** The operator approves (A) or rejects (R, ERR404 as the bank would) a pending set-up. */
export function decideEdda(
  db: Kysely<Database>,
  ddaReference: string,
  decision: 'approve' | 'reject',
  now: Date,
): Promise<{ result: 'ok' | 'not_pending' | 'not_found' }> {
  return db.transaction().execute(async (trx) => {
    const row = await lockEdda(trx, { ddaReference });
    if (!row) return { result: 'not_found' as const };
    const to = decision === 'approve' ? 'A' : 'R';
    if (row.status !== 'P' || !EDDA_TRANSITIONS[row.status].includes(to))
      return { result: 'not_pending' as const };
    await updateEdda(trx, row.id, {
      status: to,
      reasonCode: to === 'R' ? CASH_RESULT.eddaHolderMismatch : null,
      updatedAt: now,
    });
    return { result: 'ok' as const };
  });
}
