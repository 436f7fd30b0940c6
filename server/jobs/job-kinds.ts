import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Does one job inside the transaction that claimed it; answers `retryAt` when its data is not
 * ready yet or it recurs (the job is put back, not counted as a failure), and `afterCommit` for
 * work that must not hold the transaction open (a network call), run on the root database once
 * the claim committed: its failure is logged, never retried.
 */
export type JobHandler = (
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  now: Date,
) => Promise<{ retryAt?: Date; afterCommit?: (db: Kysely<Database>) => Promise<void> }>;

/**
 * Every kind of job the back office queues, in one spelling (camelCase): a job row names its kind,
 * and every process's runner must have a handler for each, or a job it claims fails and, after its
 * retries, stays failed. Rows queued under the older spellings (`fund-order`, `cash-instruction`,
 * `edda-authorisation`, `notification.push`) are renamed by the migration
 * `20261226090000_job_kind_spelling`; a kind renamed again needs a migration of its own.
 */
export const JOB_KINDS = [
  // A fund order's dealing step (funds).
  'fundOrder',
  // A cash instruction's step: auto-accept, eDDA debit, FPS payment (cash).
  'cashInstruction',
  // The simulated bank's answer to an eDDA authorisation (cash).
  'eddaAuthorisation',
  // An IPO application's timetable step (IPO).
  'ipoStep',
  // Telling clients of IPOs open for application (IPO).
  'ipoAnnouncements',
  // A corporate action's timetable step (corporate actions).
  'corporateActionStep',
  // The daily sync with the corporate-action feed (corporate actions).
  'corporateActionSync',
  // Telling clients of the statements each midnight issues (trade documents).
  'statementNotices',
  // Web Push delivery of the notifications (notifications).
  'notificationPush',
  // A round of the simulated exchange's matching (stocks).
  'stockMatching',
  // A round of the simulated exchange's settlement (stocks).
  'stockSettlement',
  // A round of the simulated crypto venue's matching of resting orders, at any hour (cryptos).
  'cryptoMatching',
  // The daily sweep queueing the monthly plan runs due, and one subscription's run (plans).
  'planRuns',
  'planRun',
] as const;

/** A job kind. */
export type JobKind = (typeof JOB_KINDS)[number];

/** A handler for every job kind: what a runner needs to run whatever it claims. */
export type JobHandlers = { [K in JobKind]: JobHandler };

/** Whether a stored kind is one of ours. */
export const isJobKind = (kind: string): kind is JobKind =>
  (JOB_KINDS as readonly string[]).includes(kind);

/**
 * Throws unless `handlers` has a handler for every job kind and for no other: the compiler checks
 * the combined list (`satisfies JobHandlers`), this checks what actually reaches a runner.
 */
export function assertEveryJobKindHandled(handlers: Readonly<Record<string, unknown>>): void {
  const missing = JOB_KINDS.filter((kind) => typeof handlers[kind] !== 'function');
  const unknown = Object.keys(handlers).filter((kind) => !isJobKind(kind));
  if (missing.length === 0 && unknown.length === 0) return;
  throw new Error(
    [
      missing.length > 0 ? `no handler for job kind(s) ${missing.join(', ')}` : '',
      unknown.length > 0 ? `a handler for unknown job kind(s) ${unknown.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join('; '),
  );
}
