import type { Kysely } from 'kysely';
import { DatabaseUnavailableError } from '../db/availability';
import type { Database } from '../db/schema';
import { assertEveryJobKindHandled, isJobKind, type JobHandlers } from './job-kinds';

export type { JobHandler } from './job-kinds';
import { claimDueJob, finishJob, jobAttempts, rescheduleJob, type Job } from './job.repository';

/** A failing job is retried this many times, a minute apart, then left as failed. */
const MAX_ATTEMPTS = 5;
const RETRY_DELAY_MS = 60_000;

/** Where the runner reports failures. */
export type JobLog = { error(details: object, message: string): void };

type Claimed = {
  job: Job;
  error?: unknown;
  afterCommit?: ((db: Kysely<Database>) => Promise<void>) | undefined;
} | null;

async function runOne(
  db: Kysely<Database>,
  handlers: Readonly<Partial<JobHandlers>>,
  now: Date,
): Promise<Claimed> {
  let claimed: Job | undefined;
  let afterCommit: ((db: Kysely<Database>) => Promise<void>) | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      claimed = await claimDueJob(trx, now);
      if (!claimed) return;
      const handler = isJobKind(claimed.kind) ? handlers[claimed.kind] : undefined;
      if (!handler) throw new Error(`No handler for job kind "${claimed.kind}"`);
      const outcome = await handler(trx, claimed.payload, now);
      afterCommit = outcome.afterCommit;
      if (outcome.retryAt) await rescheduleJob(trx, claimed.id, { runAt: outcome.retryAt });
      else await finishJob(trx, claimed.id, now);
    });
  } catch (error) {
    // The claim rolled back with the work; record the failure in a transaction of its own.
    if (!claimed) throw error;
    return { job: claimed, error };
  }
  return claimed ? { job: claimed, afterCommit } : null;
}

/**
 * Runs every job due at `now`, one transaction each, until none is left or `limit` ran; answers
 * how many ran. Safe to call from several processes at once on one PostgreSQL (SKIP LOCKED).
 * A process runs every kind (`JobHandlers`); tests may pass a few handlers, and then must queue
 * no job of another kind: one claimed without a handler fails.
 */
export async function runDueJobs(
  db: Kysely<Database>,
  handlers: Readonly<Partial<JobHandlers>>,
  now: Date,
  options: { limit?: number; log?: JobLog } = {},
): Promise<number> {
  const limit = options.limit ?? 1000;
  let count = 0;
  while (count < limit) {
    const claimed = await runOne(db, handlers, now);
    if (!claimed) break;
    count += 1;
    if (claimed.afterCommit) {
      await claimed.afterCommit(db).catch((error: unknown) => {
        options.log?.error({ err: error, jobId: claimed.job.id }, 'job follow-up failed');
      });
    }
    // A lost database is no fault of the job: its claim rolled back with the connection, so it is
    // still due; the round ends and the runner's next one tries again, attempts untouched.
    if (claimed.error instanceof DatabaseUnavailableError) throw claimed.error;
    if (claimed.error !== undefined) {
      const attempts = (await jobAttempts(db, claimed.job.id)) + 1;
      options.log?.error({ err: claimed.error, jobId: claimed.job.id, attempts }, 'job failed');
      await rescheduleJob(db, claimed.job.id, {
        runAt: new Date(now.getTime() + RETRY_DELAY_MS),
        error: claimed.error instanceof Error ? claimed.error.message : 'job failed',
        isFailed: attempts >= MAX_ATTEMPTS,
      });
    }
  }
  return count;
}

/**
 * A polling runner; `nudge()` starts a round now (or right after the one in progress), for work
 * just made due; `stop()` waits for the round in progress.
 */
export type JobRunner = { nudge: () => void; stop(): Promise<void> };

/**
 * Polls for due jobs every `intervalMs` on `clock`'s time until stopped. Refuses to start
 * without a handler for every job kind: whatever it claims, it can run. A round that fails (the
 * database gone for a while) is logged and the polling goes on.
 */
export function startJobRunner(options: {
  db: Kysely<Database>;
  handlers: Readonly<JobHandlers>;
  clock: () => Date;
  intervalMs: number;
  log: JobLog;
}): JobRunner {
  assertEveryJobKindHandled(options.handlers);
  let round: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  let isNudged = false;
  let isStopped = false;
  // A round still running when the next tick comes is left to finish: rounds never overlap.
  const startRound = () => {
    if (isStopped) return;
    if (isRunning) return;
    isRunning = true;
    round = runDueJobs(options.db, options.handlers, options.clock(), { log: options.log })
      .catch((error: unknown) => options.log.error({ err: error }, 'job round failed'))
      .finally(() => {
        isRunning = false;
        if (isNudged) {
          isNudged = false;
          startRound();
        }
      });
  };
  const timer = setInterval(startRound, options.intervalMs);
  return {
    nudge() {
      if (isRunning) isNudged = true;
      else startRound();
    },
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await round;
    },
  };
}
