import http from 'node:http';
import { loadavg } from 'node:os';
import { hongKongDate } from '../shared/domain/business-calendar';
import {
  clientBook,
  firmBook,
  postJournals,
  type JournalInput,
} from '../server/backoffice/core/books/ledger';
import {
  recordNotifications,
  type NotificationDraft,
} from '../server/backoffice/core/notifications/notification-outbox';
import type { DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { findAccountByCode } from '../server/repositories/account.repository';
import { seedDemoBook } from '../server/areas/compose';
import {
  percentile,
  postOnce,
  printRatios,
  runLoad,
  warmUp,
  type LoadResult,
  type LoadTarget,
} from './api-load-loop';
import { measureOnEachDatabase, signInOverHttp, startBenchServer, type Opened } from './bench-book';

/**
 * `npm run bench:reads` (issue 22 §1, §2): the reads a long history must not slow down, through
 * the real server on the embedded database (and on PostgreSQL when `TEST_DATABASE_URL` or
 * `DATABASE_URL` is set). C10001 gets 100,000 cash movements (deposits and withdrawals over a
 * year, in three currencies) and 50,000 unread notifications; C10005 keeps the demo book's few
 * movements. Each call is timed one at a time (median and p99 of a sequential series) and under
 * 50 connections (req/s and p99), beside the bare liveness call of the same run.
 */

const MOVEMENTS = 100_000;
const NOTIFICATIONS = 50_000;
const BATCH = 2_000;
const DAY_MS = 86_400_000;
const SERIES = { warmUp: 20, calls: 200 };
const LOAD = { connections: 50, maxRequests: 4000, maxMs: 10_000 };

async function accountIdOf(database: DatabaseHandle, accountCode: string): Promise<number> {
  const account = await findAccountByCode(database.db, accountCode, 'gateway');
  if (!account) throw new Error(`${accountCode} is not in the demo book`);
  return account.id;
}

/**
 * One movement a journal over the year before `now`, oldest first: three deposits of 100 for
 * every two withdrawals of 50, so the client's cash never runs short, in HKD, USD and CNY (half,
 * three tenths, a fifth).
 */
async function fillCash(database: DatabaseHandle, accountId: number, now: Date): Promise<void> {
  const first = now.getTime() - 365 * DAY_MS;
  // Five journals at a time share a currency, three deposits before two withdrawals.
  const currencyOf = (index: number) => {
    const tenth = Math.floor(index / 5) % 10;
    return tenth < 5 ? 'HKD' : tenth < 8 ? 'USD' : 'CNY';
  };
  for (let start = 0; start < MOVEMENTS; start += BATCH) {
    const batch: JournalInput[] = [];
    for (let index = start; index < Math.min(MOVEMENTS, start + BATCH); index += 1) {
      const currency = currencyOf(index);
      const client = clientBook('cash', accountId, currency);
      const clearing = firmBook('clearing', 'cash', currency);
      const isDeposit = index % 5 < 3;
      batch.push({
        reason: isDeposit ? 'deposit' : 'withdrawal',
        postedAt: new Date(first + Math.floor(((365 * DAY_MS - 60_000) * index) / MOVEMENTS)),
        movements: [
          isDeposit
            ? { from: clearing, to: client, amount: '100' }
            : { from: client, to: clearing, amount: '50' },
        ],
      });
    }
    await database.db.transaction().execute((trx) => postJournals(trx, batch));
  }
}

/** Unread cash notices a minute apart up to `now`, written as events write them. */
async function fillNotifications(
  database: DatabaseHandle,
  accountId: number,
  now: Date,
): Promise<void> {
  for (let start = 0; start < NOTIFICATIONS; start += BATCH) {
    const drafts: NotificationDraft[] = [];
    for (let index = start; index < Math.min(NOTIFICATIONS, start + BATCH); index += 1) {
      drafts.push({
        accountId,
        type: 'cashMovement',
        sourceKey: `bench:${index}`,
        fields: { amount: '100.00', currencyCode: 'HKD' },
        at: new Date(now.getTime() - (NOTIFICATIONS - index) * 60_000),
      });
    }
    await database.db.transaction().execute((trx) => recordNotifications(trx, drafts));
  }
}

const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });

/** One call over the series' own connection: its time, or a throw when it is not answered 200. */
async function timedCall(port: number, target: LoadTarget): Promise<number> {
  const headers = typeof target.headers === 'function' ? target.headers(0) : target.headers;
  let answer = '';
  const sent = performance.now();
  const status = await postOnce(
    agent,
    port,
    { path: target.path, onAnswer: (_, body) => (answer = body) },
    JSON.stringify(target.body),
    headers,
  );
  if (status !== 200) throw new Error(`${target.name}: ${status} ${answer}`);
  return performance.now() - sent;
}

type Series = { name: string; p50: number; p99: number };

/** The target called one at a time, after a warm-up: the median and p99 of its times. */
async function series(port: number, target: LoadTarget): Promise<Series> {
  for (let call = 0; call < SERIES.warmUp; call += 1) await timedCall(port, target);
  const times: number[] = [];
  for (let call = 0; call < SERIES.calls; call += 1) times.push(await timedCall(port, target));
  times.sort((a, b) => a - b);
  return { name: target.name, p50: percentile(times, 0.5), p99: percentile(times, 0.99) };
}

/** What a cash call answers in `total`, to show the list it paged through. */
async function totalOf(port: number, target: LoadTarget): Promise<number> {
  const headers = typeof target.headers === 'function' ? target.headers(0) : target.headers;
  const response = await fetch(`http://127.0.0.1:${port}${target.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(target.body),
  });
  return ((await response.json()) as { total?: number }).total ?? 0;
}

function targetsOf(sessions: { big: Record<string, string>; small: Record<string, string> }) {
  const cash = (name: string, body: object, headers = sessions.big): LoadTarget => ({
    name,
    path: '/portal/api/cash/searchCashMovements',
    body: { accountCode: headers === sessions.big ? 'C10001' : 'C10005', ...body },
    headers,
  });
  const notification = (name: string, method: string, body: object): LoadTarget => ({
    name,
    path: `/portal/api/notification/${method}`,
    body: { source: 'gateway', ...body },
    headers: sessions.big,
  });
  const weekAgo = hongKongDate(new Date(Date.now() - 7 * DAY_MS));
  return [
    { name: 'bare example/alive', path: '/portal/api/example/alive', body: {} },
    cash('cash page 1', {}),
    cash('cash page 2', { offset: 50 }),
    cash('cash HKD', { currency: 'HKD' }),
    cash('cash type W', { type: 'W' }),
    cash('cash last 7 days', { from: weekAgo }),
    cash('cash offset 50,000', { offset: 50_000 }),
    cash('cash page 1 C10005', {}, sessions.small),
    notification('count unread', 'countNotifications', {
      accountCode: 'C10001',
      status: 'unread',
      sinceLastQuery: false,
    }),
    notification('count since last query', 'countNotifications', {
      accountCode: 'C10001',
      status: 'unread',
      sinceLastQuery: true,
    }),
    notification('notifications page 1', 'queryNotifications', {
      accountCodes: ['C10001'],
      statuses: ['unread', 'read'],
      pageIndex: 0,
      pageSize: 20,
    }),
  ] satisfies LoadTarget[];
}

function printSeries(all: readonly Series[], totals: Map<string, number>) {
  const ms = (value: number) => value.toFixed(2).padStart(8);
  process.stdout.write(
    `\none at a time (${SERIES.calls} calls after ${SERIES.warmUp}; one keep-alive connection)\n` +
      `${'call'.padEnd(22)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'p50 ratio'.padStart(10)}   total\n`,
  );
  const bare = all[0] as Series;
  for (const one of all) {
    const total = totals.has(one.name) ? String(totals.get(one.name)) : '';
    const ratio = (one.p50 / Math.max(bare.p50, 0.01)).toFixed(1);
    process.stdout.write(
      `${one.name.padEnd(22)} ${ms(one.p50)} ${ms(one.p99)} ${ratio.padStart(10)}   ${total}\n`,
    );
  }
  const p50Of = (name: string) => all.find((one) => one.name === name)?.p50 ?? 0;
  process.stdout.write(
    `goals (issue 22): cash page <= 20 ms and flat in history size; count <= 1 ms\n` +
      `  cash page 1, 100k client / C10005: ${(p50Of('cash page 1') / Math.max(p50Of('cash page 1 C10005'), 0.01)).toFixed(2)}; ` +
      `offset 50,000 / page 1: ${(p50Of('cash offset 50,000') / Math.max(p50Of('cash page 1'), 0.01)).toFixed(2)}\n`,
  );
}

async function measure(kind: string, opened: Opened): Promise<void> {
  const { database } = opened;
  const started = performance.now();
  const now = new Date();
  await migrateToLatest(database.db);
  await seedDemoBook(database.db, now);
  const accountId = await accountIdOf(database, 'C10001');
  await fillCash(database, accountId, now);
  await fillNotifications(database, accountId, now);
  const loadedMs = Math.round(performance.now() - started);
  process.stdout.write(
    `\n${kind}: C10001's ${MOVEMENTS.toLocaleString('en')} cash movements and ` +
      `${NOTIFICATIONS.toLocaleString('en')} unread notifications loaded in ${loadedMs} ms\n`,
  );
  const { app, port } = await startBenchServer(database);
  try {
    const sessions = {
      big: await signInOverHttp(port, 'C10001'),
      small: await signInOverHttp(port, 'C10005'),
    };
    const targets = targetsOf(sessions);
    const totals = new Map<string, number>();
    for (const target of targets.filter((one) => one.name.startsWith('cash'))) {
      totals.set(target.name, await totalOf(port, target));
    }
    const latencies: Series[] = [];
    for (const target of targets) latencies.push(await series(port, target));
    await warmUp(port, targets, LOAD.connections);
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await runLoad(port, target, LOAD));
    printRatios(results);
    printSeries(latencies, totals);
  } finally {
    await app.close();
    await opened.cleanUp();
  }
}

await measureOnEachDatabase(measure);
process.stdout.write(`load average: ${loadavg().join(' ')}\n`);
process.exit(0);
