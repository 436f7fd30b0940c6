import { describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { findAccountByCode } from '../../repositories/account.repository';
import { setAdvisorStockPermission } from '../../repositories/stock-instruction-permission.repository';
import { cookiesOf, post, signIn } from '../../test/auth-client';
import {
  books,
  call,
  cancel,
  clientId,
  limitBuy,
  nextKey,
  place,
  R,
  setUpStockOrderSuite,
  t,
} from '../../test/stock-order-test-kit';

/**
 * Stock-order previews and permissions through the real calls on PGlite (issue 11 §4-6, §9): the
 * preview, the trading permission per exchange and the adviser-level permission.
 */

setUpStockOrderSuite();

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
