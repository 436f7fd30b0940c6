import type { Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../db/schema';
import {
  assertEveryJobKindHandled,
  isJobKind,
  JOB_KINDS,
  type JobHandlers,
  type JobKind,
} from './job-kinds';
import { startJobRunner, type JobHandler } from './job-runner';

/**
 * The one list of job kinds: one spelling each, and a runner that refuses to start without a
 * handler for every kind (a job it claimed without one would fail, and after its retries stay
 * failed). The server's own list is checked against it in server/dev/dev-dealing.test.ts.
 */

const finish: JobHandler = () => Promise.resolve({});
const every = (): JobHandlers =>
  Object.fromEntries(JOB_KINDS.map((kind) => [kind, finish])) as JobHandlers;
/** Every kind's handler but `left`'s. */
const allBut = (left: JobKind): Partial<JobHandlers> => {
  const handlers: Partial<JobHandlers> = every();
  delete handlers[left];
  return handlers;
};
const quiet = { error: () => undefined };

describe('the job kinds', () => {
  it('are spelled once each, in camelCase', () => {
    expect(new Set(JOB_KINDS).size).toBe(JOB_KINDS.length);
    for (const kind of JOB_KINDS) expect(kind).toMatch(/^[a-z][a-zA-Z]*$/);
  });

  it('no longer include the old spellings', () => {
    for (const old of [
      'fund-order',
      'cash-instruction',
      'edda-authorisation',
      'notification.push',
    ]) {
      expect(isJobKind(old)).toBe(false);
    }
  });
});

describe('assertEveryJobKindHandled', () => {
  it('passes a handler for every kind', () => {
    expect(() => assertEveryJobKindHandled(every())).not.toThrow();
  });

  it('names a kind without a handler', () => {
    expect(() => assertEveryJobKindHandled(allBut('stockSettlement'))).toThrow(
      'no handler for job kind(s) stockSettlement',
    );
  });

  it('names a handler for a kind that is not one', () => {
    expect(() => assertEveryJobKindHandled({ ...every(), 'fund-order': finish })).toThrow(
      'a handler for unknown job kind(s) fund-order',
    );
  });
});

describe('startJobRunner', () => {
  it('refuses to start without a handler for every kind', () => {
    expect(() =>
      startJobRunner({
        db: {} as Kysely<Database>,
        handlers: allBut('fundOrder') as JobHandlers,
        clock: () => new Date(),
        intervalMs: 60_000,
        log: quiet,
      }),
    ).toThrow('no handler for job kind(s) fundOrder');
  });
});
