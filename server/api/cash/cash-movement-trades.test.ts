import { beforeEach, describe, expect, it } from 'vitest';
import { toDecimal } from '../../../shared/domain/decimal';
import { runExchange } from '../../backoffice/gateway/stocks/exchange/exchange.job';
import { createScriptedStocks, type ScriptedStocks } from '../../test/stock-exchange-kit';
import {
  call,
  feed,
  limitBuy,
  MORNING,
  place,
  setUpStockOrderSuite,
  t,
} from '../../test/stock-order-test-kit';

/**
 * A stock trade's cash movement says what moved, and an open buy order is itemised in the held
 * cash (issue 31 §12-13), through HTTP with the simulated exchange on a scripted tape.
 */

setUpStockOrderSuite();

const minutes = (n: number) => new Date(MORNING.getTime() + n * 60_000);
let stocks: ScriptedStocks;

beforeEach(() => {
  stocks = createScriptedStocks(feed);
  stocks.script('00700');
});

describe('a trade in the cash movements and the held cash', () => {
  it('tells a fill as "buy 00700 100 @ 500" and itemises what the order still holds', async () => {
    const placed = await place(limitBuy({ quantity: '200' }));
    const orderId = placed.order?.orderId ?? 0;
    await runExchange(t.db, { stocks }, minutes(0.1));
    stocks.print('00700', { at: minutes(1), price: '500', volume: '100' });
    t.clock.now = minutes(1.5);
    expect((await runExchange(t.db, { stocks }, t.clock.now)).fills).toBe(1);

    const { movements } = await call('cash/searchCashMovements', {
      accountCode: 'C10001',
      limit: 1,
    });
    const fill = movements[0];
    expect([fill?.stockOrderId, fill?.detail?.kind, fill?.detail?.code]).toEqual([
      orderId,
      'buy',
      '00700',
    ]);
    expect(toDecimal(fill?.detail?.quantity ?? '0').toFixed()).toBe('100');
    expect(toDecimal(fill?.detail?.price ?? '0').toFixed()).toBe('500');

    const { items } = await call('balance/searchHeldCash', { accountCode: 'C10001' });
    const held = items.find((item) => item.kind === 'stockOrder' && item.id === orderId);
    expect(held?.code).toBe('00700');
    // What is left of the order (100 at 500, fees aside) is still held.
    expect(toDecimal(held?.amount ?? '0').gte('50000')).toBe(true);
  });
});
