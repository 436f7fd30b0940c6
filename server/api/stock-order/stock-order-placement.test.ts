import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { moveStockOrder } from '../../backoffice/gateway/stocks/stock-order-lifecycle';
import { lockStockOrder } from '../../backoffice/gateway/stocks/stock-order.repository';
import { post } from '../../test/auth-client';
import {
  books,
  call,
  cancel,
  limitBuy,
  modify,
  MORNING,
  nextKey,
  place,
  R,
  session,
  setUpStockOrderSuite,
  t,
  timeline,
} from '../../test/stock-order-test-kit';

/**
 * Stock-order placement through the real calls on PGlite (issue 11 §4-6, §9): replays and 8247,
 * modify and cancel holding and releasing exactly, and the books balanced after everything.
 */

setUpStockOrderSuite();

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

  it('replays a key whose price and quantity are written otherwise ("100" and "100.00")', async () => {
    const before = await books('HKD');
    const key = nextKey();
    const first = await place(limitBuy({ price: '500', quantity: '100' }), key);
    const orderId = first.order?.orderId ?? 0;
    const again = await place(limitBuy({ price: '500.00', quantity: '100.00' }), key);
    expect(again).toMatchObject({ result: 0, isReplay: true, order: { orderId } });
    const conflict = await place(limitBuy({ price: '500.2' }), key);
    expect(conflict).toMatchObject({ result: R.duplicateOrderReference, order: null });
    await cancel(orderId);
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

  it('refuses a price finer than its tick (8203) even under the override flag, changing nothing', async () => {
    const count = async () =>
      Number(
        (
          await t.db
            .selectFrom('stockOrder')
            .select((eb) => eb.fn.countAll().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const [cash, usd, orders] = [await books('HKD'), await books('USD'), await count()];
    for (const terms of [
      limitBuy({ price: '500.15' }),
      limitBuy({ price: '500.1234' }),
      limitBuy({ price: '499.9999999999' }),
      limitBuy({ symbol: 'AAPL', price: '230.123', quantity: '10' }),
    ]) {
      const { tradePassword, ...orderTerms } = terms;
      const preview = await call('stock-order/previewOrder', {
        accountCode: 'C10001',
        ...orderTerms,
      });
      const placed = await place({ ...orderTerms, tradePassword });
      expect([terms.price, preview.result, placed.result, placed.order]).toEqual([
        terms.price,
        R.wrongSpread,
        R.wrongSpread,
        null,
      ]);
    }
    expect([await books('HKD'), await books('USD'), await count()]).toEqual([cash, usd, orders]);
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
    // Spec §3 types filter the history; the back office's (Grey, Manual, TA, Cross) match none of
    // the embedded back office's orders, and a client cannot place one.
    const byTypes = (orderTypes: ('Odd' | 'Grey' | 'Manual' | 'TA' | 'Cross')[]) =>
      call('stock-order/searchOrders', {
        accountCode: 'C10001',
        orderTypes,
        openOnly: true,
        pageIndex: 0,
        pageSize: 50,
      });
    const odds = await byTypes(['Odd']);
    expect(odds.orders.map((order) => order.orderId)).toContain(odd.order?.orderId);
    expect(new Set(odds.orders.map((order) => order.orderType))).toEqual(new Set(['Odd']));
    expect(await byTypes(['Grey', 'Manual', 'TA', 'Cross'])).toEqual({ total: 0, orders: [] });
    const greyPlacement = await post(
      t.app,
      'stock-order/placeOrder',
      {
        ...limitBuy({ orderType: 'Grey' as 'Limit' }),
        accountCode: 'C10001',
        idempotencyKey: nextKey(),
      },
      session,
    );
    expect([greyPlacement.statusCode, greyPlacement.json()]).toMatchObject([
      400,
      { code: 'invalid_input' },
    ]);
    for (const answer of [odd, us, gtd]) await cancel(answer.order?.orderId ?? 0);
    expect((await books('USD')).cashHeld).toBeUndefined();
  });
});
