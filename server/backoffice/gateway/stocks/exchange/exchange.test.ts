import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getBrand } from '../../../../../brands/index';
import { hongKongDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { stepPrice, roundToTick } from '../../../../../shared/domain/stock-spread';
import { nextTradingDay, settlementDate } from '../../../../../shared/domain/stock-sessions';
import { createSimulatedMarketData } from '../../../../areas/simulated-market-data';
import { findAccountByCode } from '../../../../repositories/account.repository';
import {
  createScriptedStocks,
  nextFullHkexDay,
  sessionStart,
  tradeAt,
  type ScriptedStocks,
} from '../../../../test/stock-exchange-kit';
import { openTestDatabase, type TestDatabase } from '../../../../test/test-database';
import { postJournal } from '../../../core/books/ledger';
import {
  findDriftingLedgerAccounts,
  findLedgerAccountsOf,
  findUnbalancedJournals,
} from '../../../core/books/ledger.repository';
import { placeStockOrder } from '../place-stock-order.command';
import {
  findStockFills,
  findStockOrder,
  findStockOrderStatusChanges,
} from '../stock-order.repository';
import type { StockOrderTerms } from '../../../ports/gateway-stocks.port';
import { pdfStructureProblems, pdfText } from '../../../../pdf/pdf-inspect';
import { tradeDocumentFile, tradeDocumentsOf } from '../../trade-documents/trade-documents';
import { runExchange, runSettlement } from './exchange.job';

/**
 * The simulated exchange through one HKEX trading day and the next (issue 11 §7-8), on the books
 * with a moved clock and a scripted tape: the opening auction, continuous fills in parts, no
 * matching at lunch, the closing auction, day orders expiring unmatched, a good-till-date order
 * filling the next day, and T+2 settlement. Each test is one step of the day, on a database of its
 * own: it first takes every step before its own (`step`), as the day is one story.
 */

let database: TestDatabase;
let stocks: ScriptedStocks;
let accountId: number;
const brand = getBrand('default');
const day = nextFullHkexDay(hongKongDate(new Date()));
const day2 = nextTradingDay('HKEX', day);
let price: string;
let orders: Record<string, number>;

const at = (session: Parameters<typeof sessionStart>[2], minutes = 0, date = day) =>
  sessionStart('HKEX', date, session, minutes * 60_000);

async function place(key: string, terms: Partial<StockOrderTerms>, now: Date) {
  const outcome = await placeStockOrder(
    { db: database.db, stocks, brand },
    {
      client: { accountId, accountCode: 'C10001' },
      idempotencyKey: `exchange-${key}`,
      requestHash: `exchange-${key}`,
      placedByAccountId: null,
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
  orders[key] = outcome.order?.orderId as number;
}

const order = async (key: string) => {
  const row = await findStockOrder(database.db, orders[key] as number);
  if (!row) throw new Error(`no order ${key}`);
  const plain = (value: string) => toDecimal(value).toFixed();
  return {
    ...row,
    filledQuantity: plain(row.filledQuantity),
    heldAmount: plain(row.heldAmount),
  };
};
const status = async (key: string) => (await order(key)).status;
const run = (now: Date) => runExchange(database.db, { stocks }, now);

async function balances() {
  const accounts = await findLedgerAccountsOf(database.db, accountId);
  const of = (kind: string, asset: string) =>
    toDecimal(accounts.find((row) => row.kind === kind && row.asset === asset)?.balance ?? '0');
  return {
    cash: of('cash', 'HKD'),
    cashHeld: of('cashHeld', 'HKD'),
    cashPending: of('cashPending', 'HKD'),
    shares: of('shares', '00700'),
    sharesFrozen: of('sharesFrozen', '00700'),
    sharesPending: of('sharesPending', '00700'),
  };
}

async function booksAreSound() {
  expect(await findUnbalancedJournals(database.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(database.db)).toEqual([]);
}

beforeEach(async () => {
  database = await openTestDatabase();
  stocks = createScriptedStocks(createSimulatedMarketData({ clock: () => new Date() }).stocks);
  stocks.script('00700');
  orders = {};
  const account = await findAccountByCode(database.db, 'C10001', 'gateway');
  accountId = account?.id as number;
  const quote = await stocks.quote('00700', at('preOpeningInput', -30));
  price = roundToTick('A', quote?.previousClose as string, 'down');
  const held = await balances();
  if (held.shares.lt(1000)) {
    // The demo seed of stock holdings may not be there yet: give the client 1,000 shares.
    await postJournal(database.db, {
      reason: 'transferIn',
      postedAt: at('preOpeningInput', -60),
      movements: [
        {
          from: { kind: 'clearing', assetType: 'shares', asset: '00700' },
          to: { kind: 'shares', ownerAccountId: accountId, asset: '00700' },
          amount: '1000',
        },
      ],
    });
  }
});

afterEach(async () => {
  await database?.close();
});

const steps: (() => Promise<void>)[] = [];

/**
 * A test of one step of the day: it takes the steps written before it first, checks and all, so
 * it finds the orders, tape and books its step follows on, whichever tests ran before it.
 */
function step(name: string, take: () => Promise<void>): void {
  const earlier = [...steps];
  steps.push(take);
  it(name, async () => {
    for (const before of earlier) await before();
    await take();
  });
}

describe('a trading day on the simulated exchange', () => {
  step(
    'takes orders before the open and waits: AO for the opening auction, limits for 09:30',
    async () => {
      const before = at('preOpeningInput', -30);
      await place('limit', { price, quantity: '300' }, before);
      await place('low', { price: stepPrice('A', price, -20) }, before);
      await place(
        'gtd',
        { price: stepPrice('A', price, -10), condition: 'goodTillDate', goodTillDate: day2 },
        before,
      );
      await place('ao', { side: 'S', orderType: 'AO', quantity: '200' }, before);
      expect(await run(before)).toMatchObject({ fills: 0, failed: 0 });
      await run(at('preOpeningInput', 10));
      expect(await status('ao')).toBe('queuing');
      expect(await status('limit')).toBe('pending');
      expect((await balances()).sharesFrozen.toFixed()).toBe('200');
    },
  );

  step('fills the AO at the opening auction price, the proceeds pending settlement', async () => {
    const auctionPrice = stepPrice('A', price, 2);
    stocks.auction('00700', day, 'opening', auctionPrice);
    const before = await balances();
    expect(await run(at('blocking', 3))).toMatchObject({ fills: 1, failed: 0 });
    const ao = await order('ao');
    expect(ao).toMatchObject({ status: 'matched', filledQuantity: '200' });
    const [fill] = await findStockFills(database.db, ao.id);
    expect(toDecimal(fill?.price as string).toFixed()).toBe(toDecimal(auctionPrice).toFixed());
    expect(toDecimal(fill?.quantity as string).toFixed()).toBe('200');
    const net = toDecimal(fill?.consideration as string).sub(fill?.totalFees as string);
    const after = await balances();
    expect(after.cashPending.sub(before.cashPending).toFixed()).toBe(net.toFixed());
    expect(after.sharesFrozen.toFixed()).toBe('0');
    expect(fill?.settlementDate).toBe(settlementDate('HKEX', day));
    await booksAreSound();
  });

  step(
    'enters the limit orders at 09:30 and fills in parts bounded by the traded volume',
    async () => {
      stocks.print('00700', tradeAt(day, 'morning', 10 * 60_000, stepPrice('A', price, 1), '4000'));
      stocks.print('00700', tradeAt(day, 'morning', 11 * 60_000, price, '400'));
      stocks.print(
        '00700',
        tradeAt(day, 'morning', 40 * 60_000, stepPrice('A', price, -1), '2000'),
      );
      await run(at('morning', 20));
      expect(await order('limit')).toMatchObject({
        status: 'partially matched',
        filledQuantity: '100',
      });
      expect(await status('gtd')).toBe('queuing');
      // The same instant again changes nothing: the watermark keeps a trade from counting twice.
      expect(await run(at('morning', 20))).toMatchObject({ fills: 0 });
      await run(at('morning', 50));
      const limit = await order('limit');
      expect(limit).toMatchObject({ status: 'matched', filledQuantity: '300', heldAmount: '0' });
      const changes = await findStockOrderStatusChanges(database.db, limit.id);
      expect(changes.map((row) => row.toStatus)).toEqual([
        'pending',
        'processing',
        'queuing',
        'partially matched',
        'matched',
      ]);
      expect((await balances()).sharesPending.toFixed()).toBe('300');
      await booksAreSound();
    },
  );

  step('matches nothing at lunch', async () => {
    stocks.print('00700', tradeAt(day, 'lunch', 30 * 60_000, stepPrice('A', price, -30), '9000'));
    expect(await run(at('afternoon', 1))).toMatchObject({ fills: 0, failed: 0 });
    expect(await status('low')).toBe('queuing');
  });

  step(
    'fills an AL at the closing auction and expires day orders unmatched at the close',
    async () => {
      await place('al', { side: 'S', orderType: 'AL', price }, at('closingInput', 1));
      stocks.auction('00700', day, 'closing', stepPrice('A', price, 1));
      await run(at('closingInput', 2));
      expect(await status('al')).toBe('queuing');
      const held = (await order('low')).heldAmount;
      const before = await balances();
      await run(sessionStart('HKEX', day, 'closingRandom', 5 * 60_000));
      expect(await order('al')).toMatchObject({ status: 'matched', filledQuantity: '100' });
      expect(await order('low')).toMatchObject({ status: 'unmatched', heldAmount: '0' });
      expect(await status('gtd')).toBe('queuing');
      const after = await balances();
      expect(after.cash.sub(before.cash).toFixed()).toBe(toDecimal(held).toFixed());
      await booksAreSound();
    },
  );

  step('keeps the good-till-date order overnight and fills it the next day', async () => {
    stocks.print('00700', tradeAt(day2, 'morning', 5 * 60_000, stepPrice('A', price, -10), '800'));
    await run(at('morning', 30, day2));
    expect(await order('gtd')).toMatchObject({ status: 'matched', filledQuantity: '100' });
    await booksAreSound();
  });

  step('settles T+2: pending shares and cash become available', async () => {
    const before = await balances();
    expect(await runSettlement(database.db, at('preOpeningInput', -60, day2))).toBe(0);
    const settled = await runSettlement(
      database.db,
      sessionStart('HKEX', settlementDate('HKEX', day), 'preOpeningInput', -60 * 60_000),
    );
    expect(settled).toBe(4);
    const after = await balances();
    expect(after.sharesPending.toFixed()).toBe('100');
    expect(after.shares.sub(before.shares).toFixed()).toBe('300');
    expect(after.cashPending.toFixed()).toBe('0');
    expect(after.cash.sub(before.cash).toFixed()).toBe(before.cashPending.toFixed());
    await booksAreSound();
  });

  step(
    'issues a contract note per filled order and trade date once the day has ended',
    async () => {
      const client = { accountId, accountCode: 'C10001', holderName: 'Chan Tai Man' };
      const during = await tradeDocumentsOf(
        database.db,
        client,
        { type: 'contractNote' },
        at('afternoon', 0),
      );
      expect(during).toEqual([]);
      const evening = sessionStart('HKEX', day, 'closingRandom', 60 * 60_000);
      const notes = await tradeDocumentsOf(database.db, client, { type: 'contractNote' }, evening);
      expect(notes.map((note) => note.id).sort()).toEqual(
        ['ao', 'limit', 'al'].map((key) => `contract:${orders[key]}:${day}`).sort(),
      );
      expect(notes[0]).toMatchObject({ periodStart: day, periodEnd: day });
      const deps = {
        db: database.db,
        funds: createSimulatedMarketData({ clock: () => new Date() }).funds,
        stocks,
        brand,
      };
      const documentId = `contract:${orders.limit}:${day}`;
      const file = await tradeDocumentFile(deps, client, {
        documentId,
        language: 'en',
        now: evening,
      });
      const pdf = Buffer.from(file.contentBase64, 'base64');
      expect(pdfStructureProblems(pdf)).toEqual([]);
      const text = pdfText(pdf);
      for (const expected of [
        'Contract note',
        'Tencent',
        'Buy',
        'Brokerage',
        'Net amount payable',
      ]) {
        expect(text).toContain(expected);
      }
      const zh = await tradeDocumentFile(deps, client, {
        documentId,
        language: 'zh-HK',
        now: evening,
      });
      expect(pdfText(Buffer.from(zh.contentBase64, 'base64'))).toContain('成交單據');
      // Another day, another client's view, or before the close: no such note.
      await expect(
        tradeDocumentFile(deps, client, {
          documentId: `contract:${orders.limit}:${day2}`,
          language: 'en',
          now: evening,
        }),
      ).rejects.toThrow();
      await expect(
        tradeDocumentFile(
          deps,
          { ...client, accountId: accountId + 1 },
          { documentId, language: 'en', now: evening },
        ),
      ).rejects.toThrow();
    },
  );

  step(
    "shows the day's stock trades, share movements and holdings in the daily statement",
    async () => {
      const client = { accountId, accountCode: 'C10001', holderName: 'Chan Tai Man' };
      const deps = {
        db: database.db,
        funds: createSimulatedMarketData({ clock: () => new Date() }).funds,
        stocks,
        brand,
      };
      const file = await tradeDocumentFile(deps, client, {
        documentId: `daily:${day}`,
        language: 'en',
        now: at('morning', 0, day2),
      });
      const text = pdfText(Buffer.from(file.contentBase64, 'base64'));
      for (const expected of [
        'Share movements',
        'Stock trades in this period',
        'Stock holdings at period end',
        'Stock trade',
        '00700 Tencent',
      ]) {
        expect(text).toContain(expected);
      }
    },
  );
});
