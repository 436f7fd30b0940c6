import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { NotificationFields } from '../../shared/domain/notification';
import { buildApp } from '../app';
import {
  recordNotifications,
  type NotificationDraft,
} from '../backoffice/core/notifications/notification-outbox';
import { loadConfig, type Config } from '../config';
import { openPostgresDatabase } from '../db/database';
import { LISTEN_APPLICATION_NAME } from '../db/postgres-listener';
import type { Database } from '../db/schema';
import { createTestClock, post, signIn, type BrowserSession, type TestClock } from './auth-client';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from './test-database';

/**
 * Notification tests' helpers (issue 14): accounts by code, notifications recorded the way
 * events record them (committed, or rolled back) and read back as the producers made them, and a
 * second app on the same database (another process's view of it). The SSE client of the unread
 * stream is sse-client.ts's. The `notification` service's suites (list, unread stream, push
 * subscriptions) share Alice and Bob, their setup, and the calls as a browser makes them.
 */

/** The id of the account with `accountCode`. */
export async function accountIdOf(db: Kysely<Database>, accountCode: string): Promise<number> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('accountCode', '=', accountCode)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** A notification an event made, as the producers' tests read it (issue 14 §1). */
export type MadeNotification = {
  type: string;
  status: string;
  sourceKey: string;
  fields: NotificationFields;
  startTime: Date;
};

/**
 * The notifications an event made, read straight from the outbox table for the producers' tests:
 * an account's rows other than the demo book's (`demo:<n>`), oldest first, optionally only those
 * whose source key starts with `prefix`.
 */
export async function notificationsMade(
  db: Kysely<Database>,
  accountCode: string,
  prefix = '',
): Promise<MadeNotification[]> {
  return db
    .selectFrom('notification')
    .select(['type', 'status', 'sourceKey', 'fields', 'startTime'])
    .where('accountId', '=', await accountIdOf(db, accountCode))
    .where('sourceKey', 'not like', 'demo:%')
    .where('sourceKey', 'like', `${prefix}%`)
    .orderBy('id')
    .execute();
}

/** Records `drafts` in a transaction of their own, committed (as an event's would be). */
export async function commitNotifications(
  db: Kysely<Database>,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  await db.transaction().execute((trx) => recordNotifications(trx, drafts));
}

/** Records `drafts` in a transaction that then fails (a rolled-back event). */
export async function rollBackNotifications(
  db: Kysely<Database>,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  const failure = new Error('the event failed');
  await db
    .transaction()
    .execute(async (trx) => {
      await recordNotifications(trx, drafts);
      throw failure;
    })
    .catch((error: unknown) => {
      if (error !== failure) throw error;
    });
}

/** The notification rows of an account (every status). */
export function notificationRowsOf(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('notification')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id')
    .execute();
}

/** Deletes an account's notifications and its counter with its seen mark (a clean slate). */
export async function clearNotifications(db: Kysely<Database>, accountId: number): Promise<void> {
  await db.deleteFrom('notification').where('accountId', '=', accountId).execute();
  await db.deleteFrom('notificationCounter').where('accountId', '=', accountId).execute();
}

/** An account's counter row (counts, seen mark, newest arrival), if it has one. */
export function counterOf(db: Kysely<Database>, accountId: number) {
  return db
    .selectFrom('notificationCounter')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/**
 * Expects every account with notifications or a counter to have a counter that agrees with a
 * recount of its rows (issue 22 §2): unread, unread made after its seen mark, and a newest
 * arrival no earlier than its newest row. Answers how many accounts were checked.
 */
export async function expectCountersRecounted(db: Kysely<Database>): Promise<number> {
  const { rows } = await sql<{ accountId: number; counted: number[]; recounted: number[] }>`
    select a.account_id as "accountId",
      array[coalesce(c.unread_count, 0), coalesce(c.unseen_count, 0),
        case when coalesce(c.newest_at >= newest.at, newest.at is null) then 1 else 0 end] as counted,
      array[
        (select count(*) from notification n
          where n.account_id = a.account_id and n.status = 'unread')::int,
        (select count(*) from notification n
          where n.account_id = a.account_id and n.status = 'unread'
            and (c.seen_at is null or n.created_at > c.seen_at))::int,
        1] as recounted
    from (select account_id from notification union select account_id from notification_counter) a
    left join notification_counter c on c.account_id = a.account_id
    cross join lateral (
      select max(n.created_at) as at from notification n where n.account_id = a.account_id
    ) newest`.execute(db);
  expect(rows.filter((row) => String(row.counted) !== String(row.recounted))).toEqual([]);
  return rows.length;
}

/** Deletes an account's push subscriptions. */
export async function clearSubscriptions(db: Kysely<Database>, accountId: number): Promise<void> {
  await db.deleteFrom('pushSubscription').where('accountId', '=', accountId).execute();
}

/** A push subscription row by endpoint. */
export function subscriptionByEndpoint(db: Kysely<Database>, endpoint: string) {
  return db
    .selectFrom('pushSubscription')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/** Every account's push subscription rows with `endpoint`, oldest first. */
export function subscriptionsByEndpoint(db: Kysely<Database>, endpoint: string) {
  return db
    .selectFrom('pushSubscription')
    .selectAll()
    .where('endpoint', '=', endpoint)
    .orderBy('id')
    .execute();
}

/** Marks every notification pushed (so a push test sees only its own). */
export async function markAllPushed(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('notification')
    .set({ pushedAt: now })
    .where('pushedAt', 'is', null)
    .execute();
}

/** Listens on a free local port; answers the base URL. */
export async function listenLocally(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** A notification test app: the whole app on its own database with a hand-moved clock. */
export type NotificationTestApp = {
  app: FastifyInstance;
  db: Kysely<Database>;
  database: TestDatabase;
  config: Config;
  clock: TestClock;
  close: () => Promise<void>;
};

/** Builds the app on the test database (seeded), keeping the handle for a second app. */
export async function createNotificationTestApp(
  env: NodeJS.ProcessEnv = {},
): Promise<NotificationTestApp> {
  const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent', ...env });
  const clock = createTestClock();
  const database = await openTestDatabase();
  try {
    const app = await buildApp({
      config,
      database,
      clock: clock.read,
      webRoot: '/nonexistent/portico-web-root',
    });
    return {
      app,
      db: database.db,
      database,
      config,
      clock,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * Another app on the same database, as a second process would run it: on PostgreSQL its own
 * pool and LISTEN connection on the same schema; on PGlite (one process only) the same handle.
 */
export async function openSecondApp(
  first: NotificationTestApp,
): Promise<{ app: FastifyInstance; close: () => Promise<void> }> {
  let database = first.database;
  let ownsDatabase = false;
  if (testDatabaseKind === 'postgres') {
    if (!first.database.url) throw new Error('A PostgreSQL test database has its url');
    database = openPostgresDatabase(first.database.url);
    ownsDatabase = true;
  }
  const app = await buildApp({
    config: first.config,
    database,
    clock: first.clock.read,
    webRoot: '/nonexistent/portico-web-root',
  });
  return {
    app,
    close: async () => {
      await app.close();
      if (ownsDatabase) await database.close();
    },
  };
}

/**
 * PostgreSQL only: ends every backend LISTENing (as a database restart or a network cut would);
 * answers how many were ended.
 */
export async function endListeningConnections(db: Kysely<Database>): Promise<number> {
  // Materialised first: in one WHERE, PostgreSQL may call pg_terminate_backend before the
  // other conditions, on this very connection.
  const ended = await sql<{ pid: number }>`
    with listening as materialized (
      select pid from pg_stat_activity
      where application_name = ${LISTEN_APPLICATION_NAME} and pid <> pg_backend_pid()
        and datname = current_database()
    )
    select pid from listening where pg_terminate_backend(pid)`.execute(db);
  return ended.rows.length;
}

/** The accounts the `notification` service's suites use. */
export const ALICE = 'C10006';
export const BOB = 'C10001';

/** The `notification` service's suites' app (for `beforeAll`), with Alice's and Bob's ids. */
export async function openNotificationSuite(): Promise<{
  t: NotificationTestApp;
  aliceId: number;
  bobId: number;
}> {
  const t = await createNotificationTestApp();
  try {
    return { t, aliceId: await accountIdOf(t.db, ALICE), bobId: await accountIdOf(t.db, BOB) };
  } catch (error) {
    await t.close();
    throw error;
  }
}

/**
 * A clean slate for each of those suites' tests (for `beforeEach`): the clock at the real present,
 * Alice and Bob signed in afresh, neither with notifications nor a last query.
 */
export async function startNotificationTest(
  t: NotificationTestApp,
  aliceId: number,
  bobId: number,
): Promise<{ alice: BrowserSession; bob: BrowserSession }> {
  t.clock.now = new Date();
  const alice = await signIn(t.app, ALICE);
  const bob = await signIn(t.app, BOB);
  await clearNotifications(t.db, aliceId);
  await clearNotifications(t.db, bobId);
  return { alice, bob };
}

let sequence = 0;

/** A stock order's notification for `accountId` at `at` (a fresh source key unless given). */
export function draft(accountId: number, at: Date, sourceKey = `test:${(sequence += 1)}`) {
  return {
    accountId,
    type: 'stockOrderUpdate',
    sourceKey,
    fields: { code: '00700;HKEX;HK', quantity: '100', orderStatus: 'FILLED' },
    at,
  } satisfies NotificationDraft;
}

/**
 * The `notification` calls as a browser makes them (each expecting a 200), and notifications
 * committed in bulk, on the suite's app: `app` is read at call time (valid once `beforeAll` ran).
 */
export function notificationService(app: () => NotificationTestApp) {
  /** `count` notifications for `accountId`, a minute apart, the newest a minute before now. */
  async function commitSeveral(accountId: number, count: number) {
    const t = app();
    const drafts = Array.from({ length: count }, (_, index) =>
      draft(accountId, new Date(t.clock.now.getTime() - (count - index) * 60_000)),
    );
    await commitNotifications(t.db, drafts);
    return (await notificationRowsOf(t.db, accountId)).map((row) => String(row.id));
  }

  async function query(
    session: BrowserSession,
    accountCode: string,
    input: { pageIndex?: number; pageSize?: number; statuses?: string[]; lastQueryTime?: string },
  ) {
    const reply = await post(
      app().app,
      'notification/queryNotifications',
      {
        accountCodes: [accountCode],
        statuses: input.statuses ?? ['read', 'unread'],
        pageIndex: input.pageIndex ?? 0,
        pageSize: input.pageSize ?? 20,
        source: 'gateway',
        ...(input.lastQueryTime ? { lastQueryTime: input.lastQueryTime } : {}),
      },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{
      notifications: { _id: string; status: string }[];
      lastQueryTime: string;
      hasUnseen: boolean;
    }>();
  }

  async function count(session: BrowserSession, accountCode: string, sinceLastQuery: boolean) {
    const reply = await post(
      app().app,
      'notification/countNotifications',
      { accountCode, status: 'unread', sinceLastQuery, source: 'gateway' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ count: number }>().count;
  }

  async function setStatus(
    session: BrowserSession,
    accountCode: string,
    notificationId: string,
    status: string,
  ) {
    const reply = await post(
      app().app,
      'notification/setNotificationStatus',
      { accountCode, notificationId, status, source: 'gateway' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ success: boolean }>().success;
  }

  /** Marks the list seen as of `lastQueryTime` (a first page's), as the web app does on opening. */
  async function markSeen(session: BrowserSession, accountCode: string, lastQueryTime: string) {
    const reply = await post(
      app().app,
      'notification/markNotificationsSeen',
      { accountCode, lastQueryTime, source: 'gateway' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ moved: boolean }>().moved;
  }

  return { commitSeveral, query, count, setStatus, markSeen };
}
