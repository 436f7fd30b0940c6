import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import cookie from '@fastify/cookie';
import Fastify from 'fastify';
import type { ActingSession } from '../server/auth/acting';
import { percentile } from './api-load-loop';
import { notificationStreamRoutes } from '../server/api/notification-stream';
import type { UnreadHub } from '../server/api/unread-hub';
import { createEmbeddedNotifications } from '../server/backoffice/core/notifications/embedded-notifications';
import { recordNotifications } from '../server/backoffice/core/notifications/notification-outbox';
import { openPgliteDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { findAccountKeys, insertAccounts } from '../server/repositories/account.repository';

/**
 * The unread stream under load, the second half of `npm run bench:stream` (issue 14 §2): 1,000
 * accounts with one open notification stream each (1,000 tabs) on an in-memory PGlite, and
 * NOTIFICATIONS notifications committed one transaction each for random accounts; each must reach
 * its own account's tab (the count it shows) and no other tab. Prints the delay from commit to the
 * client's receipt, p50/p99 (the hub coalesces announcements for 50 ms, so that is the floor).
 */

const UNREAD_ACCOUNTS = 1_000;
const NOTIFICATIONS = 500;
/** Between commits: a steady stream of events, not one burst. */
const COMMIT_SPACING_MS = 5;

type UnreadClient = { request: http.ClientRequest; accountId: number; counts: number[] };

function connectUnread(
  port: number,
  sessionId: string,
  accountId: number,
  onCount: (client: UnreadClient, count: number, receivedAt: number) => void,
): Promise<UnreadClient> {
  return new Promise((resolve, reject) => {
    const client: UnreadClient = {
      request: undefined as unknown as http.ClientRequest,
      accountId,
      counts: [],
    };
    client.request = http.get(
      {
        port,
        host: '127.0.0.1',
        path: `/portal/api/stream/notifications?session=${sessionId}`,
        headers: { cookie: `portico_st_${sessionId}=bench` },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`unread stream answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          const receivedAt = performance.now();
          buffer += chunk;
          let split = buffer.indexOf('\n\n');
          while (split >= 0) {
            const frame = buffer.slice(0, split);
            buffer = buffer.slice(split + 2);
            split = buffer.indexOf('\n\n');
            if (!frame.startsWith('event: unread')) continue;
            const { count } = JSON.parse(frame.slice(frame.indexOf('data: ') + 6)) as {
              count: number;
            };
            const isFirst = client.counts.length === 0;
            client.counts.push(count);
            if (isFirst) resolve(client);
            else onCount(client, count, receivedAt);
          }
        });
      },
    );
    client.request.on('error', reject);
  });
}

/** The unread stream under load: 1,000 tabs of 1,000 accounts, events fanned out per account. */
export async function unreadSection() {
  const database = await openPgliteDatabase();
  await migrateToLatest(database.db);
  const now = new Date();
  const codes = Array.from({ length: UNREAD_ACCOUNTS }, (_, index) => `N${60000 + index}`);
  await insertAccounts(
    database.db,
    codes.map((accountCode) => ({
      accountCode,
      source: 'gateway',
      role: 'user',
      status: 'active',
      passwordHash: 'not-used',
      passwordChangedAt: now,
      mustChangePassword: false,
      agreementConfirmed: true,
      twoFactor: null,
      totpSecret: null,
      displayName: accountCode,
      email: null,
      mobile: null,
    })),
  );
  const accounts = await findAccountKeys(database.db, codes);
  const sessions = new Map<string, (typeof accounts)[number]>(
    accounts.map((account) => [randomUUID(), account]),
  );

  let hub: UnreadHub | undefined;
  const app = Fastify({ logger: false });
  await app.register(cookie);
  await app.register(notificationStreamRoutes, {
    prefix: '/portal/api/stream',
    sessionGate: {
      authenticate: (request) => {
        const sessionId = String(request.headers['x-portico-session']);
        const account = sessions.get(sessionId);
        return Promise.resolve({
          sessionId,
          accountId: account?.id,
          accountCode: account?.accountCode,
        } as ActingSession);
      },
    },
    notifications: createEmbeddedNotifications({
      db: database.db,
      listen: database.listen,
      vapid: { keys: null, subject: 'mailto:bench@portico.invalid' },
    }),
    clock: () => new Date(),
    brand: { features: { notifications: true } as never },
    onHub: (built) => (hub = built),
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as AddressInfo).port;

  /** Per account: when each of its notifications committed, in order (count n is the nth). */
  const committedAt = new Map<number, number[]>();
  const delivered = new Map<number, number>();
  const delays: number[] = [];
  const strays: string[] = [];
  let isMeasuring = false;
  const onCount = (client: UnreadClient, count: number, receivedAt: number) => {
    // Before the events start, the hub's LISTEN start recounts every open tab once (all zero).
    if (!isMeasuring) return;
    const commits = committedAt.get(client.accountId) ?? [];
    if (commits.length === 0) {
      strays.push(`account ${client.accountId} heard a count of ${count} with nothing committed`);
      return;
    }
    const done = delivered.get(client.accountId) ?? 0;
    for (let index = done; index < Math.min(count, commits.length); index += 1) {
      delays.push(receivedAt - (commits[index] ?? receivedAt));
    }
    delivered.set(client.accountId, Math.max(done, Math.min(count, commits.length)));
  };

  const clients: UnreadClient[] = [];
  const connectStarted = performance.now();
  const entries = [...sessions.entries()];
  for (let index = 0; index < entries.length; index += 50) {
    const batch = entries
      .slice(index, index + 50)
      .map(([sessionId, account]) => connectUnread(port, sessionId, account.id, onCount));
    clients.push(...(await Promise.all(batch)));
  }
  process.stdout.write(
    `\nunread stream: connected ${clients.length} tabs of ${UNREAD_ACCOUNTS} accounts in ${Math.round(performance.now() - connectStarted)} ms\n`,
  );
  // Let the hub's LISTEN start (and its one recount of every open account) pass.
  await new Promise((resolve) => setTimeout(resolve, 500));
  const statsBefore = hub?.stats();

  isMeasuring = true;
  const started = performance.now();
  for (let index = 0; index < NOTIFICATIONS; index += 1) {
    const account = accounts[Math.floor(Math.random() * accounts.length)];
    if (!account) continue;
    await database.db.transaction().execute((trx) =>
      recordNotifications(trx, [
        {
          accountId: account.id,
          type: 'cashMovement',
          sourceKey: `bench:${index}`,
          fields: { amount: '100.00', currencyCode: 'HKD' },
          at: new Date(),
        },
      ]),
    );
    const commits = committedAt.get(account.id) ?? [];
    commits.push(performance.now());
    committedAt.set(account.id, commits);
    await new Promise((resolve) => setTimeout(resolve, COMMIT_SPACING_MS));
  }
  const expected = [...committedAt.values()].reduce((sum, commits) => sum + commits.length, 0);
  for (let wait = 0; wait < 100 && delays.length < expected; wait += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const statsAfter = hub?.stats();
  const missing = [...committedAt].filter(
    ([accountId, commits]) => (delivered.get(accountId) ?? 0) < commits.length,
  );
  delays.sort((a, b) => a - b);
  const lines = [
    `notifications ${NOTIFICATIONS} for ${committedAt.size} accounts over ${seconds.toFixed(1)} s, one transaction each`,
    `recounts ${(statsAfter?.recounts ?? 0) - (statsBefore?.recounts ?? 0)}, unread frames sent ${(statsAfter?.framesSent ?? 0) - (statsBefore?.framesSent ?? 0)}`,
    `delivered ${delays.length} of ${expected}; tabs of other accounts that heard one: ${strays.length}`,
    `delay commit → client  p50 ${percentile(delays, 0.5).toFixed(1)} ms   p99 ${percentile(delays, 0.99).toFixed(1)} ms   max ${(delays.at(-1) ?? 0).toFixed(1)} ms`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  for (const client of clients) client.request.destroy();
  await app.close();
  await database.close();
  if (strays.length > 0 || missing.length > 0) {
    throw new Error(
      `unread fan-out went wrong: ${[...strays.slice(0, 5), ...missing.slice(0, 5).map(([id]) => `account ${id} missed a count`)].join('; ')}`,
    );
  }
}
