import { act, screen, within } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { quoteFixture, testLive } from '../test-live';
import { stockPortfolioFixture } from '../test-portfolio';

vi.mock('../live/use-live-quotes', () => ({
  useLiveQuotes: () => useSyncExternalStore(testLive.subscribe, testLive.current),
}));
vi.mock('../../../components/data/live-indicator', () => ({ LiveIndicator: () => null }));

const desktopMedia = window.matchMedia.bind(window);
afterEach(() => {
  window.matchMedia = desktopMedia;
  testLive.reset();
});

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

function stubPortfolio() {
  return stubApi({
    'stock-portfolio/loadStockPortfolio': () => stockPortfolioFixture(),
    'stock-definition/searchExchanges': () => [],
  });
}

describe('stock portfolio (issue 11 §11)', () => {
  it('opens on the Stocks tab with quantities, prices at the exchange decimals, signed P&L and totals', async () => {
    stubPortfolio();
    renderApp({ path: '/stocks/portfolio', session: {} });
    const row = await screen.findByRole('row', { name: /00700/ }, { timeout: 5000 });
    expect(screen.getByRole('tab', { name: 'Stocks' }).getAttribute('aria-selected')).toBe('true');
    expect(cells(row).slice(1, 10)).toEqual([
      '1,000',
      '800',
      '200',
      '0',
      '350.000',
      '400.000',
      'HKD 400,000.00',
      'HKD +50,000.00 (+14.29%)',
      'HKD +5,000.00',
    ]);
    const apple = screen.getByRole('row', { name: /AAPL/ });
    expect(cells(apple).slice(5, 10)).toEqual([
      '170.00',
      '190.00',
      'USD 9,500.00',
      'USD +1,000.00 (+11.76%)',
      'USD -100.00',
    ]);
    expect(
      within(apple).getAllByRole('cell')[9]?.querySelector('[data-direction="down"]'),
    ).not.toBeNull();
    expect(screen.getByTestId('stock-totals-HKD').textContent).toContain('Total (HKD)');
    expect(screen.getByTestId('stock-totals-USD').textContent).toContain('USD 9,500.00');
    const total = screen.getByTestId('stock-totals-reporting');
    expect(total.textContent).toContain('Total in HKD');
    expect(total.textContent).toContain('HKD 474,100.00');
    expect(total.textContent).toContain('HKD +57,800.00');
    expect(within(row).getAllByRole('cell')[7]?.className).toMatch(/numeric/);
    expect(
      within(row).getByRole('link', { name: 'Sell 00700 Tencent Holdings' }).getAttribute('href'),
    ).toBe('/stocks/order?symbol=00700&side=S');
    expect(
      within(row).getByRole('link', { name: 'Buy 00700 Tencent Holdings' }).getAttribute('href'),
    ).toBe('/stocks/order?symbol=00700&side=B');
  }, 20_000);

  it('re-values market value, P&L and the totals at a live last price, flashing the change', async () => {
    stubPortfolio();
    renderApp({ path: '/stocks/portfolio', session: {} });
    const row = await screen.findByRole('row', { name: /00700/ }, { timeout: 5000 });
    act(() => testLive.push([quoteFixture('00700', '401.2')]));
    expect(cells(row).slice(6, 10)).toEqual([
      '401.200',
      'HKD 401,200.00',
      'HKD +51,200.00 (+14.63%)',
      'HKD +6,200.00',
    ]);
    expect(row.querySelector('[data-flash="up"]')).not.toBeNull();
    const total = screen.getByTestId('stock-totals-reporting');
    expect(total.textContent).toContain('HKD 475,300.00');
    expect(total.textContent).toContain('HKD +59,000.00');
    expect(total.textContent).toContain('HKD +5,420.00');

    act(() => testLive.push([quoteFixture('00700', '340')]));
    expect(cells(row).slice(6, 10)).toEqual([
      '340.000',
      'HKD 340,000.00',
      'HKD -10,000.00 (-2.86%)',
      'HKD -55,000.00',
    ]);
    expect(row.querySelector('[data-flash="down"]')).not.toBeNull();
  }, 20_000);

  it('shows a card per stock on a phone, value and P&L first, and the totals card', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: true });
    stubPortfolio();
    renderApp({ path: '/stocks/portfolio', session: {}, language: 'zh-HK' });
    const totals = await screen.findByTestId('stock-totals', {}, { timeout: 5000 });
    expect(screen.queryByRole('table')).toBeNull();
    const [card] = screen.getAllByRole('listitem');
    expect(card?.textContent).toContain('騰訊控股');
    expect(card?.textContent).toContain('HKD 400,000.00');
    expect(totals.textContent).toContain('以 HKD 合計');
  }, 20_000);
});
