import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import { toDecimal } from '../../../shared/domain/decimal';
import { DEMO_TRADE_PASSWORD } from '../../seed/demo-sign-in';
import { signIn, type AuthTestApp, type BrowserSession } from '../../test/auth-client';
import { callOk, createStockTestApp } from '../../test/stock-order-test-kit';
import { valuePosition } from './stock-portfolio';

/**
 * The stock portfolio (issue 11 §11) of C10001's demo holdings on a feed with fixed prices:
 * quantities, average cost, market value, unrealised and today's P&L, per currency and in HKD;
 * shares never show in the fund portfolio.
 */

let t: AuthTestApp;
let session: BrowserSession;

const call = <N extends CallName>(name: N, input: CallInput<N>): Promise<CallOutput<N>> =>
  callOk(t, session, name, input);

beforeAll(async () => {
  t = (await createStockTestApp()).app;
  session = await signIn(t.app, 'C10001');
});

afterAll(async () => {
  await t.close();
});

describe('stock-portfolio/loadStockPortfolio', () => {
  it('values the demo holdings at the last price with today’s P&L', async () => {
    const portfolio = await call('stock-portfolio/loadStockPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'HKD',
    });
    const rows = portfolio.positions.map((position) => [
      position.symbol,
      position.currency,
      position.totalQuantity,
      position.averageCost,
      position.marketValue,
      position.unrealisedPnl,
      position.unrealisedPnlPercent,
      position.todayPnl,
    ]);
    expect(rows).toEqual([
      ['00005', 'HKD', '2000', '88.4', '200000', '23200', '13.12', '4000'],
      ['00700', 'HKD', '1000', '455.2', '500000', '44800', '9.84', '10000'],
      ['02800', 'HKD', '5000', '24.1', '130000', '9500', '7.88', '2500'],
      ['AAPL', 'USD', '50', '198.4', '11500', '1580', '15.93', '100'],
    ]);
    expect(portfolio.byCurrency).toEqual([
      { currency: 'HKD', marketValue: '830000', unrealisedPnl: '77500', todayPnl: '16500' },
      { currency: 'USD', marketValue: '11500', unrealisedPnl: '1580', todayPnl: '100' },
    ]);
    const aapl = portfolio.positions.find((position) => position.symbol === 'AAPL');
    expect(toDecimal(aapl?.reportingMarketValue ?? '0').greaterThan('80000')).toBe(true);
    expect(portfolio.totalMarketValue).toBe(
      toDecimal('830000')
        .add(aapl?.reportingMarketValue ?? '0')
        .toFixed(),
    );
    expect(portfolio.positions[1]?.name.en).toMatch(/Tencent/);
    expect(portfolio.positions[1]).toMatchObject({
      boardLot: 100,
      lastPrice: '500',
      previousClose: '490',
    });
  });

  it('shows shares frozen by a working sell, and keeps shares out of the fund portfolio', async () => {
    const placed = await call('stock-order/placeOrder', {
      accountCode: 'C10001',
      idempotencyKey: 'portfolio-sell-1',
      symbol: '00700',
      side: 'S',
      orderType: 'Limit',
      price: '510',
      quantity: '300',
      condition: 'none',
      remark: '',
      tradePassword: DEMO_TRADE_PASSWORD,
    });
    expect(placed.result).toBe(0);
    const portfolio = await call('stock-portfolio/loadStockPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'USD',
    });
    expect(portfolio.reportingCurrency).toBe('USD');
    expect(portfolio.positions.find((position) => position.symbol === '00700')).toMatchObject({
      availableQuantity: '700',
      frozenQuantity: '300',
      totalQuantity: '1000',
      marketValue: '500000',
    });
    const funds = await call('fund-portfolio/loadFundPortfolio', {
      accountCode: 'C10001',
      reportingCurrency: 'HKD',
    });
    const ids = funds.positions.map((position) => position.fundId);
    expect(ids.length).toBeGreaterThan(0);
    expect(ids).not.toContain('00700');
    expect(ids).not.toContain('AAPL');
  });

  it('adds today’s trades to today’s P&L', () => {
    const valued = valuePosition(
      {
        symbol: '00700',
        exchange: 'HKEX',
        currency: 'HKD',
        availableQuantity: '900',
        frozenQuantity: '0',
        pendingQuantity: '100',
        totalQuantity: '1000',
        bookCost: '455000',
        realisedPnl: '1234.5',
        today: {
          boughtQuantity: '200',
          boughtConsideration: '99000',
          soldQuantity: '100',
          soldConsideration: '50200',
        },
      },
      { last: '500', previousClose: '490' },
    );
    // Held at the open: 1000 − 200 + 100 = 900 shares: 9,000; buys 100,000 − 99,000; sells
    // 50,200 − 49,000.
    expect(valued.todayPnl).toBe('11200');
    expect(valued).toMatchObject({ realisedPnl: '1234.5', averageCost: '455' });
  });
});
