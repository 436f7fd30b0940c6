import { isExpression, sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { JobTable } from '../db/schema-books';
import type { JobKind } from './job-kinds';

/** A job row. */
export type Job = Selectable<JobTable>;

/** Queues a job due at `runAt`. */
export async function insertJob(
  db: Kysely<Database>,
  job: { kind: JobKind; payload: Record<string, unknown>; runAt: Date },
): Promise<void> {
  await db
    .insertInto('job')
    .values({ ...job, payload: JSON.stringify(job.payload), status: 'queued' })
    .execute();
}

/**
 * A payload as stored: its JSON text, or, when a value is an SQL expression (the id of the order
 * the same statement inserts, db/write-together.ts), an object built in the statement.
 */
function payloadOf(payload: Record<string, unknown>) {
  if (!Object.values(payload).some(isExpression)) return JSON.stringify(payload);
  const fields = Object.entries(payload).flatMap(([key, value]) => [
    sql`${key}::text`,
    isExpression(value) ? value : sql`${JSON.stringify(value)}::jsonb`,
  ]);
  return sql<string>`jsonb_build_object(${sql.join(fields)})`;
}

/** Queues jobs, as a write to run with others (db/write-together.ts). */
export function insertJobsWrite(
  db: Kysely<Database>,
  jobs: readonly { kind: JobKind; payload: Record<string, unknown>; runAt: Date }[],
) {
  return db.insertInto('job').values(
    jobs.map((job) => ({
      ...job,
      payload: payloadOf(job.payload),
      status: 'queued' as const,
    })),
  );
}

/**
 * Claims the next due job for this transaction: `FOR UPDATE SKIP LOCKED`, so a job another
 * process is doing is passed over rather than waited for or done twice.
 */
export function claimDueJob(db: Kysely<Database>, now: Date): Promise<Job | undefined> {
  return db
    .selectFrom('job')
    .selectAll()
    .where('status', '=', 'queued')
    .where('runAt', '<=', now)
    .orderBy('runAt')
    .orderBy('id')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
}

/** Marks a job done. */
export async function finishJob(db: Kysely<Database>, jobId: number, now: Date): Promise<void> {
  await db
    .updateTable('job')
    .set({ status: 'done', finishedAt: now })
    .where('id', '=', jobId)
    .execute();
}

/** Puts a job back for later (its data is not ready yet, or it failed and may be retried). */
export async function rescheduleJob(
  db: Kysely<Database>,
  jobId: number,
  update: { runAt: Date; error?: string; isFailed?: boolean },
): Promise<void> {
  await db
    .updateTable('job')
    .set((eb) => ({
      runAt: update.runAt,
      status: update.isFailed ? 'failed' : 'queued',
      attempts: update.error === undefined ? eb.ref('attempts') : eb('attempts', '+', 1),
      lastError: update.error ?? null,
    }))
    .where('id', '=', jobId)
    .execute();
}

/** The attempts a job has used (to decide when a failing job gives up). */
export async function jobAttempts(db: Kysely<Database>, jobId: number): Promise<number> {
  const row = await db
    .selectFrom('job')
    .select('attempts')
    .where('id', '=', jobId)
    .executeTakeFirst();
  return row?.attempts ?? 0;
}

/**
 * Brings the queued jobs of `kind` due after `after` back to `to`: a recurring job a run ahead in
 * time put far ahead (the demo's `run-dealing?at=`) comes back to the clock.
 */
export async function bringQueuedJobBack(
  db: Kysely<Database>,
  kind: JobKind,
  when: { after: Date; to: Date },
): Promise<void> {
  await db
    .updateTable('job')
    .set({ runAt: when.to })
    .where('kind', '=', kind)
    .where('status', '=', 'queued')
    .where('runAt', '>', when.after)
    .execute();
}

/**
 * Whether a job of `kind` is queued: the recurring back-office jobs (the daily corporate-action
 * sync, the statement notices, the push sweep, the exchange's rounds) are queued once, not once
 * per start.
 */
export async function hasQueuedJob(db: Kysely<Database>, kind: JobKind): Promise<boolean> {
  const row = await db
    .selectFrom('job')
    .select('id')
    .where('kind', '=', kind)
    .where('status', '=', 'queued')
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
