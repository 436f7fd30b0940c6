import { randomBytes } from 'node:crypto';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../server/backoffice/core/books/ledger.repository';
import { findFundOrdersByKey } from '../server/backoffice/gateway/funds/fund-order.repository';
import { findStockOrdersByKey } from '../server/backoffice/gateway/stocks/stock-order.repository';
import { findCryptoOrdersByKey } from '../server/backoffice/fos/crypto/crypto-order.repository';
import { clientBook, firmBook, postJournal } from '../server/backoffice/core/books/ledger';
import type { Database } from '../server/db/schema';
import { findAccountKeys, insertAccounts } from '../server/repositories/account.repository';
import { hashPassword } from '../server/security/password';
import { DEMO_PASSWORD } from '../server/seed/demo-book';
import { SESSION_HEADER } from '../shared/contracts/common';
import type { Kysely } from 'kysely';
import { toDecimal } from '../shared/domain/decimal';
import { roundToTick } from '../shared/domain/stock-spread';
import { createSimulatedMarketData } from '../server/areas/simulated-market-data';
import type { DatabaseHandle } from '../server/db/database';
import { migrateToLatest } from '../server/db/migrate';
import { seedDemoBook } from '../server/areas/compose';
import {
  clientRange,
  fundOrderScript,
  nodePgTps,
  pgbenchTps,
  stockOrderScript,
} from './order-ceiling';
import { printRatios, runLoad, warmUp, type LoadResult } from './api-load-loop';
import {
  insertBenchClients,
  measureOnEachDatabase,
  signInOverHttp,
  startBenchServer,
  type Opened,
} from './bench-book';

/**
 * `npm run bench:orders` (issue 9 §3, issue 11): 50 clients, each with its own session, place fund
 * subscriptions, then stock orders (US limit buys of AAPL, taken at any hour: a HKEX order
 * outside its sessions would be refused), then 50 Fos clients crypto market buys of BTC-USD (each
 * filled within its placement on the Fos books), with unique idempotency keys through the real server,
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
  cryptoAcknowledged: ReadonlyMap<string, number>,
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
  for (const [key, accountId] of cryptoAcknowledged) {
    const rows = await findCryptoOrdersByKey(database.db, accountId, key);
    if (rows.length !== 1 || rows[0]?.status !== 'filled') {
      problems.push(`crypto order ${key} acknowledged but not filled in the books`);
    }
  }
  const unbalanced = await findUnbalancedJournals(database.db);
  const drifting = await findDriftingLedgerAccounts(database.db);
  if (unbalanced.length > 0) problems.push(`${unbalanced.length} unbalanced journals`);
  if (drifting.length > 0) problems.push(`${drifting.length} balances differ from their entries`);
  return problems;
}

/** `count` Fos users `V60000`... with USD 10,000,000 each on their Fos books. */
async function insertFosBenchClients(
  db: Kysely<Database>,
  count: number,
  now: Date,
): Promise<{ id: number; accountCode: string }[]> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const codes = Array.from({ length: count }, (_, index) => `V${String(60000 + index)}`);
  await insertAccounts(
    db,
    codes.map((accountCode) => ({
      accountCode,
      source: 'fos' as const,
      role: 'user' as const,
      status: 'active' as const,
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
  const keys = (await findAccountKeys(db, codes)).filter((key) => key.source === 'fos');
  for (const key of keys) {
    await postJournal(db, {
      reason: 'deposit',
      postedAt: now,
      movements: [
        {
          from: firmBook('fosClearing', 'cash', 'USD'),
          to: clientBook('cash', key.id, 'USD'),
          amount: '10000000',
        },
      ],
    });
  }
  return keys.map((key) => ({ id: key.id, accountCode: key.accountCode }));
}

/** A Fos client's session over HTTP, as the browser holds it. */
async function signInFosOverHttp(port: number, accountCode: string) {
  const response = await fetch(`http://127.0.0.1:${port}/portal/api/account/fosPasswordLogin`, {
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

/** A limit price for AAPL on its tick table near the simulated last price now (inside 9x). */
async function aaplLimitPrice(now: Date): Promise<string> {
  const feed = createSimulatedMarketData({ clock: () => now }).stocks;
  const quote = await feed.quote('AAPL', now);
  return roundToTick('US', quote?.last ?? '200', 'down');
}

/**
 * Each order call's orders/s over PostgreSQL's own ceiling for its statements (pgbench, same
 * run, same schema, as many connections): how close the server comes to the database. Beside it,
 * the same statements from a bare Node process through the server's driver (order-ceiling-node.ts):
 * its tps over pgbench's is what any Node server on this driver reaches beside the database on
 * these cores, and the server's orders/s over it is what the server's own work costs.
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
  const columns: [string, number][] = [
    ['call', 22],
    ['req/s', 8],
    ['pgbench tps', 12],
    ['ratio', 7],
    ['simple tps', 11],
    ['ratio', 7],
    ['node-pg tps', 12],
    ['of pgbench', 11],
    ['req/node-pg', 12],
  ];
  const line = (cells: string[]) =>
    `${cells.map((cell, at) => (at === 0 ? cell.padEnd(22) : cell.padStart(columns[at]?.[1] ?? 8))).join(' ')}\n`;
  process.stdout.write(`\n${line(columns.map(([title]) => title))}`);
  for (const { name, script } of scripts) {
    const served = results.find((result) => result.name === name)?.requestsPerSecond ?? 0;
    const ceiling = { ...postgres, script, range, clients: CLIENTS, seconds: 10 };
    // Extended: the statements sent as the server's driver sends them, values apart. Simple (one
    // text per statement, values written in) is printed beside it: PostgreSQL parses less.
    const tps = await pgbenchTps({ ...ceiling, protocol: 'extended' });
    const simpleTps = await pgbenchTps({ ...ceiling, protocol: 'simple' });
    const nodeTps = await nodePgTps(ceiling);
    const ratio = (over: number, under: number) => (over / under).toFixed(2);
    process.stdout.write(
      line([
        name,
        String(served),
        String(tps),
        ratio(served, tps),
        String(simpleTps),
        ratio(served, simpleTps),
        String(nodeTps),
        ratio(nodeTps, tps),
        ratio(served, nodeTps),
      ]),
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
    const cryptoAcknowledged = new Map<string, number>();
    const fosClients = await insertFosBenchClients(database.db, CLIENTS, now);
    const fosSessions: Record<string, string>[] = [];
    for (const client of fosClients) {
      fosSessions.push(await signInFosOverHttp(port, client.accountCode));
    }
    results.push(
      await runLoad(
        port,
        {
          name: 'crypto-order/placeOrder',
          path: '/portal/api/crypto-order/placeOrder',
          headers: (connection) => fosSessions[connection] ?? {},
          body: (request, connection) => ({
            accountCode: fosClients[connection]?.accountCode,
            pair: 'BTC-USD',
            side: 'B',
            orderType: 'market',
            sizing: 'quantity',
            quantity: '0.001',
            idempotencyKey: `crypto-${run}-${connection}-${request}`,
          }),
          onAnswer: (status, body) => {
            if (status !== 200) return;
            const answer = JSON.parse(body) as {
              result: number;
              order: { idempotencyKey: string } | null;
            };
            const key = answer.order?.idempotencyKey;
            if (answer.result !== 0 || !key) return;
            const client = fosClients[Number(key.split('-')[2])];
            if (client) cryptoAcknowledged.set(key, client.id);
          },
        },
        LOAD,
      ),
    );
    process.stdout.write(
      `\n${kind}: ${CLIENTS} clients placing subscriptions and stock orders, ${CLIENTS} Fos clients crypto market buys`,
    );
    printRatios(results);
    if (opened.postgres) await printCeiling(opened.postgres, clients, results, price);
    const problems = await auditBooks(
      database,
      acknowledged,
      stockAcknowledged,
      cryptoAcknowledged,
    );
    if (stockAcknowledged.size === 0) problems.push('no stock order was acknowledged');
    if (cryptoAcknowledged.size === 0) problems.push('no crypto order was acknowledged');
    process.stdout.write(
      problems.length === 0
        ? `audit: all ${acknowledged.size} fund, ${stockAcknowledged.size} stock and ${cryptoAcknowledged.size} crypto orders acknowledged are in the books; the books balance\n`
        : `audit FAILED: ${problems.join('; ')}\n`,
    );
    if (problems.length > 0) process.exitCode = 1;
  } finally {
    await app.close();
    await opened.cleanUp();
  }
}

await measureOnEachDatabase(measure);
