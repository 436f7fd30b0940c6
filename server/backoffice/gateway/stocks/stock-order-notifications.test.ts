import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../../shared/domain/decimal';
import { createScriptedStocks, type ScriptedStocks } from '../../../test/stock-exchange-kit';
import {
  cancel,
  feed,
  limitBuy,
  MORNING,
  place,
  setUpStockOrderSuite,
  t,
} from '../../../test/stock-order-test-kit';
import { accountIdOf, notificationsMade } from '../../../test/notification-test-kit';
import { cashOf } from '../gateway-balances';
import { findLedgerAccountsOf } from '../../core/books/ledger.repository';
import { runExchange, runSettlement } from './exchange/exchange.job';
import { moveStockOrder } from './stock-order-lifecycle';
import { lockStockOrder } from './stock-order.repository';

/**
 * The stock order's notifications (issue 14 §1) through the real calls and the simulated exchange
 * with a moved clock and a scripted tape: `stockOrderUpdate` when the order reaches the market
 * and when it ends unfilled (cancelled, unmatched at the close), `stockOrderMatched` once per
 * fill with its quantity and price, nothing for the moves a fill makes; a round run again, a
 * repeated cancel or a rolled-back round makes nothing more. The tests share one app but nothing
 * else: each starts at 10:00 with a tape of its own and no order of an earlier test working.
 */

setUpStockOrderSuite();

const minutes = (n: number) => new Date(MORNING.getTime() + n * 60_000);
const CLOSED = new Date(MORNING.getTime() + 8 * 3_600_000);
let stocks: ScriptedStocks;
const exchange = (now: Date) => runExchange(t.db, { stocks }, now);
const plain = (value: string | undefined) => toDecimal(value ?? '0').toFixed();

/** 00700 trading only as the test prints it. */
function scriptedTape(): ScriptedStocks {
  const scripted = createScriptedStocks(feed);
  scripted.script('00700');
  return scripted;
}

beforeEach(() => {
  stocks = scriptedTape();
});

afterEach(async () => {
  // The orders the test left working expire at the close on an empty tape: none fills in the
  // next test's rounds.
  await runExchange(t.db, { stocks: scriptedTape() }, CLOSED);
});

const made = (orderId: number) => notificationsMade(t.db, 'C10001', `stock-order:${orderId}:`);

/**
 * Reads C10001's notifications (of a source key prefix) made from now on: those of earlier tests
 * come first (oldest first), so they are the rows counted now.
 */
async function madeFromNow(prefix = '') {
  const earlier = (await notificationsMade(t.db, 'C10001', prefix)).length;
  return async () => (await notificationsMade(t.db, 'C10001', prefix)).slice(earlier);
}

/** A limit buy of 200 at 500 that reached the market at 10:00:06: answers its id. */
async function queuedOrder(): Promise<number> {
  const placed = await place(limitBuy({ quantity: '200' }));
  const orderId = placed.order?.orderId ?? 0;
  await exchange(minutes(0.1));
  expect((await made(orderId)).map((row) => row.fields.orderStatus)).toEqual(['queuing']);
  return orderId;
}

describe('stock order notifications', () => {
  it('tells once that the order reached the market, not its placement', async () => {
    const placed = await place(limitBuy({ quantity: '200' }));
    const orderId = placed.order?.orderId ?? 0;
    expect(await made(orderId)).toEqual([]);
    t.clock.now = minutes(0.1);
    await exchange(t.clock.now);
    await exchange(t.clock.now);
    const updates = await made(orderId);
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      type: 'stockOrderUpdate',
      sourceKey: `stock-order:${orderId}:queuing`,
      status: 'unread',
      fields: { code: '00700', currencyCode: 'HKD', side: 'buy', orderStatus: 'queuing' },
    });
    expect(plain(updates[0]?.fields.quantity)).toBe('200');
    expect(plain(updates[0]?.fields.price)).toBe('500');
  });

  it('makes nothing when the round that filled rolls back', async () => {
    await queuedOrder();
    const fills = await madeFromNow('stock-fill:');
    stocks.print('00700', { at: minutes(1), price: '500', volume: '100' });
    await expect(
      t.db.transaction().execute(async (trx) => {
        expect((await runExchange(trx, { stocks }, minutes(1.5))).fills).toBe(1);
        throw new Error('forced after the fill');
      }),
    ).rejects.toThrow('forced after the fill');
    expect(await fills()).toEqual([]);
  });

  it('tells each fill once with its quantity and price, and no update for the fills', async () => {
    const orderId = await queuedOrder();
    const fills = await madeFromNow('stock-fill:');
    const all = await madeFromNow();
    stocks.print('00700', { at: minutes(1), price: '500', volume: '100' });
    stocks.print('00700', { at: minutes(2), price: '499.8', volume: '100' });
    expect((await exchange(minutes(1.5))).fills).toBe(1);
    expect((await exchange(minutes(1.5))).fills).toBe(0);
    expect((await exchange(minutes(3))).fills).toBe(1);
    expect((await exchange(minutes(3))).fills).toBe(0);
    const told = (await fills()).map((row) => row.fields);
    expect(told.map((row) => [plain(row.quantity), plain(row.price)])).toEqual([
      ['100', '500'],
      ['100', '499.8'],
    ]);
    expect(told[0]).toMatchObject({ code: '00700', currencyCode: 'HKD', side: 'buy' });
    const types = (await all()).map((row) => row.type);
    expect(types.filter((type) => type === 'stockOrderMatched')).toHaveLength(2);
    expect((await made(orderId)).map((row) => row.fields.orderStatus)).toEqual(['queuing']);
  });

  it('tells a cancel once', async () => {
    const placed = await place(limitBuy({ price: '490' }));
    const id = placed.order?.orderId ?? 0;
    t.clock.now = minutes(0.5);
    await exchange(t.clock.now);
    expect((await cancel(id)).result).toBe(0);
    expect((await cancel(id)).result).not.toBe(0);
    const updates = await made(id);
    expect(updates.map((row) => [row.type, row.fields.orderStatus])).toEqual([
      ['stockOrderUpdate', 'queuing'],
      ['stockOrderUpdate', 'cancelled'],
    ]);
  });

  it('tells a day order that expires unmatched at the close', async () => {
    const placed = await place(limitBuy({ price: '480' }));
    const id = placed.order?.orderId ?? 0;
    await exchange(minutes(0.5));
    await exchange(new Date(MORNING.getTime() + 8 * 3_600_000));
    expect((await made(id)).map((row) => row.fields.orderStatus)).toEqual(['queuing', 'unmatched']);
  });

  it('makes nothing when a move’s transaction rolls back', async () => {
    const placed = await place(limitBuy({ price: '485' }));
    const id = placed.order?.orderId ?? 0;
    await expect(
      t.db.transaction().execute(async (trx) => {
        const row = await lockStockOrder(trx, id);
        if (!row) throw new Error('no order');
        await moveStockOrder(trx, row, 'rejected', MORNING);
        throw new Error('forced after the move');
      }),
    ).rejects.toThrow('forced after the move');
    expect(await made(id)).toEqual([]);
  });

  it('tells the cash a settlement leaves, once per currency, however often settlement runs', async () => {
    await queuedOrder();
    stocks.print('00700', { at: minutes(1), price: '500', volume: '100' });
    expect((await exchange(minutes(1.5))).fills).toBe(1);
    const before = await notificationsMade(t.db, 'C10001', 'stock-settlement:');
    expect(before).toEqual([]);
    const settleAt = new Date(MORNING.getTime() + 10 * 86_400_000);
    expect(await runSettlement(t.db, settleAt)).toBeGreaterThan(0);
    expect(await runSettlement(t.db, settleAt)).toBe(0);
    const told = await notificationsMade(t.db, 'C10001', 'stock-settlement:');
    expect(told).toHaveLength(1);
    const account = await accountIdOf(t.db, 'C10001');
    const hkd = cashOf(await findLedgerAccountsOf(t.db, account, 'cash')).find(
      (cash) => cash.currency === 'HKD',
    );
    expect(told[0]).toMatchObject({ type: 'balance', status: 'unread', startTime: settleAt });
    expect(told[0]?.fields.currencyCode).toBe('HKD');
    expect(plain(told[0]?.fields.balance)).toBe(plain(hkd?.available));
    expect(plain(told[0]?.fields.holdFundAmount)).toBe(plain(hkd?.holdFundAmount));
  });
});
