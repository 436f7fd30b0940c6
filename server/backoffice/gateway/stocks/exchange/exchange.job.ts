import type { Kysely } from 'kysely';
import type { ExchangeCode } from '../../../../../shared/contracts/stock-definition';
import type { Database } from '../../../../db/schema';
import type { JobHandlers } from '../../../../jobs/job-kinds';
import type { JobLog } from '../../../../jobs/job-runner';
import { bringQueuedJobBack, hasQueuedJob, insertJob } from '../../../../jobs/job.repository';
import type { StockFeed } from '../../../../market-data/stock-feed';
import type { StockOrderRow } from '../stock-order.repository';
import { workOrder, type ExchangeContext } from './exchange-orders';
import { findMatchStates, inSavepoint, lockWorkingStockOrders } from './exchange.repository';
import type { MatchWindow } from './match';
import { settleDueFills } from './settlement';
import { readWindow } from './window';

/**
 * The simulated exchange's repeating work (issue 11 §7-8): every few seconds it matches every
 * working order up to the clock's time, and every minute it settles the fills due. Both are jobs
 * of the one job runner (`stockMatching`, `stockSettlement`), each a single recurring row claimed
 * with SKIP LOCKED like every other job: with several processes, one of them does each round
 * instead of every process matching on a timer of its own, and since every runner has a handler
 * for every kind (job-handlers.ts), whichever process claims a round can run it. Rounds of two
 * processes may still overlap (a long round and the next claim): every order and fill is locked
 * with SKIP LOCKED, and each order's watermark keeps a trade from being matched twice. Tests and
 * the demo route call `runExchange` and `runSettlement` directly with a moved clock.
 */

/** How often the exchange matches, and how often settlement looks for due fills. */
export const EXCHANGE_INTERVAL_MS = 5_000;
export const SETTLEMENT_INTERVAL_MS = 60_000;

/**
 * A round's next run is due this much before its interval is up: the runner polls every interval
 * at most (main.ts), and a poll reading its clock a millisecond short of the due time would leave
 * the round to the poll after, twice the interval later.
 */
const ROUND_EARLY_MS = 250;

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

const ROUNDS = [
  ['stockMatching', EXCHANGE_INTERVAL_MS],
  ['stockSettlement', SETTLEMENT_INTERVAL_MS],
] as const;

/**
 * Queues the exchange's rounds at once (at start-up; each then comes back on its own), once: a
 * process finding a round queued leaves it, unless it is due more than its interval ahead (the
 * demo's `run-dealing?at=` ran it ahead in time), when it comes back to `now`.
 */
export async function queueStockExchange(db: Kysely<Database>, now: Date): Promise<void> {
  for (const [kind, intervalMs] of ROUNDS) {
    if (await hasQueuedJob(db, kind)) {
      await bringQueuedJobBack(db, kind, { after: new Date(now.getTime() + intervalMs), to: now });
    } else {
      await insertJob(db, { kind, payload: {}, runAt: now });
    }
  }
}

const nextRound = (now: Date, intervalMs: number) =>
  new Date(now.getTime() + intervalMs - ROUND_EARLY_MS);

/**
 * The exchange's job handlers: each claim only puts the row back for the next round, and the
 * round runs once the claim has committed (`afterCommit`), in transactions of its own (matching a
 * batch at a time, so a cancel waits at most for a batch). A round that fails is logged and left
 * to the next one, never counted against the job: a recurring row failing its fifth time in its
 * life would stop the exchange for good.
 */
export function stockExchangeJobHandlers(
  deps: StockExchangeDeps,
): Pick<JobHandlers, 'stockMatching' | 'stockSettlement'> {
  return {
    stockMatching: (_db, _payload, now) =>
      Promise.resolve({
        retryAt: nextRound(now, EXCHANGE_INTERVAL_MS),
        afterCommit: async (root) => {
          await runExchange(root, deps, now);
        },
      }),
    stockSettlement: (_db, _payload, now) =>
      Promise.resolve({
        retryAt: nextRound(now, SETTLEMENT_INTERVAL_MS),
        afterCommit: async (root) => {
          await runSettlement(root, now);
        },
      }),
  };
}
