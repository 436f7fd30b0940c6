import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allCalls } from '../areas/compose';
import { buildApp } from '../app';
import { clientBook, firmBook, postJournal } from '../backoffice/core/books/ledger';
import { loadConfig } from '../config';
import { openPostgresDatabase, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';
import { post, signIn, type BrowserSession } from '../test/auth-client';
import { startDatabaseProxy, type DatabaseProxy } from '../test/database-proxy';
import { captureLog } from '../test/log-capture';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';

/**
 * Two app processes on one PostgreSQL schema, each with its own pool and LISTEN connection (B's
 * through a proxy the test can cut): a kick, a sign-out or a posting committed in A is seen by
 * B's next call once B has heard the commit's notification (`caughtUp`: the window between two
 * processes is the notification's delivery), and while B cannot hear, B serves nothing from
 * memory. That B keeps what it read is shown by a change written with the triggers off.
 */

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent' });

type Process = { app: FastifyInstance; database: DatabaseHandle };

let books: TestDatabase;
let proxy: DatabaseProxy;
let a: Process;
let b: Process;
const bLog = captureLog();
let accountId = 0;

async function start(url: string, logger?: ReturnType<typeof captureLog>['logger']) {
  const database = openPostgresDatabase(url, logger);
  const app = await buildApp({
    config,
    database,
    calls: allCalls,
    webRoot: '/nonexistent/portico-web-root',
    ...(logger ? { logger } : {}),
  });
  return { app, database };
}

beforeAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  books = await openTestDatabase();
  const url = books.url ?? postgresUrl;
  proxy = await startDatabaseProxy(postgresUrl);
  a = await start(url);
  b = await start(proxy.urlThrough(url), bLog.logger);
  accountId = (await findAccountByCode(books.db, 'C10001', 'gateway'))?.id ?? 0;
});

afterAll(async () => {
  if (testDatabaseKind !== 'postgres') return;
  for (const process of [a, b]) {
    await process.app.close();
    await process.database.close();
  }
  await proxy.close();
  await books.close();
});

const portfolio = (process: Process, session: BrowserSession) =>
  post(process.app, 'fund-portfolio/loadFundPortfolio', { accountCode: 'C10001' }, session);

async function hkdAvailable(process: Process, session: BrowserSession): Promise<number> {
  const reply = await portfolio(process, session);
  expect(reply.statusCode).toBe(200);
  const cash = reply.json<{ cash: { currency: string; available: string }[] }>().cash;
  return Number(cash.find((balance) => balance.currency === 'HKD')?.available ?? '0');
}

/** A deposit of `amount` HKD to C10001, committed in process A. */
function depositInA(amount: string) {
  const movement = {
    from: firmBook('bank', 'cash', 'HKD'),
    to: clientBook('cash', accountId, 'HKD'),
    amount,
  };
  return a.database.db
    .transaction()
    .execute((trx) =>
      postJournal(trx, { reason: 'deposit', postedAt: new Date(), movements: [movement] }),
    );
}

/** Moves C10001's HKD balance with the triggers off: no process hears of it. */
function unannounced(db: Kysely<Database>, amount: string) {
  return db.transaction().execute(async (trx) => {
    await sql`set local session_replication_role = replica`.execute(trx);
    await trx
      .updateTable('ledgerAccount')
      .set((eb) => ({ balance: eb('balance', '+', amount) }))
      .where('code', '=', `cash:${accountId}:HKD`)
      .execute();
  });
}

const heardInB = () => b.database.caughtUp?.();

describe.runIf(testDatabaseKind === 'postgres')('the books from memory, two processes', () => {
  it('a sign-out and a kick by a new login in A are refused by B on its next call', async () => {
    const first = await signIn(a.app, 'C10001');
    expect((await portfolio(b, first)).statusCode).toBe(200);
    const second = await signIn(a.app, 'C10001');
    await heardInB();
    expect((await portfolio(b, first)).statusCode).toBe(401);
    expect((await portfolio(b, second)).statusCode).toBe(200);
    const ended = await post(
      a.app,
      'account/accountLogout',
      { sessionId: second.sessionId },
      second,
    );
    expect(ended.statusCode).toBe(200);
    await heardInB();
    expect((await portfolio(b, second)).statusCode).toBe(401);
  });

  it("a posting in A is seen in B's next balance read, which came from memory before", async () => {
    const session = await signIn(a.app, 'C10001');
    const before = await hkdAvailable(b, session);
    await unannounced(books.db, '1000');
    expect(await hkdAvailable(b, session)).toBe(before);
    await depositInA('100');
    await heardInB();
    expect(await hkdAvailable(b, session)).toBe(before + 1100);
  });

  it('while B cannot hear, it serves nothing from memory; heard again, it keeps again', async () => {
    const session = await signIn(a.app, 'C10001');
    const before = await hkdAvailable(b, session);
    expect(await hkdAvailable(b, session)).toBe(before);
    proxy.setMode('down');
    await waitFor(() =>
      bLog.entries().some((entry) => String(entry.msg).startsWith('the LISTEN connection')),
    );
    // Committed while B's LISTEN connection is gone: B never hears of it.
    await depositInA('100');
    proxy.setMode('up');
    expect(await hkdAvailable(b, session)).toBe(before + 100);
    await unannounced(books.db, '1000');
    expect(await hkdAvailable(b, session)).toBe(before + 1100);
    // Back: B keeps what it reads again (an unannounced change goes unseen), and hears A.
    await waitFor(async () => {
      const seen = await hkdAvailable(b, session);
      await unannounced(books.db, '1');
      return (await hkdAvailable(b, session)) === seen;
    });
    await depositInA('100');
    await heardInB();
    const stored = await books.db
      .selectFrom('ledgerAccount')
      .select('balance')
      .where('code', '=', `cash:${accountId}:HKD`)
      .executeTakeFirstOrThrow();
    expect(await hkdAvailable(b, session)).toBe(Number(stored.balance));
  });
});

/** Waits until `isDone` answers true (at most 10 s). */
async function waitFor(isDone: () => boolean | Promise<boolean>): Promise<void> {
  for (let waited = 0; waited < 10_000; waited += 50) {
    if (await isDone()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('waited 10 s in vain');
}
