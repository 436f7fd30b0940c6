import type { Kysely } from 'kysely';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import type { Database } from '../../../../db/schema';
import type { JobLog } from '../../../../jobs/job-runner';
import type { StockFeed } from '../../../../market-data/market-data-provider';
import type { StockOrderRow } from '../stock-order.repository';
import { workOrder, type ExchangeContext } from './exchange-orders';
import { findMatchStates, inSavepoint, lockWorkingStockOrders } from './exchange.repository';
import type { MatchWindow } from './match';
import { settleDueFills } from './settlement';
import { readWindow } from './window';

/**
 * The simulated exchange's repeating job (issue 11 §7-8): every few seconds each process matches
 * every working order up to the clock's time, and now and then settles the fills due. It runs on
 * a timer of its own beside the job runner (a job row put back every few seconds would be claimed
 * by every `runDueJobs` caller, whatever handlers it has). Several processes may run it: every
 * order and fill is locked with SKIP LOCKED, and each order's watermark keeps a trade from being
 * matched twice. Tests and the demo route call `runExchange` and `runSettlement` directly with a
 * moved clock.
 */

/** How often the exchange matches, and how often settlement looks for due fills. */
export const EXCHANGE_INTERVAL_MS = 5_000;
export const SETTLEMENT_INTERVAL_MS = 60_000;

/** How many orders one batch locks (and holds locked until its transaction ends). */
const BATCH = 25;

/** What the exchange needs. */
export type StockExchangeDeps = { stocks: StockFeed; log?: JobLog };

/** What one round of the exchange did. */
export type ExchangeRound = { orders: number; fills: number; failed: number };

function windowCache(stocks: StockFeed, now: Date) {
  const windows = new Map<string, Promise<MatchWindow>>();
  return (order: StockOrderRow, from: Date) => {
    const key = `${order.symbol}|${from.getTime()}`;
    let window = windows.get(key);
    if (!window) {
      window = readWindow(
        stocks,
        { exchange: order.exchange as ExchangeCode, symbol: order.symbol },
        from,
        now,
      );
      windows.set(key, window);
    }
    return window;
  };
}

type Batch = { round: ExchangeRound; windowOf: ExchangeContext['windowOf'] };

/** One batch of orders after `afterId`, in `db`'s transaction; answers the last id (none: done). */
async function runBatch(
  db: Kysely<Database>,
  deps: StockExchangeDeps,
  now: Date,
  afterId: number,
  { round, windowOf }: Batch,
): Promise<number | null> {
  const orders = await lockWorkingStockOrders(db, { limit: BATCH, afterId });
  if (orders.length === 0) return null;
  const context: ExchangeContext = { db, stocks: deps.stocks, now, windowOf };
  const states = await findMatchStates(
    db,
    orders.map((order) => order.id),
  );
  for (const order of orders) {
    if (order.placedAt > now) continue;
    const error = await inSavepoint(db, async () => {
      round.fills += await workOrder(context, order, states.get(order.id));
    });
    round.orders += 1;
    if (error !== undefined) {
      round.failed += 1;
      deps.log?.error({ err: error, stockOrderId: order.id }, 'stock order matching failed');
    }
  }
  return orders.length < BATCH ? null : (orders.at(-1) as StockOrderRow).id;
}

/**
 * Matches every working order up to `now`, a batch at a time, each batch in a transaction of its
 * own (or all in the caller's): orders another process has locked are skipped, an order that
 * fails is rolled back alone and tried again next round, and a cancel waits at most for a batch.
 */
export async function runExchange(
  db: Kysely<Database>,
  deps: StockExchangeDeps,
  now: Date,
): Promise<ExchangeRound> {
  const batch: Batch = {
    round: { orders: 0, fills: 0, failed: 0 },
    windowOf: windowCache(deps.stocks, now),
  };
  for (let afterId: number | null = 0; afterId !== null;) {
    const from: number = afterId;
    afterId = db.isTransaction
      ? await runBatch(db, deps, now, from, batch)
      : await db.transaction().execute((trx) => runBatch(trx, deps, now, from, batch));
  }
  return batch.round;
}

/** Settles the fills due at `now`, in a transaction (see settlement.ts). */
export function runSettlement(db: Kysely<Database>, now: Date): Promise<number> {
  if (db.isTransaction) return settleDueFills(db, now);
  return db.transaction().execute((trx) => settleDueFills(trx, now));
}

/** A running exchange; `stop()` waits for the round in progress. */
export type StockExchangeRunner = { stop(): Promise<void> };

/**
 * Runs the exchange every `intervalMs` (and settlement every `SETTLEMENT_INTERVAL_MS`) on
 * `clock`'s time until stopped; rounds never overlap. Every process runs one: SKIP LOCKED keeps
 * two from matching the same order at once, and the watermark from matching a trade twice.
 */
export function startStockExchange(options: {
  db: Kysely<Database>;
  stocks: StockFeed;
  clock: () => Date;
  intervalMs?: number;
  log: JobLog;
}): StockExchangeRunner {
  const deps = { stocks: options.stocks, log: options.log };
  let round: Promise<unknown> = Promise.resolve();
  let isRunning = false;
  let settledAt = 0;
  const tick = async () => {
    const now = options.clock();
    await runExchange(options.db, deps, now);
    if (now.getTime() - settledAt >= SETTLEMENT_INTERVAL_MS) {
      settledAt = now.getTime();
      await runSettlement(options.db, now);
    }
  };
  const timer = setInterval(() => {
    if (isRunning) return;
    isRunning = true;
    round = tick()
      .catch((error: unknown) => options.log.error({ err: error }, 'stock exchange round failed'))
      .finally(() => (isRunning = false));
  }, options.intervalMs ?? EXCHANGE_INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      await round;
    },
  };
}
