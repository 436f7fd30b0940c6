import { adminQueueContracts } from '../../../shared/contracts/admin-queue';
import { CASH_RESULT } from '../../../shared/domain/cash-results';
import type { PendingReview, ReviewKind } from '../../backoffice/ports/gateway-cash.port';
import { auditAdminAction } from '../../commands/admin-account.command';
import { findAccountById } from '../../repositories/account.repository';
import { actorOf } from '../admin-account/admin-account-views';
import { defineCall, type SessionCallContext } from '../registry';

/**
 * The operator's queue (issue 28): what waits for the back office, across every client, decided
 * through the back office's own decisions (those of `cash/decideInstruction` and
 * `bank-account/decideBankAccount`; an eDDA set-up in the simulated bank's stead). Admin role
 * only. Each decision is kept in the client's audit trail with the admin and the reason; deposits
 * and withdrawals tell the client through the cash notices.
 */

const admin = { minRole: 'admin' } as const;

const itemView = (item: PendingReview) => ({ ...item, placedAt: item.placedAt.toISOString() });

/** A request id from a key, or null when the key is not one. */
const idOf = (key: string) => (/^\d{1,15}$/.test(key) ? Number(key) : null);

/** `admin-queue/searchQueue`. */
export const searchQueueCall = defineCall({
  service: 'admin-queue',
  method: 'searchQueue',
  ...adminQueueContracts.searchQueue,
  access: admin,
  handler: async (input, context) => {
    const found = await context.backOffices.gateway.cash.searchPendingReviews(input);
    return { total: found.total, items: found.items.map(itemView), counts: found.counts };
  },
});

/** `admin-queue/loadQueueProof`: null for an unknown item or one without a proof. */
export const loadQueueProofCall = defineCall({
  service: 'admin-queue',
  method: 'loadQueueProof',
  ...adminQueueContracts.loadQueueProof,
  access: admin,
  handler: async ({ kind, key }, context) => {
    const { cash } = context.backOffices.gateway;
    const item = await cash.loadReview(kind, key);
    const id = idOf(key);
    const proof =
      id === null || !item?.hasProof
        ? null
        : kind === 'deposit'
          ? await cash.loadProof({ accountId: item.accountId, accountCode: item.accountCode }, id)
          : kind === 'bankAccount'
            ? await cash.loadBankAccountProof(id)
            : null;
    return {
      proof: proof && {
        fileName: proof.fileName,
        contentType: proof.contentType,
        contentBase64: Buffer.from(proof.content).toString('base64'),
      },
    };
  },
});

/** The back office's decision on one item: `ok`, `not_pending`, `not_found` or a cash code. */
async function decide(
  context: SessionCallContext,
  kind: ReviewKind,
  key: string,
  isAccept: boolean,
): Promise<string> {
  const { cash } = context.backOffices.gateway;
  const id = idOf(key);
  if (kind === 'edda') {
    return (await cash.decideEdda(key, isAccept ? 'approve' : 'reject', context.now)).result;
  }
  if (id === null) return 'not_found';
  if (kind === 'bankAccount') {
    return (await cash.decideBankAccount(id, isAccept ? 'approve' : 'reject', context.now)).result;
  }
  const outcome = await cash.decideInstruction(id, isAccept ? 'accept' : 'reject', context.now);
  if (outcome.result === CASH_RESULT.success) return 'ok';
  if (outcome.result === CASH_RESULT.instructionNotCancellable) return 'not_pending';
  if (outcome.result === CASH_RESULT.instructionNotFound) return 'not_found';
  return outcome.result;
}

/** `admin-queue/decideQueueItem`: a second decision answers `not_pending`, nothing changed. */
export const decideQueueItemCall = defineCall({
  service: 'admin-queue',
  method: 'decideQueueItem',
  ...adminQueueContracts.decideQueueItem,
  access: admin,
  handler: async ({ kind, key, decision, reason }, context) => {
    const { cash } = context.backOffices.gateway;
    const before = await cash.loadReview(kind, key);
    if (!before) return { result: 'not_found', item: null };
    const result = await decide(context, kind, key, decision === 'accept');
    if (result !== 'ok') return { result, item: null };
    const after = await cash.loadReview(kind, key);
    const client = await findAccountById(context.db, before.accountId);
    if (client) {
      const changes = [
        { field: 'item', before: null, after: `${kind} ${key}` },
        { field: 'status', before: before.status, after: after?.status ?? null },
        ...(reason ? [{ field: 'reason', before: null, after: reason }] : []),
      ];
      await auditAdminAction(context.db, actorOf(context), client, 'queue_decision', changes, {
        kind,
        key,
        decision,
        reason,
      });
    }
    return { result, item: after && itemView(after) };
  },
});

/** The admin-queue calls. */
export const adminQueueCalls = [searchQueueCall, loadQueueProofCall, decideQueueItemCall];
