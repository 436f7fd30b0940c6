import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import { toDecimal } from '../../../shared/domain/decimal';
import { STOCK_ORDER_RESULT } from '../../../shared/domain/stock-order-result';
import {
  findDriftingLedgerAccounts,
  findUnbalancedJournals,
} from '../../backoffice/embedded/books/ledger.repository';
import { moveStockOrder } from '../../backoffice/embedded/stocks/stock-order-lifecycle';
import {
  lockStockOrder,
  upsertTradingPermission,
} from '../../backoffice/embedded/stocks/stock-order.repository';
import { createSimulatedMarketData } from '../../market-data/simulated-market-data';
import { findAccountByCode } from '../../repositories/account.repository';
import { setAdvisorStockPermission } from '../../repositories/stock-instruction-permission.repository';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';
import { createFixedStockFeed, type FixedStockFeed } from '../../test/fixed-stock-feed';

/**
 * Stock orders through the real calls on PGlite (issue 11 §4-6, §9): every check's spec §8 code,
 * replays and 8247, modify and cancel holding and releasing exactly, the trading permission,
 * the adviser-level permission, and the books balanced after everything.
 */

/** Monday 30 Nov 2026, 10:00 HKT: HKEX is in its morning continuous session. */
const MORNING = new Date('2026-11-30T02:00:00.000Z');

let t: AuthTestApp;
let feed: FixedStockFeed;
let clientId: number;
let session: BrowserSession;
let keyCount = 0;
const R = STOCK_ORDER_RESULT;

async function call<N extends CallName>(
  name: N,
  input: CallInput<N>,
  as: BrowserSession = session,
): Promise<CallOutput<N>> {
  const reply = await post(t.app, name, input, as);
  expect([name, reply.statusCode, reply.statusCode === 200 ? '' : reply.body]).toEqual([
    name,
    200,
    '',
  ]);
  return reply.json<CallOutput<N>>();
}

type Terms = Omit<CallInput<'stock-order/placeOrder'>, 'accountCode' | 'idempotencyKey'>;

const limitBuy = (extra: Partial<Terms> = {}): Terms => ({
  symbol: '00700',
  side: 'B',
  orderType: 'Limit',
  price: '500',
  quantity: '100',
  condition: 'none',
  remark: '',
  tradePassword: DEMO_TRADE_PASSWORD,
  ...extra,
});

const nextKey = () => `stock-test-${(keyCount += 1)}-key`;

const place = (terms: Terms, idempotencyKey = nextKey(), as?: BrowserSession) =>
  call('stock-order/placeOrder', { accountCode: 'C10001', idempotencyKey, ...terms }, as);

const cancel = (orderId: number) =>
  call('stock-order/cancelOrder', { accountCode: 'C10001', orderId });

const modify = (orderId: number, quantity: string, price?: string) =>
  call('stock-order/modifyOrder', {
    accountCode: 'C10001',
    orderId,
    quantity,
    ...(price ? { price } : {}),
  });

const timeline = (orderId: number) =>
  call('stock-order/loadOrderTimeline', { accountCode: 'C10001', orderId });

/** C10001's books of one asset: available, held/frozen, pending. */
async function books(asset: string) {
  const rows = await t.db
    .selectFrom('ledgerAccount')
    .select(['kind', 'balance'])
    .where('ownerAccountId', '=', clientId)
    .where('asset', '=', asset)
    .execute();
  // Zero accounts left out: a refused placement may have opened (locked) empty ones.
  return Object.fromEntries(
    rows
      .filter((row) => !toDecimal(row.balance).isZero())
      .map((row) => [row.kind, toDecimal(row.balance).toFixed()]),
  );
}

const setPermission = (
  exchange: 'HKEX' | 'US',
  changes: Partial<{
    validOrderTypes: string[];
    auctionOrderSellOnly: boolean;
    dailyBuyLimit: string | null;
  }> = {},
) =>
  upsertTradingPermission(t.db, {
    accountId: clientId,
    exchange,
    validOrderTypes: JSON.stringify(
      changes.validOrderTypes ??
        (exchange === 'HKEX' ? ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'] : ['Limit', 'Market']),
    ),
    defaultOrderType: 'Limit',
    permittedConditions: JSON.stringify(['stopGain', 'stopLoss', 'volumeTrigger', 'goodTillDate']),
    allowPrePostMarket: exchange === 'US',
    auctionOrderSellOnly: changes.auctionOrderSellOnly ?? false,
    dailyBuyLimit: changes.dailyBuyLimit ?? null,
  });

beforeAll(async () => {
  feed = createFixedStockFeed();
  const base = createSimulatedMarketData({ clock: () => t.clock.now });
  t = await createAuthTestApp({ marketData: { funds: base.funds, stocks: feed } });
  t.clock.now = MORNING;
  const client = await findAccountByCode(t.db, 'C10001', 'gateway');
  if (!client) throw new Error('C10001 missing');
  clientId = client.id;
  session = await signIn(t.app, 'C10001');
});

beforeEach(async () => {
  t.clock.now = MORNING;
  // Sessions idle out when a test moves the clock: each test starts signed in at 10:00.
  session = await signIn(t.app, 'C10001');
});

afterAll(async () => {
  expect(await findUnbalancedJournals(t.db)).toEqual([]);
  expect(await findDriftingLedgerAccounts(t.db)).toEqual([]);
  await t.close();
});

describe('stock-order checks', () => {
  it('answers each check with its spec §8 code and changes nothing', async () => {
    const cash = await books('HKD');
    const shares = await books('00700');
    const refused: [Terms, number][] = [
      [limitBuy({ price: '0' }), R.priceNotPositive],
      [limitBuy({ price: undefined }), R.priceNotPositive],
      [limitBuy({ quantity: '0' }), R.quantityNotPositive],
      [limitBuy({ quantity: '1.5' }), R.quantityNotPositive],
      [limitBuy({ symbol: '99999' }), R.invalidStockCode],
      [limitBuy({ orderType: 'Market', price: undefined }), R.orderTypeNotPermitted],
      [limitBuy({ condition: 'stopLoss' }), R.invalidTrigger],
      [limitBuy({ orderType: 'AO', price: undefined }), R.nonTradingHour],
      [limitBuy({ price: '5000' }), R.priceOutOfRange],
      [limitBuy({ quantity: '150' }), R.wrongLotSize],
      [limitBuy({ orderType: 'Odd', quantity: '100' }), R.wrongLotSize],
      [limitBuy({ quantity: '300100' }), R.exceedsMaxOrderSize],
      [limitBuy({ symbol: 'AAPL', price: '230', quantity: '500001' }), R.overMaxSharesPerOrder],
      [limitBuy({ remark: 'ELEVEN CHRS' }), R.remarkTooLong],
      [
        limitBuy({ condition: 'goodTillDate', goodTillDate: '2026-11-30' }),
        R.goodTillDateOutOfRange,
      ],
      [
        limitBuy({ condition: 'goodTillDate', goodTillDate: '2027-02-01' }),
        R.goodTillDateOutOfRange,
      ],
      [limitBuy({ quantity: '2000' }), R.insufficientFund],
      [limitBuy({ side: 'S', quantity: '1100' }), R.insufficientQuantity],
    ];
    for (const [terms, code] of refused) {
      const answer = await place(terms);
      expect([terms, answer.result, answer.order]).toEqual([terms, code, null]);
    }
    expect(await books('HKD')).toEqual(cash);
    expect(await books('00700')).toEqual(shares);
    const count = await t.db
      .selectFrom('stockOrder')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(0);
  });

  it('answers product suspended, client suspended, AO sell-only and the daily limit', async () => {
    feed.suspend('00700');
    expect((await place(limitBuy())).result).toBe(R.productSuspended);
    feed.suspend('00700', false);
    await setPermission('HKEX', { validOrderTypes: [] });
    expect((await place(limitBuy())).result).toBe(R.clientSuspended);
    await setPermission('HKEX', { auctionOrderSellOnly: true });
    expect((await place(limitBuy({ orderType: 'AO', price: undefined }))).result).toBe(
      R.orderTypeNotPermitted,
    );
    await setPermission('HKEX', { dailyBuyLimit: '10000' });
    expect((await place(limitBuy())).result).toBe(R.overClientDailyLimit);
    await setPermission('HKEX');
  });

  it('answers 8255 for HKEX orders after the close and 99999 for the unexpected', async () => {
    t.clock.now = new Date('2026-11-30T09:00:00.000Z'); // 17:00 HKT
    session = await signIn(t.app, 'C10001');
    expect((await place(limitBuy())).result).toBe(R.nonTradingHour);
    t.clock.now = MORNING;
    session = await signIn(t.app, 'C10001');
    feed.failQuote('00700');
    expect((await place(limitBuy())).result).toBe(R.unknown);
    feed.failQuote('00700', false);
  });

  it('needs the trade password until the session is unlocked (8232)', async () => {
    // A sign-in replaces the source's session: the fresh one is the test's session now.
    const fresh = await signIn(t.app, 'C10001');
    session = fresh;
    const missing = await place(limitBuy({ tradePassword: undefined }), nextKey(), fresh);
    expect([missing.result, missing.tradePassword]).toEqual([R.wrongTradePassword, 'required']);
    const wrong = await place(limitBuy({ tradePassword: 'not-it-1' }), nextKey(), fresh);
    expect([wrong.result, wrong.tradePassword]).toEqual([R.wrongTradePassword, 'incorrect']);
    const permission = await call(
      'stock-order/loadTradingPermission',
      { accountCode: 'C10001', exchange: 'HKEX' },
      fresh,
    );
    expect(permission.tradePasswordRequired).toBe(true);
    const placed = await place(limitBuy(), nextKey(), fresh);
    expect(placed.result).toBe(0);
    const after = await call(
      'stock-order/loadTradingPermission',
      { accountCode: 'C10001', exchange: 'HKEX' },
      fresh,
    );
    expect(after.tradePasswordRequired).toBe(false);
    const unlocked = await place(limitBuy({ tradePassword: undefined }), nextKey(), fresh);
    expect(unlocked.result).toBe(0);
    await cancel(placed.order?.orderId ?? 0);
    await cancel(unlocked.order?.orderId ?? 0);
  });
});

describe('placement, replay, modify and cancel', () => {
  it('holds consideration plus fees, replays a key and refuses it with other terms (8247)', async () => {
    const before = await books('HKD');
    const key = nextKey();
    const first = await place(limitBuy(), key);
    expect(first).toMatchObject({ result: 0, isReplay: false });
    const order = first.order;
    if (!order) throw new Error('no order');
    expect(order).toMatchObject({
      symbol: '00700',
      status: 'pending',
      displayStatus: 'Waiting',
      price: '500',
      quantity: '100',
      canCancel: true,
      canModify: true,
    });
    // 50,000 + brokerage 50 (minimum) + levies, trading fee, stamp duty (50) and CCASS.
    const held = toDecimal(order.heldAmount);
    expect(held.greaterThan('50100')).toBe(true);
    expect(held.lessThan('50200')).toBe(true);
    const after = await books('HKD');
    expect(
      toDecimal(before.cash ?? '0')
        .sub(after.cash ?? '0')
        .toFixed(),
    ).toBe(held.toFixed());
    expect(after.cashHeld).toBe(
      toDecimal(before.cashHeld ?? '0')
        .add(held)
        .toFixed(),
    );
    const replay = await place(limitBuy(), key);
    expect(replay).toMatchObject({ result: 0, isReplay: true, order: { orderId: order.orderId } });
    expect(await books('HKD')).toEqual(after);
    const conflict = await place(limitBuy({ quantity: '200' }), key);
    expect(conflict).toMatchObject({ result: R.duplicateOrderReference, order: null });
    expect(await books('HKD')).toEqual(after);
    await cancel(order.orderId);
    expect(await books('HKD')).toEqual(before);
  });

  it('modifies a buy re-holding the difference exactly and cancels it once', async () => {
    const before = await books('HKD');
    const placed = await place(limitBuy());
    const orderId = placed.order?.orderId ?? 0;
    const bigger = await modify(orderId, '300', '499.6');
    expect(bigger).toMatchObject({ result: 0, order: { quantity: '300', price: '499.6' } });
    const held = toDecimal(bigger.order?.heldAmount ?? '0');
    const mid = await books('HKD');
    expect(
      toDecimal(before.cash ?? '0')
        .sub(mid.cash ?? '0')
        .toFixed(),
    ).toBe(held.toFixed());
    const smaller = await modify(orderId, '100');
    const small = toDecimal(smaller.order?.heldAmount ?? '0');
    expect(small.lessThan(held)).toBe(true);
    expect(
      toDecimal(before.cash ?? '0')
        .sub((await books('HKD')).cash ?? '0')
        .toFixed(),
    ).toBe(small.toFixed());
    expect((await modify(orderId, '150')).result).toBe(R.wrongLotSize);
    expect((await modify(orderId, '100', '500.1')).result).toBe(R.wrongSpread);
    expect((await modify(orderId, '3000')).result).toBe(R.insufficientFund);
    const cancelled = await cancel(orderId);
    expect(cancelled).toMatchObject({
      result: 0,
      order: { status: 'cancelled', heldAmount: '0', canCancel: false },
    });
    expect(await books('HKD')).toEqual(before);
    expect((await cancel(orderId)).result).toBe(R.orderNotChangeable);
    expect((await cancel(orderId + 100_000)).result).toBe(R.orderNotFound);
    expect((await timeline(orderId + 100_000)).order).toBeNull();
    expect((await modify(orderId, '200')).result).toBe(R.orderNotChangeable);
    expect(await books('HKD')).toEqual(before);
    const { changes } = await timeline(orderId);
    expect(changes.map((change) => [change.fromStatus, change.status])).toEqual([
      [null, 'pending'],
      ['pending', 'cancelled'],
    ]);
  });

  it('freezes a sell, changes the freeze with its quantity and releases it on cancel', async () => {
    const before = await books('00700');
    const placed = await place(limitBuy({ side: 'S', quantity: '400', price: '510' }));
    expect(placed.result).toBe(0);
    expect(await books('00700')).toMatchObject({ shares: '600', sharesFrozen: '400' });
    const orderId = placed.order?.orderId ?? 0;
    expect((await modify(orderId, '1000')).result).toBe(0);
    expect(await books('00700')).toEqual({ sharesFrozen: '1000' });
    expect((await modify(orderId, '1100')).result).toBe(R.insufficientQuantity);
    expect((await modify(orderId, '200')).result).toBe(0);
    expect(await books('00700')).toMatchObject({ shares: '800', sharesFrozen: '200' });
    expect((await cancel(orderId)).result).toBe(0);
    expect(await books('00700')).toEqual(before);
  });

  it('moves an order at the exchange through cancelling and modifying', async () => {
    const placed = await place(limitBuy());
    const orderId = placed.order?.orderId ?? 0;
    await t.db.transaction().execute(async (trx) => {
      const row = await lockStockOrder(trx, orderId);
      if (!row) throw new Error('no row');
      const sent = await moveStockOrder(trx, row, 'processing', MORNING);
      await moveStockOrder(trx, sent, 'queuing', MORNING);
    });
    expect((await modify(orderId, '200')).order?.status).toBe('queuing');
    expect((await cancel(orderId)).order?.status).toBe('cancelled');
    const { changes, order } = await timeline(orderId);
    expect(order).toMatchObject({ displayStatus: 'Cancel', heldAmount: '0' });
    expect(changes.map((change) => change.status)).toEqual([
      'pending',
      'processing',
      'queuing',
      'modifying',
      'queuing',
      'cancelling',
      'cancelled',
    ]);
  });

  it('places an out-of-spread price in overriding under the brand flag; it can be cancelled', async () => {
    const before = await books('HKD');
    const placed = await place(limitBuy({ price: '500.1' }));
    expect(placed).toMatchObject({
      result: 0,
      order: { status: 'overriding', displayStatus: 'Overriding', canCancel: true },
    });
    expect((await cancel(placed.order?.orderId ?? 0)).order?.status).toBe('cancelled');
    expect(await books('HKD')).toEqual(before);
  });

  it('places odd lots, US orders, good-till-date orders and lists open orders', async () => {
    const odd = await place(limitBuy({ orderType: 'Odd', quantity: '50' }));
    const us = await place(
      limitBuy({ symbol: 'AAPL', price: '230', quantity: '10', tradingSession: 'allSessions' }),
    );
    const gtd = await place(
      limitBuy({ condition: 'goodTillDate', goodTillDate: '2026-12-15', remark: 'long hold' }),
    );
    expect([odd.result, us.result, gtd.result]).toEqual([0, 0, 0]);
    expect(us.order).toMatchObject({
      exchange: 'US',
      currency: 'USD',
      tradingSession: 'allSessions',
    });
    expect(gtd.order).toMatchObject({ goodTillDate: '2026-12-15', remark: 'long hold' });
    const open = await call('stock-order/searchOrders', {
      accountCode: 'C10001',
      openOnly: true,
      pageIndex: 0,
      pageSize: 50,
    });
    expect(open.orders.map((order) => order.orderId).slice(0, 3)).toEqual(
      [gtd, us, odd].map((answer) => answer.order?.orderId),
    );
    const bySymbol = await call('stock-order/searchOrders', {
      accountCode: 'C10001',
      symbol: 'AAPL',
      displayStatuses: ['Waiting'],
      openOnly: false,
      pageIndex: 0,
      pageSize: 50,
    });
    expect(bySymbol.total).toBe(1);
    for (const answer of [odd, us, gtd]) await cancel(answer.order?.orderId ?? 0);
    expect((await books('USD')).cashHeld).toBeUndefined();
  });
});

describe('previews and permissions', () => {
  it('previews consideration, fees, purchasing power and max quantities', async () => {
    const cash = await books('HKD');
    const preview = await call('stock-order/previewOrder', {
      accountCode: 'C10001',
      symbol: '00700',
      side: 'B',
      orderType: 'Limit',
      price: '500',
      quantity: '100',
      condition: 'none',
      remark: '',
    });
    expect(preview).toMatchObject({
      result: 0,
      currency: 'HKD',
      consideration: '50000',
      purchasingPower: cash.cash,
      maxSellQuantity: '1000',
    });
    expect(preview.total).toBe(toDecimal('50000').add(preview.fees.total).toFixed());
    // 850,000-odd HKD buys at most 16 lots of 100 at 500 with fees.
    const lots = Number(preview.maxBuyQuantity) / 100;
    expect(Number.isInteger(lots)).toBe(true);
    expect(lots * 100 * 500 * 1.002).toBeLessThanOrEqual(Number(cash.cash));
    expect((lots + 1) * 100 * 500).toBeGreaterThan(Number(cash.cash) / 1.002 - 50000);
    const refused = await call('stock-order/previewOrder', {
      accountCode: 'C10001',
      symbol: '00700',
      side: 'B',
      orderType: 'Limit',
      price: '500.1',
      quantity: '150',
      condition: 'none',
      remark: '',
    });
    expect(refused.result).toBe(R.wrongLotSize);
  });

  it('loads the trading permission per exchange with the brand flags', async () => {
    const hkex = await call('stock-order/loadTradingPermission', {
      accountCode: 'C10001',
      exchange: 'HKEX',
    });
    expect(hkex).toMatchObject({
      exchange: 'HKEX',
      validOrderTypes: ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'],
      defaultOrderType: 'Limit',
      // Spec §4: none, good-till-date (the brand enables it), then the permitted ones.
      validProgramOrderTypes: ['none', 'goodTillDate', 'stopGain', 'stopLoss', 'volumeTrigger'],
      allowPrePostMarketExchangeIds: [],
      auctionOrderSellOnly: false,
      canModifyOrders: true,
      goodTillDateMax: '2026-12-30',
    });
    const us = await call('stock-order/loadTradingPermission', {
      accountCode: 'C10001',
      exchange: 'US',
    });
    expect(us).toMatchObject({
      validOrderTypes: ['Limit', 'Market'],
      allowPrePostMarketExchangeIds: ['exchange-us'],
    });
  });

  it('lets an advisor instruct only with the adviser-level permission (spec §6)', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const ok = await place(limitBuy(), nextKey(), advisor);
    expect(ok.result).toBe(0);
    const row = await t.db
      .selectFrom('stockOrder')
      .select('placedByAccountId')
      .where('id', '=', ok.order?.orderId ?? 0)
      .executeTakeFirstOrThrow();
    const advisorAccount = await findAccountByCode(t.db, 'A30001', 'gateway');
    expect(row.placedByAccountId).toBe(advisorAccount?.id);
    await cancel(ok.order?.orderId ?? 0);
    await setAdvisorStockPermission(t.db, advisorAccount?.id ?? 0, clientId, false);
    const refused = await post(
      t.app,
      'stock-order/placeOrder',
      { accountCode: 'C10001', idempotencyKey: nextKey(), ...limitBuy() },
      advisor,
    );
    expect([refused.statusCode, refused.json()]).toEqual([403, { code: 'forbidden' }]);
    const permission = await post(
      t.app,
      'stock-order/loadTradingPermission',
      { accountCode: 'C10001', exchange: 'HKEX' },
      advisor,
    );
    expect(permission.statusCode).toBe(403);
    // Reading the client's orders stays open to the linked advisor.
    const orders = await post(
      t.app,
      'stock-order/searchOrders',
      { accountCode: 'C10001', openOnly: false, pageIndex: 0, pageSize: 5 },
      advisor,
    );
    expect(orders.statusCode).toBe(200);
    await setAdvisorStockPermission(t.db, advisorAccount?.id ?? 0, clientId, true);
    // In an advisee session (the advisor's session for the client) the same rule holds.
    const advisee = async (accountCode: string) => {
      const reply = await post(t.app, 'account/openAdviseeSession', { accountCode }, advisor);
      const body = reply.json<{ sessionId: string }>();
      return { sessionId: body.sessionId, cookies: cookiesOf(reply) };
    };
    const forC10001 = await advisee('C10001');
    expect((await place(limitBuy(), nextKey(), forC10001)).result).toBe(0);
    const forC10005 = await advisee('C10005');
    const refusedAdvisee = await post(
      t.app,
      'stock-order/previewOrder',
      {
        accountCode: 'C10005',
        symbol: '00700',
        side: 'B',
        orderType: 'Limit',
        price: '500',
        quantity: '100',
      },
      forC10005,
    );
    expect(refusedAdvisee.statusCode).toBe(403);
  });
});
