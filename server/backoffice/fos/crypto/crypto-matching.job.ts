import Decimal from 'decimal.js';
import type { Kysely } from 'kysely';
import { toDecimal } from '../../../../shared/domain/decimal';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import type { JobLog } from '../../../jobs/job-runner';
import { bringQueuedJobBack, hasQueuedJob, insertJob } from '../../../jobs/job.repository';
import type { CryptoFeed, CryptoTapeTrade } from '../../../market-data/crypto-feed';
import { makerFillOf } from './crypto-books';
import { recordCryptoFill, releaseCryptoHold } from './crypto-fills';
import { moveCryptoOrder } from './crypto-order-lifecycle';
import {
  findWatermarks,
  inCryptoSavepoint,
  lockWorkingCryptoOrders,
  saveWatermark,
  type CryptoOrderRow,
} from './crypto-order.repository';

/**
 * The simulated venue's matching of resting crypto orders (issue 23 §4), a recurring job of the
 * one job runner (`cryptoMatching` every 5 s), at any hour: crypto has no sessions and no
 * holidays. A round locks working orders 25 at a time with SKIP LOCKED (an order another process
 * or a cancel holds is left to the next round), reads the pair's tape printed after the order's
 * watermark up to the clock, and fills a buy at its limit when a trade prints at or below it (a
 * sell at or above), each fill bounded by the trade's quantity, as a maker; then the watermark
 * moves to the clock, so no trade is counted twice. An order filled in full gives back what it
 * still holds. Tests and the demo's `run-exchange` route call `runCryptoMatching` directly.
 */

export const CRYPTO_MATCHING_INTERVAL_MS = 5_000;
const ROUND_EARLY_MS = 250;
const BATCH = 25;

export type CryptoMatchingDeps = { crypto: CryptoFeed; log?: JobLog };
export type CryptoMatchingRound = { orders: number; fills: number; failed: number };

const crosses = (order: CryptoOrderRow, trade: CryptoTapeTrade) =>
  order.side === 'B'
    ? toDecimal(trade.price).lte(order.price ?? '0')
    : toDecimal(trade.price).gte(order.price ?? '0');

/** Fills one order against the tape of (watermark, now]; answers how many fills it made. */
async function matchOrder(
  db: Kysely<Database>,
  deps: CryptoMatchingDeps,
  start: CryptoOrderRow,
  watermark: Date,
  now: Date,
): Promise<number> {
  const pair = await deps.crypto.pair(start.pair);
  const tape = await deps.crypto.tape(start.pair, watermark, now);
  let order = start;
  let fills = 0;
  for (const trade of tape) {
    if (order.status === 'filled') break;
    if (!crosses(order, trade)) continue;
    const left = toDecimal(order.orderQuantity).sub(order.filledQuantity);
    const quantity = Decimal.min(left, trade.quantity).toFixed();
    if (toDecimal(quantity).lte(0)) continue;
    const rate = pair?.makerFeeRate ?? '0';
    const fill = makerFillOf(
      { ...order, price: order.price ?? '0' },
      quantity,
      rate,
      order.quoteCurrency,
    );
    await recordCryptoFill(
      db,
      deps.crypto,
      order,
      { ...fill, price: order.price ?? '0', liquidity: 'maker' },
      trade.at,
    );
    fills += 1;
    const used = order.side === 'B' ? toDecimal(fill.amount).add(fill.fee) : fill.quantity;
    const filledQuantity = toDecimal(order.filledQuantity).add(quantity);
    const isDone = filledQuantity.gte(order.orderQuantity);
    const changes = {
      filledQuantity: filledQuantity.toFixed(),
      filledAmount: toDecimal(order.filledAmount).add(fill.amount).toFixed(),
      fee: toDecimal(order.fee).add(fill.fee).toFixed(),
      heldAmount: toDecimal(order.heldAmount).sub(used).toFixed(),
    };
    if (isDone) {
      // What the order no longer needs (a buy filled below its hold's rounding) goes back once.
      await releaseCryptoHold(db, { ...order, heldAmount: changes.heldAmount }, trade.at);
      order = await moveCryptoOrder(db, order, 'filled', trade.at, { ...changes, heldAmount: '0' });
    } else {
      order = await moveCryptoOrder(db, order, 'partiallyFilled', trade.at, changes);
    }
  }
  await saveWatermark(db, order.id, now);
  return fills;
}

async function runBatch(
  db: Kysely<Database>,
  deps: CryptoMatchingDeps,
  now: Date,
  afterId: number,
  round: CryptoMatchingRound,
): Promise<number | null> {
  const orders = await lockWorkingCryptoOrders(db, { limit: BATCH, afterId });
  if (orders.length === 0) return null;
  const watermarks = await findWatermarks(
    db,
    orders.map((order) => order.id),
  );
  for (const order of orders) {
    const watermark = watermarks.get(order.id) ?? order.placedAt;
    if (watermark >= now) continue;
    round.orders += 1;
    const error = await inCryptoSavepoint(db, async () => {
      round.fills += await matchOrder(db, deps, order, watermark, now);
    });
    if (error !== undefined) {
      round.failed += 1;
      deps.log?.error({ err: error, cryptoOrderId: order.id }, 'crypto order matching failed');
    }
  }
  return orders.length < BATCH ? null : (orders.at(-1) as CryptoOrderRow).id;
}

/**
 * Matches every resting order up to `now`, a batch at a time, each batch in a transaction of its
 * own (or all in the caller's): an order that fails is rolled back alone and tried next round.
 */
export async function runCryptoMatching(
  db: Kysely<Database>,
  deps: CryptoMatchingDeps,
  now: Date,
): Promise<CryptoMatchingRound> {
  const round: CryptoMatchingRound = { orders: 0, fills: 0, failed: 0 };
  for (let afterId: number | null = 0; afterId !== null;) {
    const from: number = afterId;
    afterId = db.isTransaction
      ? await runBatch(db, deps, now, from, round)
      : await db.transaction().execute((trx) => runBatch(trx, deps, now, from, round));
  }
  return round;
}

/**
 * Queues the matching round at once (at start-up; it then comes back on its own), once: a
 * process finding it queued leaves it, unless it is due more than an interval ahead.
 */
export async function queueCryptoMatching(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJob(db, 'cryptoMatching')) {
    await bringQueuedJobBack(db, 'cryptoMatching', {
      after: new Date(now.getTime() + CRYPTO_MATCHING_INTERVAL_MS),
      to: now,
    });
  } else {
    await insertJob(db, { kind: 'cryptoMatching', payload: {}, runAt: now });
  }
}

/**
 * The round's job handler: the claim only puts the row back for the next round, and the round
 * runs once the claim has committed; a failing round is logged and left to the next one.
 */
export function cryptoMatchingJobHandlers(
  deps: CryptoMatchingDeps,
): Pick<JobHandlers, 'cryptoMatching'> {
  return {
    cryptoMatching: (_db, _payload, now) =>
      Promise.resolve({
        retryAt: new Date(now.getTime() + CRYPTO_MATCHING_INTERVAL_MS - ROUND_EARLY_MS),
        afterCommit: async (root) => {
          await runCryptoMatching(root, deps, now);
        },
      }),
  };
}
