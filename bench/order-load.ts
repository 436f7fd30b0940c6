import { randomBytes } from 'node:crypto';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../server/backoffice/core/books/ledger.repository';
import { findFundOrdersByKey } from '../server/backoffice/gateway/funds/fund-order.repository';
import { findStockOrdersByKey } from '../server/backoffice/gateway/stocks/stock-order.repository';
import { toDecimal } from '../shared/domain/decimal';
import { roundToTick } from '../shared/domain/stock-spread';
import { createSimulatedMarketData } from '../server/areas/simulated-market-data';
import type { DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoBook } from '../server/areas/compose';
import { clientRange, fundOrderScript, pgbenchTps, stockOrderScript } from './order-ceiling';
import { printRatios, runLoad, warmUp, type LoadResult } from './api-load-loop';
import {
  insertBenchClients,
  openPglite,
  openPostgres,
  signInOverHttp,
  startBenchServer,
  type Opened,
} from './bench-book';

/**
 * `npm run bench:orders` (issue 9 §3, issue 11): 50 clients, each with its own session, place fund
 * subscriptions, then stock orders (US limit buys of AAPL, taken at any hour: a HKEX order
 * outside its sessions would be refused), with unique idempotency keys through the real server,
 * on the embedded database and on PostgreSQL when `TEST_DATABASE_URL` or `DATABASE_URL` is set;
 * orders/s and p99 beside the bare liveness call of the same server in the same run. Afterwards
 * every acknowledged order must be in the books, and the books must balance.
 */

const CLIENTS = 50;
const LOAD = { connections: CLIENTS, maxRequests: 6000, maxMs: 15_000 };
const FUNDS = ['VH-HKD-MMF', 'VH-HK-EQUITY', 'LR-ASIA-BOND', 'JD-CNY-BOND'];

/** Every acknowledged order is in the books, and the books balance; answers what is wrong. */
async function auditBooks(
  database: DatabaseHandle,
  acknowledged: ReadonlyMap<string, number>,
  stockAcknowledged: ReadonlyMap<string, number>,
): Promise<string[]> {
  const problems: string[] = [];
  for (const [key, accountId] of acknowledged) {
    if ((await findFundOrdersByKey(database.db, accountId, key)).length !== 1) {
      problems.push(`order ${key} acknowledged but not in the books`);
    }
  }
  for (const [key, accountId] of stockAcknowledged) {
    if ((await findStockOrdersByKey(database.db, accountId, key)).length !== 1) {
      problems.push(`stock order ${key} acknowledged but not in the books`);
    }
  }
  const unbalanced = await findUnbalancedJournals(database.db);
  const drifting = await findDriftingLedgerAccounts(database.db);
  if (unbalanced.length > 0) problems.push(`${unbalanced.length} unbalanced journals`);
  if (drifting.length > 0) problems.push(`${drifting.length} balances differ from their entries`);
  return problems;
}

/** A limit price for AAPL on its tick table near the simulated last price now (inside 9x). */
async function aaplLimitPrice(now: Date): Promise<string> {
  const feed = createSimulatedMarketData({ clock: () => now }).stocks;
  const quote = await feed.quote('AAPL', now);
  return roundToTick('US', quote?.last ?? '200', 'down');
}

/**
 * Each order call's orders/s over PostgreSQL's own ceiling for its statements (pgbench, same
 * run, same schema, as many connections): how close the server comes to the database.
 */
async function printCeiling(
  postgres: { url: string; schema: string },
  clients: readonly { id: number }[],
  results: readonly LoadResult[],
  price: string,
): Promise<void> {
  const range = clientRange(clients.map((client) => client.id));
  // The hold's size does not change the statements' cost: the price and USD 1 of fees, as seen.
  const held = toDecimal(price).plus(1).toFixed(2);
  const scripts = [
    { name: 'placeSubscription', script: fundOrderScript() },
    { name: 'stock-order/placeOrder', script: stockOrderScript(price, held) },
  ];
  process.stdout.write(
    `\n${'call'.padEnd(22)} ${'req/s'.padStart(8)} ${'pgbench tps'.padStart(12)} ${'ratio'.padStart(8)}\n`,
  );
  for (const { name, script } of scripts) {
    const served = results.find((result) => result.name === name)?.requestsPerSecond ?? 0;
    const tps = await pgbenchTps({ ...postgres, script, range, clients: CLIENTS, seconds: 10 });
    const ratio = (served / tps).toFixed(2);
    process.stdout.write(
      `${name.padEnd(22)} ${String(served).padStart(8)} ${String(tps).padStart(12)} ${ratio.padStart(8)}\n`,
    );
  }
}

async function measure(kind: string, opened: Opened): Promise<void> {
  const { database } = opened;
  const now = new Date();
  await migrateToLatest(database.db);
  await seedDemoBook(database.db, now);
  const clients = await insertBenchClients(database.db, CLIENTS, now);
  const { app, port } = await startBenchServer(database);
  try {
    const sessions: Record<string, string>[] = [];
    for (const client of clients) sessions.push(await signInOverHttp(port, client.accountCode));
    const acknowledged = new Map<string, number>();
    const run = randomBytes(4).toString('hex');
    const bare = { name: 'bare example/alive', path: '/portal/api/example/alive', body: {} };
    // Orders are not warmed up: every one placed would stay in the books the audit reads.
    await warmUp(port, [bare], LOAD.connections);
    const results: LoadResult[] = [await runLoad(port, bare, LOAD)];
    results.push(
      await runLoad(
        port,
        {
          name: 'placeSubscription',
          path: '/portal/api/fund-order/placeSubscription',
          headers: (connection) => sessions[connection] ?? {},
          body: (request, connection) => ({
            accountCode: clients[connection]?.accountCode,
            fundId: FUNDS[request % FUNDS.length],
            amount: '20000',
            idempotencyKey: `bench-${run}-${connection}-${request}`,
            hasAcknowledgedRisk: true,
          }),
          onAnswer: (status, body) => {
            if (status !== 200) return;
            const answer = JSON.parse(body) as {
              result: number;
              orders: { idempotencyKey: string }[];
            };
            const key = answer.orders[0]?.idempotencyKey;
            if (answer.result !== 0 || !key) return;
            const client = clients[Number(key.split('-')[2])];
            if (client) acknowledged.set(key, client.id);
          },
        },
        LOAD,
      ),
    );
    const stockAcknowledged = new Map<string, number>();
    const price = await aaplLimitPrice(now);
    results.push(
      await runLoad(
        port,
        {
          name: 'stock-order/placeOrder',
          path: '/portal/api/stock-order/placeOrder',
          headers: (connection) => sessions[connection] ?? {},
          body: (request, connection) => ({
            accountCode: clients[connection]?.accountCode,
            symbol: 'AAPL',
            side: 'B',
            orderType: 'Limit',
            price,
            quantity: '1',
            condition: 'none',
            idempotencyKey: `stock-${run}-${connection}-${request}`,
          }),
          onAnswer: (status, body) => {
            if (status !== 200) return;
            const answer = JSON.parse(body) as {
              result: number;
              order: { idempotencyKey: string } | null;
            };
            const key = answer.order?.idempotencyKey;
            if (answer.result !== 0 || !key) return;
            const client = clients[Number(key.split('-')[2])];
            if (client) stockAcknowledged.set(key, client.id);
          },
        },
        LOAD,
      ),
    );
    process.stdout.write(`\n${kind}: ${CLIENTS} clients placing subscriptions and stock orders`);
    printRatios(results);
    if (opened.postgres) await printCeiling(opened.postgres, clients, results, price);
    const problems = await auditBooks(database, acknowledged, stockAcknowledged);
    if (stockAcknowledged.size === 0) problems.push('no stock order was acknowledged');
    process.stdout.write(
      problems.length === 0
        ? `audit: all ${acknowledged.size} fund and ${stockAcknowledged.size} stock orders acknowledged are in the books; the books balance\n`
        : `audit FAILED: ${problems.join('; ')}\n`,
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await opened.cleanUp();
  }
}

const postgresUrl = process.env.TEST_DATABASE_URL ?? process.env.DATABASE_URL;
await measure('embedded (PGlite)', await openPglite());
if (postgresUrl) await measure('PostgreSQL', await openPostgres(postgresUrl));
else process.stdout.write('\nPostgreSQL: skipped (set TEST_DATABASE_URL or DATABASE_URL)\n');
