import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../../brands/index';
import { hongKongDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { nextTradingDay, tradingSchedule } from '../../../../../shared/domain/stock-sessions';
import { roundToTick } from '../../../../../shared/domain/stock-spread';
import { createSimulatedMarketData } from '../../../../areas/simulated-market-data';
import { findAccountByCode } from '../../../../repositories/account.repository';
import {
  createScriptedStocks,
  nextFullHkexDay,
  sessionStart,
} from '../../../../test/stock-exchange-kit';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../../core/books/ledger.repository';
import { placeStockOrder } from '../place-stock-order.command';
import {
  findStockFills,
  findStockOrder,
  findStockOrderStatusChanges,
} from '../stock-order.repository';
import type { StockOrderTerms } from '../../../ports/gateway-stocks.port';
import { startJobRunner } from '../../../../jobs/job-runner';
import { everyJobHandler } from '../../../../test/job-handlers-kit';
import { queueStockExchange, runExchange, stockExchangeJobHandlers } from './exchange.job';

/**
 * The exchange on the simulated feed itself (no script): a limit buy at the day's high fills
 * against the feed's tape within the morning, never beyond the traded volume's share; a stop-loss
 * sell waits for the quote to fall to its trigger; a US Market buy fills in regular hours.
 */

let database: TestDatabase;
let accountId: number;
const brand = getBrand('default');
const stocks = createSimulatedMarketData({ clock: () => new Date() }).stocks;
const day = nextFullHkexDay(hongKongDate(new Date()));

async function place(
  key: string,
  terms: Partial<StockOrderTerms>,
  now: Date,
  orderBrand: typeof brand = brand,
) {
  const outcome = await placeStockOrder(
    { db: database.db, stocks, brand: orderBrand },
    {
      client: { accountId, accountCode: 'C10001' },
      idempotencyKey: `feed-${key}`,
      requestHash: `feed-${key}`,
      placedByAccountId: null,
      // The day's prices may lie far from the quote at the placing instant: confirmed (8357).
      isFarPriceConfirmed: true,
      now,
      terms: {
        symbol: '00700',
        side: 'B',
        orderType: 'Limit',
        quantity: '100',
        condition: 'none',
        remark: '',
        ...terms,
      },
    },
  );
  expect([key, outcome.result]).toEqual([key, 0]);
  return outcome.order?.orderId as number;
}

beforeAll(async () => {
  database = await openTestDatabase();
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  accountId = account?.id as number;
});

afterAll(async () => {
  await database?.close();
});

describe('the exchange on the simulated feed', () => {
  it("fills a limit buy at the morning's high against the feed's tape", async () => {
    const start = sessionStart('HKEX', day, 'morning');
    const end = new Date(start.getTime() + 60 * 60_000);
    const tape = await stocks.tape('00700', start, end);
    expect(tape.length).toBeGreaterThan(0);
    const high = tape.reduce(
      (max, trade) => (toDecimal(trade.price).gt(max) ? trade.price : max),
      '0',
    );
    const orderId = await place(
      'high',
      { price: roundToTick('A', high, 'up'), quantity: '200' },
      start,
    );
    const round = await runExchange(database.db, { stocks }, end);
    expect(round).toMatchObject({ failed: 0 });
    const order = await findStockOrder(database.db, orderId);
    expect(order?.status).toBe('matched');
    const fills = await findStockFills(database.db, orderId);
    for (const fill of fills) {
      const trade = tape.find((row) => row.at.getTime() === fill.filledAt.getTime());
      expect(toDecimal(fill.price).toFixed()).toBe(toDecimal(trade?.price as string).toFixed());
      expect(toDecimal(fill.quantity).lte(trade?.volume as string)).toBe(true);
    }
    expect(await findUnbalancedJournals(database.db)).toEqual([]);
    expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
  });

  it('keeps a stop-loss order waiting until the quote reaches its trigger', async () => {
    const scripted = createScriptedStocks(stocks);
    const start = sessionStart('HKEX', day, 'afternoon');
    const quote = await stocks.quote('00700', start);
    const trigger = roundToTick(
      'A',
      toDecimal(quote?.last as string)
        .mul('0.9')
        .toFixed(),
      'down',
    );
    const orderId = await place(
      'stop',
      { price: quote?.last, condition: 'stopLoss', side: 'B', triggerPrice: trigger },
      start,
    );
    // A buy stop-loss triggers when the price rises to its trigger: at 90% it holds at once.
    await runExchange(database.db, { stocks: scripted }, new Date(start.getTime() + 60_000));
    expect((await findStockOrder(database.db, orderId))?.status).not.toBe('pending');
    const waiting = await place(
      'stop-wait',
      { price: quote?.last, condition: 'stopLoss', side: 'B', triggerPrice: '9990' },
      new Date(start.getTime() + 60_000),
    );
    await runExchange(database.db, { stocks: scripted }, new Date(start.getTime() + 120_000));
    expect((await findStockOrder(database.db, waiting))?.status).toBe('pending');
    scripted.setQuote('00700', { last: '9990' });
    await runExchange(database.db, { stocks: scripted }, new Date(start.getTime() + 180_000));
    expect((await findStockOrder(database.db, waiting))?.status).not.toBe('pending');
  });

  it('fills a US Market buy in regular hours only', async () => {
    const usDay = nextTradingDay('US', hongKongDate(new Date()));
    const regular = tradingSchedule('US', usDay).find((entry) => entry.session === 'regular');
    const before = new Date((regular?.start as Date).getTime() - 30 * 60_000);
    const orderId = await place(
      'aapl',
      { symbol: 'AAPL', orderType: 'Market', price: undefined, quantity: '5' },
      before,
    );
    await runExchange(database.db, { stocks }, new Date((regular?.start as Date).getTime() - 1));
    expect((await findStockOrder(database.db, orderId))?.status).not.toBe('matched');
    await runExchange(
      database.db,
      { stocks },
      new Date((regular?.start as Date).getTime() + 30 * 60_000),
    );
    const fills = await findStockFills(database.db, orderId);
    expect(fills.length).toBeGreaterThan(0);
    for (const fill of fills) expect(fill.filledAt >= (regular?.start as Date)).toBe(true);
  });

  it('grants an out-of-spread override, then sends the order like any other', async () => {
    const overriding = { ...brand, features: { ...brand.features, overrideOutOfSpread: true } };
    const start = sessionStart('HKEX', day, 'afternoon', 30 * 60_000);
    const quote = await stocks.quote('00700', start);
    // A tenth over the grid: off 00700's 0.2 or 0.5 tick, yet no finer than it (a finer price is
    // refused with 8203 whatever the brand, and never reaches a dealer).
    const offTick = toDecimal(roundToTick('A', quote?.last as string, 'down')).add('0.1');
    const orderId = await place('override', { price: offTick.toFixed() }, start, overriding);
    expect((await findStockOrder(database.db, orderId))?.status).toBe('overriding');
    await runExchange(database.db, { stocks }, new Date(start.getTime() + 60_000));
    const changes = await findStockOrderStatusChanges(database.db, orderId);
    expect(changes.map((change) => change.toStatus).slice(0, 4)).toEqual([
      'overriding',
      'override success',
      'processing',
      'queuing',
    ]);
  });

  it("runs as jobs of the server's runner, each round queued once, until stopped", async () => {
    const start = sessionStart('HKEX', day, 'afternoon', 60 * 60_000);
    const quote = await stocks.quote('00700', start);
    const low = roundToTick(
      'A',
      toDecimal(quote?.last as string)
        .mul('0.8')
        .toFixed(),
      'down',
    );
    const orderId = await place('runner', { price: low, quantity: '100' }, start);
    let now = start;
    const errors: object[] = [];
    const log = { error: (details: object) => errors.push(details), warn: () => undefined };
    await queueStockExchange(database.db, now);
    await queueStockExchange(database.db, now);
    const runner = startJobRunner({
      db: database.db,
      handlers: everyJobHandler(
        { brand, vapid: { keys: null, subject: 'mailto:operator@portico.test' } },
        stockExchangeJobHandlers({ stocks, log }),
      ),
      clock: () => now,
      intervalMs: 20,
      log,
    });
    now = new Date(start.getTime() + 60_000);
    await new Promise((resolve) => setTimeout(resolve, 400));
    await runner.stop();
    expect(errors).toEqual([]);
    expect((await findStockOrder(database.db, orderId))?.status).toBe('queuing');
    const rounds = await database.db
      .selectFrom('job')
      .select(['kind', 'status', 'runAt'])
      .where('kind', 'in', ['stockMatching', 'stockSettlement'])
      .orderBy('kind')
      .execute();
    // Each put back for its next round, after the moved clock's.
    expect(rounds.map(({ kind, status }) => [kind, status])).toEqual([
      ['stockMatching', 'queued'],
      ['stockSettlement', 'queued'],
    ]);
    for (const round of rounds) expect(round.runAt > now).toBe(true);
  });
});
