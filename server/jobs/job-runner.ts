import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { claimDueJob, finishJob, jobAttempts, rescheduleJob, type Job } from './job.repository';

/**
 * Does one job inside the transaction that claimed it; answers `retryAt` when its data is not
 * ready yet (the job is put back, not counted as a failure).
 */
export type JobHandler = (
  db: Kysely<Database>,
  payload: Record<string, unknown>,
  now: Date,
) => Promise<{ retryAt?: Date }>;

/** A failing job is retried this many times, a minute apart, then left as failed. */
const MAX_ATTEMPTS = 5;
const RETRY_DELAY_MS = 60_000;

/** Where the runner reports failures. */
export type JobLog = { error(details: object, message: string): void };

type Claimed = { job: Job; error?: unknown } | null;

async function runOne(
  db: Kysely<Database>,
  handlers: Readonly<Record<string, JobHandler>>,
  now: Date,
): Promise<Claimed> {
  let claimed: Job | undefined;
  try {
    await db.transaction().execute(async (trx) => {
      claimed = await claimDueJob(trx, now);
      if (!claimed) return;
      const handler = handlers[claimed.kind];
      if (!handler) throw new Error(`No handler for job kind "${claimed.kind}"`);
      const outcome = await handler(trx, claimed.payload, now);
      if (outcome.retryAt) await rescheduleJob(trx, claimed.id, { runAt: outcome.retryAt });
      else await finishJob(trx, claimed.id, now);
    });
  } catch (error) {
    // The claim rolled back with the work; record the failure in a transaction of its own.
    if (!claimed) throw error;
    return { job: claimed, error };
  }
  return claimed ? { job: claimed } : null;
}

/**
 * Runs every job due at `now`, one transaction each, until none is left or `limit` ran; answers
 * how many ran. Safe to call from several processes at once on one PostgreSQL (SKIP LOCKED).
 */
export async function runDueJobs(
  db: Kysely<Database>,
  handlers: Readonly<Record<string, JobHandler>>,
  now: Date,
  options: { limit?: number; log?: JobLog } = {},
): Promise<number> {
  const limit = options.limit ?? 1000;
  let count = 0;
  while (count < limit) {
    const claimed = await runOne(db, handlers, now);
    if (!claimed) break;
    count += 1;
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

/** A polling runner; `stop()` waits for the round in progress. */
export type JobRunner = { stop(): Promise<void> };

/** Polls for due jobs every `intervalMs` on `clock`'s time until stopped. */
export function startJobRunner(options: {
  db: Kysely<Database>;
  handlers: Readonly<Record<string, JobHandler>>;
  clock: () => Date;
  intervalMs: number;
  log: JobLog;
}): JobRunner {
  let round: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  // A round still running when the next tick comes is left to finish: rounds never overlap.
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    round = runDueJobs(options.db, options.handlers, options.clock(), { log: options.log })
      .catch((error: unknown) => options.log.error({ err: error }, 'job round failed'))
      .finally(() => (isRunning = false));
  }, options.intervalMs);
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
