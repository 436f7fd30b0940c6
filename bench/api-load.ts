import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { placeFundOrder } from '../server/backoffice/gateway/funds/place-fund-order.command';
import { loadConfig } from '../server/config';
import { openPgliteDatabase } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { fundDealingHandlers } from '../server/backoffice/gateway/funds/fund-dealing.job';
import { runDueJobs } from '../server/jobs/job-runner';
import { createSimulatedMarketData } from '../server/areas/simulated-market-data';
import { seedDemoBook } from '../server/areas/compose';
import { printRatios, runLoad, warmUp, type LoadResult, type LoadTarget } from './api-load-loop';
import { insertBenchClients, signInOverHttp, startBenchServer } from './bench-book';
import { loadPortfolioBook, PORTFOLIO_ENTRIES, PORTFOLIO_HOLDINGS } from './portfolio-book';

/**
 * `npm run bench:api` (issue 4): the real server on a temporary embedded database holding 200
 * clients and 10,000 fund orders; req/s and p99 at 50 connections for fund search, fund detail
 * and the portfolio, beside the bare liveness call of the same server in the same run, as ratios;
 * and (issue 24) the one portfolio of a holder with 1,000 manual holdings and 100,000 ledger
 * entries across both sources (bench/portfolio-book.ts).
 */

const CLIENTS = 200;
const ORDERS = 10_000;
const LOAD = { connections: 50, maxRequests: 4000, maxMs: 15_000 };
const FUNDS = ['VH-HKD-MMF', 'VH-HK-EQUITY', 'LR-ASIA-BOND', 'JD-CNY-BOND'];

async function loadBook(database: Awaited<ReturnType<typeof openPgliteDatabase>>, now: Date) {
  const { db } = database;
  await migrateToLatest(db);
  await seedDemoBook(db, now);
  const keys = await insertBenchClients(db, CLIENTS, now);
  const brand = loadConfig({ DEMO: '0' }).brand;
  const funds = createSimulatedMarketData({ clock: () => now }).funds;
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

async function main() {
  const directory = await mkdtemp(path.join(tmpdir(), 'portico-bench-'));
  const database = await openPgliteDatabase({ dataDir: path.join(directory, 'pglite') });
  try {
    const now = new Date();
    const started = performance.now();
    const { measured, dealt } = await loadBook(database, now);
    const holder = await loadPortfolioBook(database.db, now);
    process.stdout.write(
      `loaded ${CLIENTS} clients, ${ORDERS} orders, ${dealt} dealing jobs, ${PORTFOLIO_HOLDINGS} holdings and ${PORTFOLIO_ENTRIES} entries in ${Math.round(performance.now() - started)} ms\n`,
    );
    const { app, port } = await startBenchServer(database);
    const session = await signInOverHttp(port, measured);
    const holderSession = await signInOverHttp(port, holder);
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
      {
        name: 'portfolio/loadPortfolio',
        path: '/portal/api/portfolio/loadPortfolio',
        body: { accountCode: holder, reportingCurrency: 'HKD' },
        headers: holderSession,
      },
    ];
    await warmUp(port, targets, LOAD.connections);
    const results: LoadResult[] = [];
    for (const target of targets) results.push(await runLoad(port, target, LOAD));
    printRatios(results);
    await app.close();
  } finally {
    await database.close();
    await rm(directory, { recursive: true, force: true });
  }
}

await main();
