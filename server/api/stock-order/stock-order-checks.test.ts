import { describe, expect, it } from 'vitest';
import {
  call,
  feed,
  limitBuy,
  MORNING,
  nextKey,
  place,
  R,
  books,
  cancel,
  setPermission,
  setUpStockOrderSuite,
  t,
  useSession,
  type Terms,
} from '../../test/stock-order-test-kit';
import { signIn } from '../../test/auth-client';

/**
 * Stock-order checks through the real calls on PGlite (issue 11 §4-6, §9): every check's spec §8
 * code changing nothing, suspensions, the daily limit, trading hours and the trade password.
 */

setUpStockOrderSuite();

/** How many stock orders the books hold, whatever the other tests placed. */
async function orderCount(): Promise<number> {
  const count = await t.db
    .selectFrom('stockOrder')
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow();
  return Number(count.n);
}

describe('stock-order checks', () => {
  it('answers each check with its spec §8 code and changes nothing', async () => {
    const cash = await books('HKD');
    const shares = await books('00700');
    const orders = await orderCount();
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
    expect(await orderCount()).toBe(orders);
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
    useSession(await signIn(t.app, 'C10001'));
    expect((await place(limitBuy())).result).toBe(R.nonTradingHour);
    t.clock.now = MORNING;
    useSession(await signIn(t.app, 'C10001'));
    feed.failQuote('00700');
    expect((await place(limitBuy())).result).toBe(R.unknown);
    feed.failQuote('00700', false);
  });

  it('needs the trade password until the session is unlocked (8232)', async () => {
    // A sign-in replaces the source's session: the fresh one is the test's session now.
    const fresh = await signIn(t.app, 'C10001');
    useSession(fresh);
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
