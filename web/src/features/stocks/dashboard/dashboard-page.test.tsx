import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { quoteFixture, testLive } from '../test-live';
import { rejectedOrder, stockOrderFixture } from '../test-orders';
import { stockPortfolioFixture } from '../test-portfolio';

vi.mock('../live/use-live-quotes', () => ({
  useLiveQuotes: () => useSyncExternalStore(testLive.subscribe, testLive.current),
}));
vi.mock('../../../components/data/live-indicator', () => ({ LiveIndicator: () => null }));

afterEach(() => {
  testLive.reset();
});

const markets = [
  {
    exchange: 'HKEX' as const,
    session: 'morning' as const,
    tradeDate: '2026-11-24',
    isTradingDay: true,
    nextChangeAt: '2026-11-24T04:00:00.000Z',
  },
  {
    exchange: 'US' as const,
    session: 'closed' as const,
    tradeDate: '2026-11-24',
    isTradingDay: true,
    nextChangeAt: '2026-11-24T09:00:00.000Z',
  },
];

function stubDashboard() {
  return stubApi({
    'stock-portfolio/loadStockPortfolio': () => stockPortfolioFixture(),
    'stock-order/searchOrders': () => ({
      total: 2,
      orders: [stockOrderFixture(), rejectedOrder],
    }),
    'stock-definition/loadMarketStates': () => ({ markets }),
    'stock-definition/searchExchanges': () => [],
  });
}

describe('stocks dashboard (issue 11 §10)', () => {
  it('shows the totals, both market states, the top holdings and the recent orders', async () => {
    const calls = stubDashboard();
    renderApp({ path: '/stocks', session: {} });
    expect(
      (await screen.findByTestId('stocks-market-value', {}, { timeout: 5000 })).textContent,
    ).toBe('HKD 474,100.00');
    expect(screen.getByTestId('stocks-today-pnl').textContent).toBe('HKD +4,220.00');
    expect(await screen.findByTestId('session-HKEX')).toHaveProperty(
      'textContent',
      'Morning session',
    );
    expect(screen.getByTestId('session-US').textContent).toBe('Closed');
    const us = screen.getByTestId('session-US').closest('[data-exchange]') as HTMLElement;
    expect(us.textContent).toContain(
      'Next change 2026-11-24 17:00 Hong Kong time (2026-11-24 04:00 New York time)',
    );
    const holdings = screen.getByRole('table', { name: 'Top holdings' });
    const rows = within(holdings).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.getAttribute('data-symbol'))).toEqual(['00700', 'AAPL']);
    const recent = screen.getByRole('table', { name: 'Recent orders' });
    expect(within(recent).getAllByRole('row')).toHaveLength(3);
    expect(recent.textContent).toContain('Partially Filled');
    expect(screen.getByRole('link', { name: 'View order history' }).getAttribute('href')).toBe(
      '/stocks/history',
    );
    expect(screen.getByRole('link', { name: 'Place an order' }).getAttribute('href')).toBe(
      '/stocks/order',
    );
    const search = calls.find((call) => call.name === 'stock-order/searchOrders');
    expect(search?.input).toMatchObject({ accountCode: 'C10001', pageSize: 5, pageIndex: 0 });
  }, 20_000);

  it('moves the headline figures and a holding with a live price, and a market with its stream', async () => {
    stubDashboard();
    renderApp({ path: '/stocks/dashboard', session: {}, language: 'zh-HK' });
    await screen.findByTestId('stocks-market-value', {}, { timeout: 5000 });
    act(() =>
      testLive.push(
        [quoteFixture('00700', '401', { changePercent: '1.52' })],
        [{ ...markets[0]!, session: 'lunch' }],
      ),
    );
    expect(screen.getByTestId('stocks-market-value').textContent).toBe('HKD 475,100.00');
    expect(screen.getByTestId('stocks-today-pnl').textContent).toBe('HKD +5,220.00');
    expect(screen.getByTestId('session-HKEX').textContent).toBe('午休');
    const tencent = screen
      .getByRole('table', { name: '主要持倉' })
      .querySelector('[data-symbol="00700"]');
    expect(tencent?.textContent).toContain('+1.52%');
  }, 20_000);
});
