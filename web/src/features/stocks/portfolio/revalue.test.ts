import { describe, expect, it } from 'vitest';
import { applePosition, stockPortfolioFixture } from '../test-portfolio';
import { revaluePortfolio } from './revalue';

const last = (entries: Record<string, string>) =>
  new Map(Object.entries(entries).map(([symbol, price]) => [symbol, { last: price }]));

describe('live re-valuation (issue 11 §11)', () => {
  it('leaves the portfolio as the server valued it without a live price, or at the same one', () => {
    const portfolio = stockPortfolioFixture();
    expect(revaluePortfolio(portfolio, new Map())).toEqual(portfolio);
    expect(revaluePortfolio(portfolio, last({ '00700': '400.000' }))).toEqual(portfolio);
  });

  it('moves value, unrealised and today P&L by (live − valued) × quantity, in decimals', () => {
    const valued = revaluePortfolio(stockPortfolioFixture(), last({ '00700': '400.2' }));
    const [tencent, apple] = valued.positions;
    expect(tencent).toMatchObject({
      lastPrice: '400.2',
      marketValue: '400200',
      unrealisedPnl: '50200',
      unrealisedPnlPercent: '14.34',
      todayPnl: '5200',
      reportingMarketValue: '400200',
    });
    expect(apple).toEqual(applePosition);
    expect(valued.byCurrency[0]).toEqual({
      currency: 'HKD',
      marketValue: '400200',
      unrealisedPnl: '50200',
      todayPnl: '5200',
    });
    expect(valued.totalMarketValue).toBe('474300');
    expect(valued.totalTodayPnl).toBe('4420');
  });

  it("converts a foreign stock's move at the rate the server valued it with", () => {
    // USD 0.10 × 50 = USD 5 at 74100 / 9500 = 7.8 → HKD 39; no float drift (0.1 + 0.2).
    const valued = revaluePortfolio(stockPortfolioFixture(), last({ AAPL: '190.1' }));
    expect(valued.positions[1]).toMatchObject({
      marketValue: '9505',
      unrealisedPnl: '1005',
      todayPnl: '-95',
      reportingMarketValue: '74139',
    });
    expect(valued.byCurrency[1]?.marketValue).toBe('9505');
    expect(valued.totalMarketValue).toBe('474139');
    expect(valued.totalUnrealisedPnl).toBe('57839');
    expect(valued.totalTodayPnl).toBe('4259');
  });

  it('makes a loss when the live price falls below the average cost', () => {
    const valued = revaluePortfolio(stockPortfolioFixture(), last({ '00700': '340' }));
    expect(valued.positions[0]).toMatchObject({
      marketValue: '340000',
      unrealisedPnl: '-10000',
      unrealisedPnlPercent: '-2.86',
      todayPnl: '-55000',
    });
  });
});
