import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../../../shared/contracts/index';
import { hongKongDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import { nextTradingDay, settlementDate } from '../../../../../shared/domain/stock-sessions';
import { roundToTick, stepPrice } from '../../../../../shared/domain/stock-spread';
import { createSimulatedMarketData } from '../../../../areas/simulated-market-data';
import { DEMO_TRADE_PASSWORD } from '../../../../seed/demo-sign-in';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../../../test/auth-client';
import {
  createScriptedStocks,
  nextFullHkexDay,
  sessionStart,
  tradeAt,
  type ScriptedStocks,
} from '../../../../test/stock-exchange-kit';
import { runExchange, runSettlement } from './exchange.job';

/**
 * The exchange seen through the calls (issue 11 §7-8, §13) with a moved clock: orders placed with
 * `stock-order/placeOrder` enter the market at the open, fill in parts against the tape, show
 * their fills and every status move in `loadOrderTimeline`, expire at the close as Market Close
 * Cancel, settle T+2 into available cash, and leave a contract note in the trade documents. Each
 * test has an app of its own: a contract note lists every order filled that day, so a shared
 * database would show one test the others' notes.
 */

let t: AuthTestApp;
let stocks: ScriptedStocks;
let price: string;
const day = nextFullHkexDay(hongKongDate(new Date()));
const sessions = new Map<string, BrowserSession>();

const at = (session: Parameters<typeof sessionStart>[2], minutes = 0, date = day) =>
  sessionStart('HKEX', date, session, minutes * 60_000);

async function call<N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> {
  const key = String(t.clock.now.getTime());
  const session = sessions.get(key) ?? (await signIn(t.app, 'C10001'));
  sessions.set(key, session);
  const reply = await post(t.app, name, input, session);
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

const exchange = () => runExchange(t.db, { stocks }, t.clock.now);

async function placeBuy(key: string, limit: string, quantity: string) {
  const answer = await call('stock-order/placeOrder', {
    accountCode: 'C10001',
    idempotencyKey: `exchange-http-${key}`,
    symbol: '00700',
    side: 'B',
    orderType: 'Limit',
    price: limit,
    quantity,
    condition: 'none',
    remark: '',
    tradePassword: DEMO_TRADE_PASSWORD,
    // Limits from the day's tape may lie far from the quote at placing: confirmed (8357).
    confirmFarPrice: true,
  });
  expect(answer).toMatchObject({ result: 0 });
  return answer.order?.orderId as number;
}

const timeline = (orderId: number) =>
  call('stock-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

const hkd = async () => {
  const { balances } = await call('balance/searchCashBalances', { accountCode: 'C10001' });
  const row = balances.find((balance: { currency: string }) => balance.currency === 'HKD');
  return row as { available: string; holdFundAmount: string; pending: string };
};

beforeEach(async () => {
  const base = createSimulatedMarketData({ clock: () => new Date() });
  stocks = createScriptedStocks(base.stocks);
  stocks.script('00700');
  t = await createAuthTestApp({ marketData: { ...base, stocks } });
  t.clock.now = at('preOpeningInput', -30);
  sessions.clear();
  const quote = await stocks.quote('00700', t.clock.now);
  price = roundToTick('A', quote?.previousClose as string, 'down');
});

afterEach(async () => {
  await t?.close();
});

/**
 * Two buys placed before the open: one at the last close that the tape fills, 100 by 10:20 and
 * the rest by 11:00, and one 20 ticks under it that never fills; the clock at 10:20.
 */
async function placeTheMorningBuys(): Promise<{ filledId: number; expiringId: number }> {
  const filledId = await placeBuy('filled', price, '300');
  const expiringId = await placeBuy('expiring', stepPrice('A', price, -20), '100');
  stocks.print('00700', tradeAt(day, 'morning', 5 * 60_000, price, '400'));
  stocks.print('00700', tradeAt(day, 'morning', 50 * 60_000, price, '4000'));
  t.clock.now = at('morning', 20);
  await exchange();
  return { filledId, expiringId };
}

/** The morning's buys, the first filled by 11:00. */
async function fillTheMorningBuy(): Promise<{ filledId: number; expiringId: number }> {
  const placed = await placeTheMorningBuys();
  t.clock.now = at('morning', 60);
  await exchange();
  return placed;
}

describe('a trading day through the calls', () => {
  it('fills a limit buy in parts during the morning and shows it in the timeline', async () => {
    const { filledId } = await placeTheMorningBuys();
    const partly = await timeline(filledId);
    expect(partly.order).toMatchObject({
      status: 'partially matched',
      displayStatus: 'Partially Filled',
    });
    expect(toDecimal(partly.order?.filledQuantity as string).toFixed()).toBe('100');
    t.clock.now = at('morning', 60);
    await exchange();
    const done = await timeline(filledId);
    expect(done.order).toMatchObject({ status: 'matched', displayStatus: 'Filled' });
    expect(done.changes.map((change) => change.status)).toEqual([
      'pending',
      'processing',
      'queuing',
      'partially matched',
      'matched',
    ]);
    expect(done.fills).toHaveLength(2);
    expect(done.fills[0]).toMatchObject({
      tradeDate: day,
      settlementDate: settlementDate('HKEX', day),
      isSettled: false,
    });
  });

  it('lists the working order as open and expires it at the close as Market Close Cancel', async () => {
    const { expiringId } = await fillTheMorningBuy();
    const open = await call('stock-order/searchOrders', { accountCode: 'C10001', openOnly: true });
    expect(open.orders.map((order) => order.orderId)).toContain(expiringId);
    const before = await hkd();
    t.clock.now = at('closingRandom', 30);
    await exchange();
    const { order } = await timeline(expiringId);
    expect(order).toMatchObject({ status: 'unmatched', displayStatus: 'Market Close Cancel' });
    const after = await hkd();
    expect(toDecimal(after.available).gt(before.available)).toBe(true);
  });

  it('settles T+2 and issues the contract note in the trade documents', async () => {
    const { filledId } = await fillTheMorningBuy();
    t.clock.now = at('closingRandom', 30);
    await exchange();
    const pendingBefore = toDecimal((await hkd()).pending);
    t.clock.now = at('preOpeningInput', 0, nextTradingDay('HKEX', day));
    expect(await runSettlement(t.db, t.clock.now)).toBe(0);
    t.clock.now = at('preOpeningInput', 0, settlementDate('HKEX', day));
    expect(await runSettlement(t.db, t.clock.now)).toBe(2);
    const { fills } = await timeline(filledId);
    expect(fills.every((fill) => fill.isSettled)).toBe(true);
    expect(toDecimal((await hkd()).pending).toFixed()).toBe(pendingBefore.toFixed());
    const { documents } = await call('trade-document/searchTradeDocuments', {
      accountCode: 'C10001',
      type: 'contractNote',
    });
    expect(documents.map((document) => document.id)).toEqual([`contract:${filledId}:${day}`]);
    const file = await call('trade-document/downloadTradeDocument', {
      accountCode: 'C10001',
      documentId: `contract:${filledId}:${day}`,
      language: 'zh-CN',
    });
    expect(file.fileName).toBe(`C10001-contract-${filledId}-${day}.pdf`);
  });

  it('runs the exchange at a given instant on the demo route, and only in demo mode', async () => {
    const run = (at: string) =>
      t.app.inject({ method: 'POST', url: `/portal/dev/run-exchange?at=${at}` });
    expect((await run(t.clock.now.toISOString())).statusCode).toBe(404);
    const demo = await createAuthTestApp({ env: { DEMO: '1' } });
    try {
      const reply = await demo.app.inject({
        method: 'POST',
        url: `/portal/dev/run-exchange?at=${encodeURIComponent(at('morning', 5).toISOString())}`,
      });
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toMatchObject({ failed: 0, settled: 0 });
      const bad = await demo.app.inject({
        method: 'POST',
        url: '/portal/dev/run-exchange?at=soon',
      });
      expect(bad.statusCode).toBe(400);
    } finally {
      await demo.close();
    }
  });
});
