import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { SESSION_HEADER } from '../../shared/contracts/common';
import { buildApp } from '../app';
import {
  recordNotifications,
  type NotificationDraft,
} from '../backoffice/embedded/notifications/notification-outbox';
import { loadConfig, type Config } from '../config';
import { openPostgresDatabase, type DatabaseHandle } from '../db/database';
import type { Database } from '../db/schema';
import { createTestClock, type BrowserSession, type TestClock } from './auth-client';
import { openTestDatabase, testDatabaseKind } from './test-database';

/**
 * Notification tests' helpers (issue 14): accounts by code, notifications recorded the way
 * events record them (committed, or rolled back), an SSE client of the unread stream, and a
 * second app on the same database (another process's view of it).
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

/** Deletes an account's notifications and its last query (a clean slate for a test). */
export async function clearNotifications(db: Kysely<Database>, accountId: number): Promise<void> {
  await db.deleteFrom('notification').where('accountId', '=', accountId).execute();
  await db.deleteFrom('notificationReader').where('accountId', '=', accountId).execute();
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

/** Marks every notification pushed (so a push test sees only its own). */
export async function markAllPushed(db: Kysely<Database>, now: Date): Promise<void> {
  await db
    .updateTable('notification')
    .set({ pushedAt: now })
    .where('pushedAt', 'is', null)
    .execute();
}

/** One event as the client parsed it. */
export type StreamEvent = { event: string; data: unknown };

/** An SSE client of one stream. */
export type SseClient = {
  status: number;
  body: string;
  events: StreamEvent[];
  /** The first event of a type that satisfies `test`, waiting up to `timeoutMs` (3 s). */
  next(
    event: string,
    test?: (data: Record<string, unknown>) => boolean,
    timeoutMs?: number,
  ): Promise<StreamEvent>;
  /** The events of a type so far. */
  all(event: string): StreamEvent[];
  ended: Promise<void>;
  close(): void;
};

function cookieHeader(cookies: Record<string, string>): string {
  return Object.entries(cookies)
    .map(([name, value]) => `${name}=${value}`)
    .join('; ');
}

/** Opens `path` on `base` as a browser would: the session header (or ?session=) and its cookie. */
export function openSse(
  base: string,
  path: string,
  session: BrowserSession | null,
  options: { viaQuery?: boolean; withCookie?: boolean } = {},
): Promise<SseClient> {
  const headers: Record<string, string> = {};
  let url = `${base}${path}`;
  if (session) {
    if (options.withCookie !== false) headers.cookie = cookieHeader(session.cookies);
    if (options.viaQuery) url += `${url.includes('?') ? '&' : '?'}session=${session.sessionId}`;
    else headers[SESSION_HEADER] = session.sessionId;
  }
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      const events: StreamEvent[] = [];
      const waiters = new Set<() => void>();
      let buffer = '';
      let body = '';
      let resolveEnded: () => void = () => undefined;
      const ended = new Promise<void>((done) => (resolveEnded = done));
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        body += chunk;
        buffer += chunk;
        let split = buffer.indexOf('\n\n');
        while (split >= 0) {
          const frame = buffer.slice(0, split);
          buffer = buffer.slice(split + 2);
          const event = /^event: (.*)$/m.exec(frame)?.[1] ?? 'message';
          const data = /^data: (.*)$/m.exec(frame)?.[1];
          events.push({ event, data: data === undefined ? undefined : JSON.parse(data) });
          split = buffer.indexOf('\n\n');
        }
        for (const waiter of waiters) waiter();
      });
      response.on('end', resolveEnded);
      response.on('close', resolveEnded);
      resolve({
        status: response.statusCode ?? 0,
        get body() {
          return body;
        },
        events,
        ended,
        all: (event) => events.filter((candidate) => candidate.event === event),
        next: (event, test = () => true, timeoutMs = 3_000) =>
          new Promise((found, failed) => {
            const check = () => {
              const match = events.find(
                (candidate) =>
                  candidate.event === event && test(candidate.data as Record<string, unknown>),
              );
              if (!match) return false;
              waiters.delete(check);
              clearTimeout(timer);
              found(match);
              return true;
            };
            const timer = setTimeout(() => {
              waiters.delete(check);
              failed(
                new Error(
                  `no matching ${event} event; got ${JSON.stringify(events.map((e) => e.data))}`,
                ),
              );
            }, timeoutMs);
            if (!check()) waiters.add(check);
          }),
        close: () => request.destroy(),
      });
    });
    request.on('error', reject);
  });
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
  database: DatabaseHandle;
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
    const schema = await sql<{ schema: string }>`select current_schema() as schema`.execute(
      first.db,
    );
    const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test');
    url.searchParams.set('options', `-c search_path=${schema.rows[0]?.schema ?? 'public'}`);
    database = openPostgresDatabase(url.toString());
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
  const ended = await sql<{ pid: number }>`
    select pid from pg_stat_activity
    where query like 'LISTEN %' and pid <> pg_backend_pid() and pg_terminate_backend(pid)`.execute(
    db,
  );
  return ended.rows.length;
}
