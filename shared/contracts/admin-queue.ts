import { z } from 'zod';
import { decimalString, isoDateTime } from './common';

/**
 * The `admin-queue` service (issue 28, the operator's queue under `/admins`): what waits for the
 * back office's decision, across every client: deposits and withdrawals by hand (cash
 * `P`/`PR`), eDDA set-ups (`P`) and designated bank accounts (`pending`). Decisions go through
 * the back office's own decisions (`cash/decideInstruction`, `bank-account/decideBankAccount`):
 * accepting a deposit credits the client, rejecting a withdrawal releases its hold once. The
 * client is told through the usual notices. Admin role only (403 below). A second decision on
 * the same item answers `not_pending`, nothing changed.
 */

/** The kinds of item the queue holds. */
export const queueKind = z.enum(['deposit', 'withdrawal', 'edda', 'bankAccount']);

/**
 * An item waiting for a decision. `key` names it within its kind: the request's id (deposit,
 * withdrawal), the eDDA reference, the bank account's id.
 */
export const queueItem = z.object({
  kind: queueKind,
  key: z.string(),
  accountId: z.number().int(),
  accountCode: z.string(),
  holderName: z.string(),
  currency: z.string().nullable(),
  /** The request's amount; an eDDA's debit limit; null for a bank account. */
  amount: decimalString.nullable(),
  /** Deposit or withdrawal method (spec §3), `edda`, or the bank account's identifier type. */
  method: z.string(),
  bankName: z.string().nullable(),
  /** The bank account number or FPS id involved, when there is one. */
  bankAccount: z.string().nullable(),
  /** Spec §3 status letter (cash, eDDA) or `pending` (bank account). */
  status: z.string(),
  /** The client's remark on the request, if any. */
  remark: z.string().nullable(),
  hasProof: z.boolean(),
  placedAt: isoDateTime,
});

/** The `admin-queue` service's calls. */
export const adminQueueContracts = {
  /** Waiting items matching the filters, oldest first; a page and how many match. */
  searchQueue: {
    input: z.strictObject({
      kind: queueKind.optional(),
      /** The client's account code (contains, any case). */
      clientCode: z.string().trim().max(32).optional(),
      currency: z.string().trim().min(3).max(6).optional(),
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: z.object({
      total: z.number().int(),
      items: z.array(queueItem),
      /** How many wait of each kind (ignoring the kind filter), for the tabs' badges. */
      counts: z.object({
        deposit: z.number().int(),
        withdrawal: z.number().int(),
        edda: z.number().int(),
        bankAccount: z.number().int(),
      }),
    }),
  },
  /** The proof file sent with a deposit or a bank account; null when none. */
  loadQueueProof: {
    input: z.strictObject({ kind: queueKind, key: z.string().trim().min(1).max(40) }),
    output: z.object({
      proof: z
        .object({ fileName: z.string(), contentType: z.string(), contentBase64: z.string() })
        .nullable(),
    }),
  },
  /**
   * Accepts or rejects one item; a rejection needs a reason (kept in the client's audit trail
   * with the admin's code). Refusals: `not_found`, `not_pending` (decided already, or cancelled),
   * or a cash result code (shared/domain/cash-results.ts) the books answered.
   */
  decideQueueItem: {
    input: z
      .strictObject({
        kind: queueKind,
        key: z.string().trim().min(1).max(40),
        decision: z.enum(['accept', 'reject']),
        reason: z.string().trim().max(200).default(''),
      })
      .superRefine(({ decision, reason }, context) => {
        if (decision === 'reject' && reason.length === 0) {
          context.addIssue({
            code: 'custom',
            path: ['reason'],
            params: { code: 'reason_required' },
          });
        }
      }),
    output: z.object({
      result: z.string(),
      /** The item as it stands after the decision (its status moved), null when refused. */
      item: queueItem.nullable(),
    }),
  },
};
