import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { post, signIn, type AuthTestApp, type BrowserSession } from '../../test/auth-client';
import {
  balancesOf,
  callOk,
  createCryptoTestApp,
  signInFos,
  type FixedCryptoFeed,
} from '../../test/crypto-test-kit';

/**
 * The `crypto-order` and `crypto-balance` calls through HTTP (issue 23 §3, §5, §8) on the fixed
 * feed (BTC-USD bid 60,000 / ask 60,010; maker 0.1 %, taker 0.15 %), as F20001 on its Fos books:
 * fills and holds move exactly what they say, every refusal stores nothing, the idempotency key
 * replays, the books of another source answer 404, the trade password gates placement, and fills
 * and cancels tell the client.
 */

/** Thursday 3 Dec 2026, 10:00 HKT. */
const AT = new Date('2026-12-03T02:00:00.000Z');

let t: AuthTestApp;
let feed: FixedCryptoFeed;
let session: BrowserSession;
let accountId: number;
let keys = 0;
const key = () => `crypto-order-test-${(keys += 1)}`;

beforeAll(async () => {
  ({ app: t, feed } = await createCryptoTestApp(AT));
  ({ session, accountId } = await signInFos(t, 'F20001'));
  feed.suspend('ETH-HKD');
  feed.setTick('BTC-USD', '0.5');
  // The session unlocks trading once (F20001 has the demo trade password).
  const unlocked = await callOk(t, session, 'account/unlockTrading', {
    accountCode: 'F20001',
    tradePassword: 'Trade#2026',
  });
  expect(unlocked.result).toBe('unlocked');
});

afterAll(async () => {
  await t.close();
});

type Terms = Record<string, string | undefined>;

const terms = (more: Terms) => ({
  accountCode: 'F20001',
  pair: 'BTC-USD',
  side: 'B' as const,
  orderType: 'market' as const,
  sizing: 'quantity' as const,
  ...more,
});

const place = (more: Terms, idempotencyKey = key(), as = session) =>
  callOk(t, as, 'crypto-order/placeOrder', {
    ...terms(more),
    idempotencyKey,
  });

const moved = (before: Record<string, string>, after: Record<string, string>, code: string) =>
  toDecimal(after[code] ?? '0')
    .sub(before[code] ?? '0')
    .toFixed();

const countOrders = async () =>
  Number(
    (
      await t.db
        .selectFrom('cryptoOrder')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('crypto orders on the Fos books', () => {
  it('fills a market buy at the ask as a taker, the fiat and the asset moving exactly', async () => {
    const before = await balancesOf(t, accountId);
    const answer = await place({ quantity: '0.01' });
    expect(answer).toMatchObject({ result: 0, resultName: 'success', isReplay: false });
    expect(answer.order).toMatchObject({
      status: 'filled',
      filledQuantity: '0.01',
      filledAmount: '600.1',
      fee: '0.91',
      averagePrice: '60010',
      heldAmount: '0',
      canCancel: false,
    });
    const after = await balancesOf(t, accountId);
    expect(moved(before, after, `cash:${accountId}:USD`)).toBe('-601.01');
    expect(moved(before, after, `crypto:${accountId}:BTC`)).toBe('0.01');
    // The fiat side is a cash movement of the Fos account; the asset side is no currency's cash.
    const movements = await t.db
      .selectFrom('cashMovement')
      .select(['currency', 'amount', 'type'])
      .where('accountId', '=', accountId)
      .orderBy('id', 'desc')
      .execute();
    expect(movements.filter((row) => row.currency !== 'USD' && row.currency !== 'HKD')).toEqual([]);
    expect(movements[0]).toMatchObject({ currency: 'USD', type: 'C' });
    expect(toDecimal(movements[0]?.amount ?? '0').toFixed()).toBe('-601.01');
    const fills = await callOk(t, session, 'crypto-order/searchFills', {
      accountCode: 'F20001',
      pageIndex: 0,
      pageSize: 1,
    });
    expect(fills.fills[0]).toMatchObject({
      orderId: answer.order?.orderId,
      liquidity: 'taker',
      price: '60010',
      fee: '0.91',
    });
  });

  it('spends at most the amount of a market buy by amount, fee included', async () => {
    const answer = await place({ sizing: 'amount', amount: '1000' });
    expect(answer.result).toBe(0);
    const order = answer.order;
    expect(order?.quantity).toBeNull();
    expect(order?.amount).toBe('1000');
    const spent = toDecimal(order?.filledAmount ?? '0').add(order?.fee ?? '0');
    expect(spent.lte(1000)).toBe(true);
    // One more unit of the asset would pass the amount.
    const more = toDecimal(order?.filledQuantity ?? '0')
      .add('0.00000001')
      .mul('60010');
    expect(more.add(more.mul('0.0015')).gt(1000)).toBe(true);
  });

  it('sells at the bid, the proceeds net of the fee', async () => {
    const before = await balancesOf(t, accountId);
    const answer = await place({ side: 'S', quantity: '0.02' });
    expect(answer.order).toMatchObject({ status: 'filled', filledAmount: '1200', fee: '1.8' });
    const after = await balancesOf(t, accountId);
    expect(moved(before, after, `cash:${accountId}:USD`)).toBe('1198.2');
    expect(moved(before, after, `crypto:${accountId}:BTC`)).toBe('-0.02');
  });

  it('rests a limit below the market with its hold, and a cancel gives it back once', async () => {
    const before = await balancesOf(t, accountId);
    const answer = await place({ orderType: 'limit', price: '50000', quantity: '0.1' });
    expect(answer.order).toMatchObject({
      status: 'open',
      heldAmount: '5005',
      heldAsset: 'USD',
      canCancel: true,
    });
    const held = await balancesOf(t, accountId);
    expect(moved(before, held, `cash:${accountId}:USD`)).toBe('-5005');
    expect(moved(before, held, `cashHeld:${accountId}:USD`)).toBe('5005');
    const orderId = answer.order?.orderId ?? 0;
    const cancel = { accountCode: 'F20001', orderId };
    const cancelled = await callOk(t, session, 'crypto-order/cancelOrder', cancel);
    expect(cancelled.order).toMatchObject({ status: 'cancelled', heldAmount: '0' });
    expect(await balancesOf(t, accountId)).toEqual({ ...before, ...pick(held, before) });
    const again = await callOk(t, session, 'crypto-order/cancelOrder', cancel);
    expect(again).toMatchObject({ result: 8910, resultName: 'orderNotCancellable' });
    expect(await balancesOf(t, accountId)).toEqual({ ...before, ...pick(held, before) });
    const unknown = await callOk(t, session, 'crypto-order/cancelOrder', {
      accountCode: 'F20001',
      orderId: 999_999,
    });
    expect(unknown.result).toBe(8909);
    const timeline = await callOk(t, session, 'crypto-order/loadOrderTimeline', cancel);
    expect(timeline.changes.map((change) => [change.fromStatus, change.status])).toEqual([
      [null, 'open'],
      ['open', 'cancelled'],
    ]);
    const notices = await t.db
      .selectFrom('notification')
      .select(['type'])
      .where('accountId', '=', accountId)
      .where('type', '=', 'cryptoOrderUpdate')
      .execute();
    expect(notices).toHaveLength(1);
  });

  it('fills a limit that crosses the quote at once, at the quote, as a taker', async () => {
    const answer = await place({ orderType: 'limit', price: '61000', quantity: '0.01' });
    expect(answer.order).toMatchObject({ status: 'filled', averagePrice: '60010', fee: '0.91' });
  });

  it('replays the same key and refuses the key with other terms, changing nothing', async () => {
    const idempotencyKey = key();
    const first = await place({ quantity: '0.001' }, idempotencyKey);
    const before = await balancesOf(t, accountId);
    const count = await countOrders();
    const replay = await place({ quantity: '0.0010' }, idempotencyKey);
    expect(replay).toMatchObject({ result: 0, isReplay: true });
    expect(replay.order?.orderId).toBe(first.order?.orderId);
    const conflict = await place({ quantity: '0.002' }, idempotencyKey);
    expect(conflict).toMatchObject({ result: 8947, order: null });
    expect(await balancesOf(t, accountId)).toEqual(before);
    expect(await countOrders()).toBe(count);
  });

  it.each([
    [8901, { pair: 'DOGE-USD', quantity: '1' }],
    [8902, { pair: 'ETH-HKD', quantity: '1' }],
    [8908, { orderType: 'limit', quantity: '0.01' }],
    [8908, { orderType: 'limit', price: '0', quantity: '0.01' }],
    [8903, { quantity: '0' }],
    [8903, { sizing: 'amount' }],
    [8904, { quantity: '0.000000001' }],
    [8904, { sizing: 'amount', amount: '100.001' }],
    [8904, { orderType: 'limit', price: '50000.001', quantity: '0.01' }],
    [8906, { orderType: 'limit', price: '50000.25', quantity: '0.01' }],
    [8905, { quantity: '0.00001' }],
    [8907, { quantity: '100' }],
    [8907, { side: 'S', quantity: '50' }],
  ] as const)('answers %i and stores nothing for %o', async (code, more) => {
    const before = await balancesOf(t, accountId);
    const count = await countOrders();
    const answer = await place(more);
    expect(answer).toMatchObject({ result: code, order: null });
    const preview = await callOk(t, session, 'crypto-order/previewOrder', terms(more) as never);
    expect(preview.result).toBe(code);
    expect(await balancesOf(t, accountId)).toEqual(before);
    expect(await countOrders()).toBe(count);
  });

  it('previews a buy: price, fee, total and the most it could buy', async () => {
    const preview = await callOk(
      t,
      session,
      'crypto-order/previewOrder',
      terms({ quantity: '0.1' }),
    );
    expect(preview).toMatchObject({
      result: 0,
      price: '60010',
      amount: '6001.00',
      feeRate: '0.0015',
      fee: '9.01',
      total: '6010.01',
    });
    const max = toDecimal(preview.maxBuyQuantity);
    expect(max.mul('60010').mul('1.0015').lte(preview.availableCash)).toBe(true);
  });
});

/** The accounts `held` moved, at their `before` balances (what a release gives back). */
function pick(held: Record<string, string>, before: Record<string, string>) {
  return Object.fromEntries(
    Object.keys(held)
      .filter((code) => !(code in before))
      .map((code) => [code, '0']),
  );
}

describe('the books of each source', () => {
  it('answers 404 to a Gateway account on crypto-order and to a Fos account on stocks', async () => {
    const gateway = await signIn(t.app, 'C10001');
    const onCrypto = await post(
      t.app,
      'crypto-order/searchOrders',
      { accountCode: 'C10001' },
      gateway,
    );
    expect(onCrypto.statusCode).toBe(404);
    const onBalance = await post(
      t.app,
      'crypto-balance/loadCryptoPortfolio',
      { accountCode: 'C10001', reportingCurrency: 'HKD' },
      gateway,
    );
    expect(onBalance.statusCode).toBe(404);
    const onStocks = await post(
      t.app,
      'stock-order/searchOrders',
      { accountCode: 'F20001' },
      session,
    );
    expect(onStocks.statusCode).toBe(404);
  });
});

describe('the trade password', () => {
  it('is required, refused when wrong, and unlocks the session when right', async () => {
    const other = await signInFos(t, 'F10001');
    const count = await countOrders();
    const sell = { accountCode: 'F10001', side: 'S', quantity: '0.001' };
    const missing = await place(sell, key(), other.session);
    expect(missing).toMatchObject({ result: 8932, tradePassword: 'required', order: null });
    const wrong = await place({ ...sell, tradePassword: 'Wrong#1' }, key(), other.session);
    expect(wrong).toMatchObject({ result: 8932, tradePassword: 'incorrect' });
    expect(await countOrders()).toBe(count);
    const right = await place({ ...sell, tradePassword: 'Trade#2026' }, key(), other.session);
    expect(right.result).toBe(0);
    const unlocked = await place(sell, key(), other.session);
    expect(unlocked.result).toBe(0);
  });
});

describe('crypto-balance/loadCryptoPortfolio', () => {
  it('values every asset and the fiat, in the reporting currency', async () => {
    const portfolio = await callOk(t, session, 'crypto-balance/loadCryptoPortfolio', {
      accountCode: 'F20001',
      reportingCurrency: 'USD',
    });
    expect(portfolio.positions.map((row) => row.asset)).toEqual(['BTC', 'ETH', 'USDT']);
    const eth = portfolio.positions.find((row) => row.asset === 'ETH');
    expect(eth).toMatchObject({ total: '8', lastPrice: '3000.5', marketValue: '24004.00' });
    expect(eth?.averageCost).not.toBeNull();
    const usd = portfolio.cash.find((row) => row.currency === 'USD');
    expect(toDecimal(usd?.total ?? '0').gt(0)).toBe(true);
    const sum = portfolio.positions
      .reduce((total, row) => total.add(row.marketValueReporting), toDecimal('0'))
      .add(portfolio.totals.cashValue);
    expect(sum.toFixed()).toBe(toDecimal(portfolio.totals.totalValue).toFixed());
  });
});

describe('fills tell the client', () => {
  it('writes one cryptoOrderMatched per fill', async () => {
    const answer = await place({ quantity: '0.001' });
    const notices = await t.db
      .selectFrom('notification')
      .select(['type', 'sourceKey'])
      .where('accountId', '=', accountId)
      .where('type', '=', 'cryptoOrderMatched')
      .execute();
    const fills = await callOk(t, session, 'crypto-order/loadOrderTimeline', {
      accountCode: 'F20001',
      orderId: answer.order?.orderId ?? 0,
    });
    const fillId = fills.fills[0]?.fillId;
    expect(notices.map((row) => row.sourceKey)).toContain(`crypto-fill:${fillId}`);
    const notice = await t.db
      .selectFrom('notification')
      .select('fields')
      .where('sourceKey', '=', `crypto-fill:${fillId}`)
      .executeTakeFirstOrThrow();
    expect(notice.fields).toEqual({
      code: 'BTC-USD',
      // The order the row opens in the history (issue 31 §3).
      referenceCode: String(answer.order?.orderId),
      quantity: '0.001',
      price: '60010',
      currencyCode: 'USD',
      side: 'buy',
    });
  });
});
