import { describe, expect, it } from 'vitest';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { post } from '../../test/auth-client';
import {
  books,
  call,
  cancel,
  limitBuy,
  nextKey,
  place,
  R,
  session,
  setUpStockOrderSuite,
  t,
  timeline,
} from '../../test/stock-order-test-kit';

/**
 * Far prices through the calls (issue 31 §6): 00700 is quoted at 500 on the fixed feed, so a
 * limit over 550 or under 450 is more than HKEX's 10 % away. Placing or modifying to such a price
 * needs `confirmFarPrice: true` (8357 otherwise, nothing stored); a near price needs nothing.
 */

setUpStockOrderSuite();

const orderCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('stockOrder')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const modifyTo = (orderId: number, price: string, extra: { confirmFarPrice?: boolean } = {}) =>
  call('stock-order/modifyOrder', {
    accountCode: 'C10001',
    orderId,
    quantity: '100',
    price,
    ...extra,
  });

describe('far prices', () => {
  it('refuses a far price without the confirmation, with its code, and stores nothing', async () => {
    const cash = await books('HKD');
    const orders = await orderCount();
    for (const price of ['560', '440', '550.5']) {
      const answer = await place(limitBuy({ price }));
      expect(answer).toMatchObject({
        result: R.farPriceNotConfirmed,
        resultName: 'farPriceNotConfirmed',
        order: null,
      });
    }
    expect(await orderCount()).toBe(orders);
    expect(await books('HKD')).toEqual(cash);
    // The 9x rule still answers first: a far price beyond it is 8354 whatever is confirmed.
    expect((await place(limitBuy({ price: '5000', confirmFarPrice: true }))).result).toBe(
      R.priceOutOfRange,
    );
  });

  it('previews a far price without refusing it: the ticket asks the client', async () => {
    const { tradePassword, ...terms } = limitBuy({ price: '560' });
    expect(tradePassword).toBeDefined();
    const preview = await call('stock-order/previewOrder', { accountCode: 'C10001', ...terms });
    expect(preview.result).toBe(0);
  });

  it('places a near price as before and a far one once confirmed', async () => {
    const near = await place(limitBuy({ price: '550' }));
    expect(near).toMatchObject({ result: 0, order: { price: '550' } });
    const far = await place(limitBuy({ price: '440', confirmFarPrice: true }));
    expect(far).toMatchObject({ result: 0, order: { price: '440', status: 'pending' } });
    await cancel(near.order?.orderId ?? 0);
    await cancel(far.order?.orderId ?? 0);
  });

  it('asks again when a modify moves the price far, not for the quantity of a far order', async () => {
    const placed = await place(limitBuy({ price: '500' }));
    const orderId = placed.order?.orderId ?? 0;
    const refused = await modifyTo(orderId, '440');
    expect(refused).toMatchObject({ result: R.farPriceNotConfirmed, order: null });
    expect((await timeline(orderId)).order?.price).toBe('500');
    const moved = await modifyTo(orderId, '440', { confirmFarPrice: true });
    expect(moved).toMatchObject({ result: 0, order: { price: '440' } });
    // The price stays the confirmed one: a new quantity needs no second confirmation.
    const bigger = await call('stock-order/modifyOrder', {
      accountCode: 'C10001',
      orderId,
      quantity: '200',
    });
    expect(bigger).toMatchObject({ result: 0, order: { quantity: '200', price: '440' } });
    await cancel(orderId);
  });

  it('answers 400 to a confirmation that is not a boolean, nothing placed', async () => {
    const orders = await orderCount();
    const reply = await post(
      t.app,
      'stock-order/placeOrder',
      {
        accountCode: 'C10001',
        idempotencyKey: nextKey(),
        ...limitBuy({ price: '560' }),
        tradePassword: DEMO_TRADE_PASSWORD,
        confirmFarPrice: 'yes',
      },
      session,
    );
    expect(reply.statusCode).toBe(400);
    expect(await orderCount()).toBe(orders);
  });
});
