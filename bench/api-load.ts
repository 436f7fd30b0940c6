import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SESSION_HEADER } from '../shared/contracts/common';
import { buildApp } from '../server/app';
import { postJournal } from '../server/backoffice/embedded/books/ledger';
import { placeFundOrder } from '../server/backoffice/embedded/funds/place-fund-order.command';
import { loadConfig } from '../server/config';
import { openPgliteDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { fundDealingHandlers } from '../server/backoffice/embedded/funds/fund-dealing.job';
import { runDueJobs } from '../server/jobs/job-runner';
import { createSimulatedMarketData } from '../server/market-data/simulated-market-data';
import { findAccountKeys, insertAccounts } from '../server/repositories/account.repository';
import { hashPassword } from '../server/security/password';
import { DEMO_PASSWORD, seedDemoBook } from '../server/seed/demo-book';
import { runLoad, type LoadResult, type LoadTarget } from './api-load-loop';

/**
 * `npm run bench:api` (issue 4): the real server on a temporary embedded database holding 200
 * clients and 10,000 fund orders; req/s and p99 at 50 connections for fund search, fund detail
 * and the portfolio, beside the bare liveness call of the same server in the same run, as ratios.
 */

const CLIENTS = 200;
const ORDERS = 10_000;
const LOAD = { connections: 50, maxRequests: 4000, maxMs: 15_000 };
const FUNDS = ['VH-HKD-MMF', 'VH-HK-EQUITY', 'LR-ASIA-BOND', 'JD-CNY-BOND'];

async function loadBook(database: Awaited<ReturnType<typeof openPgliteDatabase>>, now: Date) {
  const { db } = database;
  await migrateToLatest(db);
  await seedDemoBook(db, now);
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const codes = Array.from({ length: CLIENTS }, (_, index) => `B${String(50000 + index)}`);
  await insertAccounts(
    db,
    codes.map((accountCode) => ({
      accountCode,
      source: 'gateway',
      role: 'user',
      status: 'active',
      passwordHash,
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
  const keys = await findAccountKeys(db, codes);
  const brand = loadConfig({ DEMO: '0' }).brand;
  const funds = createSimulatedMarketData({ clock: () => now }).funds;
  for (const key of keys) {
    const movements = ['HKD', 'USD', 'CNY'].map((asset) => ({
      from: { kind: 'clearing' as const, assetType: 'cash' as const, asset },
      to: { kind: 'cash' as const, ownerAccountId: key.id, asset },
      amount: '10000000',
    }));
    await postJournal(db, { reason: 'deposit', postedAt: now, movements });
  }
  const place = async (index: number) => {
    const key = keys[index % keys.length] as (typeof keys)[number];
    const client = { accountId: key.id, accountCode: key.accountCode };
    const fundId = FUNDS[index % FUNDS.length] as string;
    const outcome = await placeFundOrder(
      { db, funds, brand },
      {
        client,
        idempotencyKey: `bench-${index}`,
        requestHash: `bench-${index}`,
        orderType: 'subscription',
        subscriptions: [{ fundId, amount: '20000' }],
        isRiskAcknowledged: true,
        now,
      },
    );
    if (outcome.result !== 0) throw new Error(`order ${index} refused with ${outcome.result}`);
  };
  const indexes = Array.from({ length: ORDERS }, (_, index) => index);
  // The measured client's orders go first and are dealt to settlement ten days on, so its
  // portfolio holds settled positions with book costs; the rest stay pending (dealing every
  // order would take minutes on the one-connection embedded database and measure nothing more).
  for (const index of indexes.filter((value) => value % CLIENTS === 0)) await place(index);
  const later = new Date(now.getTime() + 10 * 86_400_000);
  const laterFunds = createSimulatedMarketData({ clock: () => later }).funds;
  const dealt = await runDueJobs(db, fundDealingHandlers({ funds: laterFunds, brand }), later);
  for (const index of indexes.filter((value) => value % CLIENTS !== 0)) await place(index);
  return { measured: (keys[0] as (typeof keys)[number]).accountCode, dealt };
}

async function signInFirst(port: number, accountCode: string): Promise<Record<string, string>> {
  const response = await fetch(`http://127.0.0.1:${port}/portal/api/account/gatewayPasswordLogin`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ accountCode, password: DEMO_PASSWORD }),
  });
  const answer = (await response.json()) as { sessionId: string };
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return { [SESSION_HEADER]: answer.sessionId, cookie };
}

function print(results: readonly LoadResult[]) {
  const bare = results[0] as LoadResult;
  process.stdout.write(
    `\n${'call'.padEnd(22)} ${'req/s'.padStart(8)} ${'p99 ms'.padStart(8)} ${'req/s ratio'.padStart(12)} ${'p99 ratio'.padStart(10)} errors\n`,
  );
  for (const result of results) {
    const rps = (result.requestsPerSecond / bare.requestsPerSecond).toFixed(2);
    const p99 = (result.p99Ms / Math.max(bare.p99Ms, 0.1)).toFixed(2);
    process.stdout.write(
      `${result.name.padEnd(22)} ${String(result.requestsPerSecond).padStart(8)} ${String(result.p99Ms).padStart(8)} ${rps.padStart(12)} ${p99.padStart(10)} ${result.errors}\n`,
    );
  }
}

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'portico-bench-'));
  const database = await openPgliteDatabase({ dataDir: path.join(directory, 'pglite') });
  try {
    const now = new Date();
    const started = performance.now();
    const { measured, dealt } = await loadBook(database, now);
    process.stdout.write(
      `loaded ${CLIENTS} clients, ${ORDERS} orders, ${dealt} dealing jobs in ${Math.round(performance.now() - started)} ms\n`,
    );
    const config = loadConfig({ DEMO: '0', LOG_LEVEL: 'silent', PORT: '3000' });
    const app = await buildApp({
      config,
      database,
      webRoot: directory,
      rateLimit: { max: 10_000_000, timeWindowMs: 60_000 },
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const port = (app.server.address() as AddressInfo).port;
    const session = await signInFirst(port, measured);
    const targets: LoadTarget[] = [
      { name: 'bare example/alive', path: '/portal/api/example/alive', body: {} },
      {
        name: 'fund/searchFunds',
        path: '/portal/api/fund/searchFunds',
        body: { period: '1year', sortBy: 'priceChange', sortDirection: 'desc' },
      },
      { name: 'fund/getFund', path: '/portal/api/fund/getFund', body: { fundId: 'VH-HK-EQUITY' } },
      {
        name: 'loadFundPortfolio',
        path: '/portal/api/fund-portfolio/loadFundPortfolio',
        body: { accountCode: measured, reportingCurrency: 'USD' },
        headers: session,
      },
    ];
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await runLoad(port, target, LOAD));
    print(results);
    await app.close();
  } finally {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
