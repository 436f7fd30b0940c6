import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import { STOCK_ORDER_RESULT } from '../../../shared/domain/stock-order-result';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';
import { callOk, createStockTestApp, limitBuy } from '../../test/stock-order-test-kit';

/**
 * The brand flags of stock trading (issue 11 §9) on the harbour brand: no override out of
 * spread (8203), orders modifiable on HKEX only, no previous close for price-less orders; and
 * lotus, whose brand has no stocks: the calls do not exist there.
 */

let harbour: AuthTestApp;
let session: BrowserSession;

const call = <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> =>
  callOk(harbour, session, name, input);

const order = (extra: Partial<CallInput<'stock-order/placeOrder'>> = {}) =>
  call('stock-order/placeOrder', {
    accountCode: 'C10001',
    idempotencyKey: `harbour-${Math.random().toString(36).slice(2)}`,
    ...limitBuy(extra),
  });

beforeAll(async () => {
  harbour = (await createStockTestApp({ BRAND: 'harbour' })).app;
  session = await signIn(harbour.app, 'C10001');
});

afterAll(async () => {
  await harbour.close();
});

describe('stock brand flags', () => {
  it('refuses an out-of-spread price with 8203 without the override flag', async () => {
    expect((await order({ price: '500.1' })).result).toBe(STOCK_ORDER_RESULT.wrongSpread);
  });

  it('lets HKEX orders be modified and US orders only cancelled', async () => {
    const us = await call('stock-order/loadTradingPermission', {
      accountCode: 'C10001',
      exchange: 'US',
    });
    expect(us.canModifyOrders).toBe(false);
    const placed = await order({ symbol: 'AAPL', price: '230', quantity: '10' });
    expect(placed.order).toMatchObject({ canModify: false, canCancel: true });
    const modified = await call('stock-order/modifyOrder', {
      accountCode: 'C10001',
      orderId: placed.order?.orderId ?? 0,
      quantity: '20',
    });
    expect(modified.result).toBe(STOCK_ORDER_RESULT.orderNotChangeable);
    const hk = await order();
    expect(hk.order?.canModify).toBe(true);
  });

  it('has no stock calls where the brand has no stocks (lotus)', async () => {
    const lotus = await createAuthTestApp({
      env: { BRAND: 'lotus', SESSION_LOGIN_SECRET: 'a-test-secret-of-at-least-32-characters!' },
    });
    try {
      const reply = await post(lotus.app, 'stock-portfolio/loadStockPortfolio', {
        accountCode: 'C10001',
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await lotus.close();
    }
  });
});
