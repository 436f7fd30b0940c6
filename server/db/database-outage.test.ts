import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allCalls } from '../areas/compose';
import { defineCall } from '../api/registry';
import { buildApp } from '../app';
import { clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../backoffice/core/books/ledger.repository';
import { loadConfig } from '../config';
import { startJobRunner, type JobHandler } from '../jobs/job-runner';
import { insertJob } from '../jobs/job.repository';
import { findAccountByCode } from '../repositories/account.repository';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy';
import { everyJobHandler } from '../test/job-handlers-kit';
import { captureLog } from '../test/log-capture';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { DatabaseUnavailableError, isConnectionLost } from './availability';
import { openPostgresDatabase, type DatabaseHandle } from './database';
import type { Database } from './schema';

/**
 * Issue "Trust" §1: PostgreSQL restarting or the network to it dropping while a transaction or
 * the job runner holds a connection answers 503 `database_unavailable`, loses nothing that was
 * acknowledged, never ends the process, and the pool, the job runner and `example/alive`
 * recover by themselves. The app reaches PostgreSQL through a proxy the test can cut; the books
 * are read, and backends ended (`pg_terminate_backend`), over a connection of their own.
 */

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const isPostgres = testDatabaseKind === 'postgres';

/** A point in a transaction where the test may stop it, learn its backend and end that. */
function pausePoint() {
  let armed: { reached: (pid: number) => void; resume: Promise<void> } | undefined;
  return {
    /** The next transaction to reach the point reports its backend and waits for `resume`. */
    arm() {
      let reached: (pid: number) => void = () => undefined;
      let resume: () => void = () => undefined;
      const pid = new Promise<number>((resolve) => (reached = resolve));
      armed = { reached, resume: new Promise<void>((resolve) => (resume = resolve)) };
      return { pid, resume };
    },
    async at(trx: Kysely<Database>, isBusy: boolean) {
      const point = armed;
      armed = undefined;
      if (!point) return;
      const { rows } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx);
      point.reached(rows[0]?.pid ?? 0);
      // Busy: the backend is ended under a running statement; else between two statements.
      if (isBusy) await sql`select pg_sleep(30)`.execute(trx);
      await point.resume;
    },
  };
}

type PausePoint = ReturnType<typeof pausePoint>;

/** A test-only call: a deposit and its fee, two journals in one transaction, paused between. */
function depositCall(pause: PausePoint) {
  return defineCall({
    service: 'test-only',
    method: 'deposit',
    input: z.strictObject({ accountId: z.number(), isBusy: z.boolean() }),
    output: z.object({ isDone: z.boolean() }),
    access: 'public',
    handler: async ({ accountId, isBusy }, { db, now }) => {
      await db.transaction().execute(async (trx) => {
        const cash = clientBook('cash', accountId, 'HKD');
        const deposit = { from: firmBook('bank', 'cash', 'HKD'), to: cash, amount: '100.00' };
        await postJournal(trx, { reason: 'deposit', postedAt: now, movements: [deposit] });
        await pause.at(trx, isBusy);
        const fee = { from: cash, to: firmBook('fees', 'cash', 'HKD'), amount: '1.00' };
        await postJournal(trx, { reason: 'fee', postedAt: now, movements: [fee] });
      });
      return { isDone: true };
    },
  });
}

type OutageApp = {
  app: FastifyInstance;
  /** The test's own connection to the app's schema, never cut. */
  books: TestDatabase;
  database: DatabaseHandle;
  proxy: DatabaseProxy;
  pause: PausePoint;
  log: ReturnType<typeof captureLog>;
  accountId: number;
  close(): Promise<void>;
};

/** The app on a seeded schema of its own, reaching PostgreSQL through a proxy. */
async function openOutageApp(): Promise<OutageApp> {
  const books = await openTestDatabase();
  const proxy = await startDatabaseProxy(postgresUrl);
  const log = captureLog();
  const database = openPostgresDatabase(proxy.urlThrough(books.url ?? postgresUrl), log.logger);
  const pause = pausePoint();
  const app = await buildApp({
    config,
    database,
    logger: log.logger,
    calls: [...allCalls, depositCall(pause)],
    webRoot: '/nonexistent/portico-web-root',
  });
  const account = await findAccountByCode(books.db, 'C10001', 'gateway');
  return {
    app,
    books,
    database,
    proxy,
    pause,
    log,
    accountId: account?.id ?? 0,
    async close() {
      await app.close();
      await database.close();
      await proxy.close();
      await books.close();
    },
  };
}

const post = (t: OutageApp, call: string, body: object = {}) =>
  t.app.inject({ method: 'POST', url: `/portal/api/${call}`, payload: body });

async function endBackend(books: Kysely<Database>, pid: number): Promise<void> {
  await sql`select pg_terminate_backend(${pid})`.execute(books);
}

/** Waits until the log has `times` lines with `message` (pg reports the lost connection). */
async function logged(log: OutageApp['log'], message: string, times = 1): Promise<void> {
  const count = () => log.entries().filter((entry) => entry.msg === message).length;
  for (let waited = 0; waited < 5_000; waited += 20) {
    if (count() >= times) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`logged ${count()} of ${times} times: ${message}`);
}

const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent' });

/** Every job handler, `statementNotices` replaced by `notices` (a job the test queues itself). */
const handlersWith = (notices: JobHandler) =>
  everyJobHandler({ brand: config.brand, vapid: config.vapid }, { statementNotices: notices });

/** The books as a reader sees them: C10001's HKD cash, every entry, and whether they tie out. */
async function readBooks(t: OutageApp) {
  const { rows } = await sql<{ balance: string; entries: number }>`
    select (select balance from ledger_account where code = ${`cash:${t.accountId}:HKD`}) as balance,
           (select count(*)::int8 from ledger_entry) as entries`.execute(t.books.db);
  return {
    ...rows[0],
    drifting: await findDriftingLedgerAccounts(t.books.db),
    unbalanced: await findUnbalancedJournals(t.books.db),
  };
}

describe.runIf(isPostgres)('a connection lost mid-transaction (PostgreSQL)', () => {
  it.each([
    ['between two statements', false],
    ['under a running statement', true],
  ])(
    'ended %s: the call answers 503, nothing of it is in the books, the next call succeeds',
    async (_when, isBusy) => {
      const t = await openOutageApp();
      try {
        const before = await readBooks(t);
        const paused = t.pause.arm();
        const answer = post(t, 'test-only/deposit', { accountId: t.accountId, isBusy });
        await endBackend(t.books.db, await paused.pid);
        // Between statements, pg raises 'error' on the checked-out client: with nobody listening,
        // the process died there. Under a statement, the statement fails first.
        if (!isBusy) await logged(t.log, 'a database connection failed');
        paused.resume();
        const reply = await answer;
        expect(reply.statusCode).toBe(503);
        expect(reply.json()).toEqual({ code: 'database_unavailable' });
        expect(await readBooks(t)).toEqual(before);

        const next = await post(t, 'test-only/deposit', { accountId: t.accountId, isBusy });
        expect(next.statusCode).toBe(200);
        const after = await readBooks(t);
        expect(Number(after.balance) - Number(before.balance)).toBe(99);
        expect(after.entries).toBe((before.entries ?? 0) + 4);
        expect([after.drifting, after.unbalanced]).toEqual([[], []]);
        expect((await post(t, 'example/alive')).statusCode).toBe(200);
      } finally {
        await t.close();
      }
    },
  );

  it('the job runner runs a job whose connection was ended again, at no cost of an attempt', async () => {
    const t = await openOutageApp();
    const runLog = captureLog();
    const pause = pausePoint();
    let runs = 0;
    const handlers = handlersWith(async (trx) => {
      runs += 1;
      await pause.at(trx, false);
      await sql`select 1`.execute(trx);
      return {};
    });
    const runner = startJobRunner({
      db: t.database.db,
      handlers,
      clock: () => new Date(),
      intervalMs: 50,
      log: runLog.logger,
    });
    try {
      const paused = pause.arm();
      await insertJob(t.books.db, {
        kind: 'statementNotices',
        payload: {},
        runAt: new Date(Date.now() - 1000),
      });
      await endBackend(t.books.db, await paused.pid);
      await logged(t.log, 'a database connection failed');
      paused.resume();
      await logged(runLog, 'job round failed');
      const job = await waitForJob(t.books.db, 'statementNotices', 'done');
      expect(job).toMatchObject({ attempts: 0, lastError: null });
      expect(runs).toBe(2);
    } finally {
      await runner.stop();
      await t.close();
    }
  });

  it('an error on an idle or a checked-out pool client is logged, never thrown', async () => {
    const t = await openOutageApp();
    try {
      const pidOf = async (db: Kysely<Database>) =>
        (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(db)).rows[0]?.pid ?? 0;
      // Idle: the client is back in the pool when its backend ends.
      await endBackend(t.books.db, await pidOf(t.database.db));
      await logged(t.log, 'a database connection failed');
      expect(await pidOf(t.database.db)).toBeGreaterThan(0);
      // Checked out, outside any transaction: the next statement on it fails as unavailable.
      await t.database.db.connection().execute(async (connection) => {
        await endBackend(t.books.db, await pidOf(connection));
        await logged(t.log, 'a database connection failed', 2);
        await expect(pidOf(connection)).rejects.toBeInstanceOf(DatabaseUnavailableError);
      });
      expect(await pidOf(t.database.db)).toBeGreaterThan(0);
    } finally {
      await t.close();
    }
  });
});

/** Waits until the job of `kind` has `status`; answers its row. */
async function waitForJob(db: Kysely<Database>, kind: string, status: string) {
  for (let waited = 0; waited < 15_000; waited += 50) {
    const job = await db
      .selectFrom('job')
      .select(['status', 'attempts', 'lastError'])
      .where('kind', '=', kind)
      .executeTakeFirst();
    if (job?.status === status) return job;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`the ${kind} job never became ${status}`);
}

describe.runIf(isPostgres)('PostgreSQL out of reach, then back (PostgreSQL)', () => {
  it('example/alive and calls answer 503 while it is gone; alive, calls and jobs come back', async () => {
    const t = await openOutageApp();
    const runLog = captureLog();
    const handlers = handlersWith(() => Promise.resolve({}));
    const runner = startJobRunner({
      db: t.database.db,
      handlers,
      clock: () => new Date(),
      intervalMs: 50,
      log: runLog.logger,
    });
    try {
      expect((await post(t, 'example/alive')).statusCode).toBe(200);
      t.proxy.setMode('down');
      const alive = await post(t, 'example/alive');
      expect([alive.statusCode, alive.json()]).toEqual([503, { code: 'database_unavailable' }]);
      const deposit = await post(t, 'test-only/deposit', { accountId: t.accountId, isBusy: false });
      expect(deposit.statusCode).toBe(503);
      await logged(runLog, 'job round failed');
      // A route that swallows packets: select 1 gets no answer, and alive says so in time.
      t.proxy.setMode('silent');
      const silent = await post(t, 'example/alive');
      expect([silent.statusCode, silent.json()]).toEqual([503, { code: 'database_unavailable' }]);
      // Queued over the test's own connection while the app cannot reach the database.
      await insertJob(t.books.db, { kind: 'statementNotices', payload: {}, runAt: new Date() });

      t.proxy.setMode('up');
      expect((await post(t, 'example/alive')).statusCode).toBe(200);
      const next = await post(t, 'test-only/deposit', { accountId: t.accountId, isBusy: false });
      expect(next.statusCode).toBe(200);
      expect(await waitForJob(t.books.db, 'statementNotices', 'done')).toMatchObject({
        attempts: 0,
      });
    } finally {
      await runner.stop();
      await t.close();
    }
  });
});

describe('which errors mean the connection is gone', () => {
  const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
  it.each([
    ['an ended backend', withCode('terminating connection', '57P01'), true],
    ['a connection exception', withCode('connection failure', '08006'), true],
    ['a reset socket', Object.assign(withCode('read', 'ECONNRESET'), { syscall: 'read' }), true],
    ['a socket pg saw close', new Error('Connection terminated unexpectedly'), true],
    [
      'a client already broken',
      new Error('Client has encountered a connection error and is not queryable'),
      true,
    ],
    ['a unique violation', withCode('duplicate key', '23505'), false],
    ['a cancelled statement', withCode('canceling statement', '57014'), false],
    ['a bug', new TypeError('x is undefined'), false],
  ])('%s', (_name, error, isLost) => {
    expect(isConnectionLost(error)).toBe(isLost);
  });
});
