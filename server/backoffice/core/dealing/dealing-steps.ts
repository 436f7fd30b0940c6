import type { Expression, Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { JobKind } from '../../../jobs/job-kinds';
import type { JobHandler } from '../../../jobs/job-runner';
import type { PendingWrite } from '../../../db/write-together';
import { insertJob, insertJobsWrite } from '../../../jobs/job.repository';

/**
 * The dealing core's job steps (docs/DECISIONS.md §5): an instruction advances through its area's
 * steps, each a job claimed with `FOR UPDATE SKIP LOCKED` (jobs/job-runner.ts) and run under the
 * instruction's row lock. A step whose instruction is no longer in the step's starting status
 * (cancelled, ended, or already done by another worker) does nothing, so no step runs twice.
 */

/** When a step's data is not there yet, the job comes back at `retryAt`. */
export type StepOutcome = { retryAt?: Date };

/** What an area declares: its job kind, steps, starting statuses, row lock and step bodies. */
export type DealingStepsSpec<
  Step extends string,
  S extends string,
  Row extends { status: S },
  Ctx,
> = {
  jobKind: JobKind;
  steps: readonly Step[];
  /** The status each step starts from. */
  fromStatus: Readonly<Record<Step, S>>;
  /** Reads and locks the instruction for this transaction. */
  lock(db: Kysely<Database>, id: number): Promise<Row | undefined>;
  /** Runs one step on the locked row. */
  run(
    step: Step,
    row: Row,
    context: Ctx & { db: Kysely<Database>; now: Date },
  ): Promise<StepOutcome>;
};

/** An area's steps: how to queue one, run one, and the job handler the runner calls. */
export type DealingSteps<Step extends string, Ctx> = {
  queue(db: Kysely<Database>, id: number, step: Step, runAt: Date): Promise<void>;
  /**
   * The write queueing several steps, to run with a placement's other writes; an id may be the
   * id of the instruction the same statement inserts (db/write-together.ts).
   */
  queueWrite(
    db: Kysely<Database>,
    steps: readonly { id: number | Expression<number>; step: Step; runAt: Date }[],
  ): PendingWrite;
  run(
    db: Kysely<Database>,
    job: { id: number; step: Step },
    now: Date,
    context: Ctx,
  ): Promise<StepOutcome>;
  handler(context: Ctx): JobHandler;
};

/** Builds an area's dealing steps. */
export function defineDealingSteps<
  Step extends string,
  S extends string,
  Row extends { status: S },
  Ctx,
>(spec: DealingStepsSpec<Step, S, Row, Ctx>): DealingSteps<Step, Ctx> {
  const isStep = (value: unknown): value is Step => spec.steps.includes(value as Step);
  const run: DealingSteps<Step, Ctx>['run'] = async (db, job, now, context) => {
    const row = await spec.lock(db, job.id);
    if (!row || row.status !== spec.fromStatus[job.step]) return {};
    return spec.run(job.step, row, { ...context, db, now });
  };
  return {
    async queue(db, id, step, runAt) {
      // The payload keeps the name `orderId`: jobs already queued in a database read the same.
      await insertJob(db, { kind: spec.jobKind, payload: { orderId: id, step }, runAt });
    },
    queueWrite: (db, steps) =>
      insertJobsWrite(
        db,
        steps.map(({ id, step, runAt }) => ({
          kind: spec.jobKind,
          payload: { orderId: id, step },
          runAt,
        })),
      ),
    run,
    handler: (context) => (db, payload, now) => {
      const { orderId, step } = payload;
      if (typeof orderId !== 'number' || !Number.isInteger(orderId) || !isStep(step)) {
        throw new Error(`A ${spec.jobKind} job names no instruction and step`);
      }
      return run(db, { id: orderId, step }, now, context);
    },
  };
}
