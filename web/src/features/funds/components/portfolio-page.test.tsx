import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { portfolioFixture, positionFixture } from '../test-display';

const portfolio = portfolioFixture([
  positionFixture(),
  positionFixture({
    fundId: 'PC-GLB-TECH',
    name: { en: 'Global Technology', 'zh-HK': '環球科技', 'zh-CN': '环球科技' },
    currency: 'USD',
    unitPrecision: 2,
    navPrecision: 2,
    totalUnits: '9036.08',
    availableUnits: '9036.08',
    nav: '25.5',
    marketValue: '230420.04',
    bookCost: '240420.04',
    unrealisedPnl: '-10000',
    unrealisedPnlPercent: '-4.16',
  }),
]);

const desktopMedia = window.matchMedia.bind(window);
afterEach(() => {
  window.matchMedia = desktopMedia;
});

describe('portfolio positions (issue 10 §9)', () => {
  it("shows units grouped at the fund's precision, NAVs at its NAV decimals, signed P&L and totals", async () => {
    stubApi({ 'fund-portfolio/loadFundPortfolio': () => portfolio });
    renderApp({ path: '/funds/portfolio', session: {} });
    const hkd = await screen.findByRole(
      'row',
      { name: /Victoria Harbour HKD Money Market/ },
      { timeout: 5000 },
    );
    const cells = (row: HTMLElement) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(hkd).slice(1, 7)).toEqual([
      '25,000.000',
      '24,000.500',
      '10.2000',
      'HKD 250,000.00',
      'HKD 255,000.00',
      'HKD +5,000.00 (+2.00%)',
    ]);
    const usd = screen.getByRole('row', { name: /Global Technology/ });
    expect(cells(usd).slice(1, 7)).toEqual([
      '9,036.08',
      '9,036.08',
      '25.50',
      'USD 240,420.04',
      'USD 230,420.04',
      'USD -10,000.00 (-4.16%)',
    ]);
    const totals = screen.getByTestId('position-totals');
    expect(totals.textContent).toContain('Total (HKD)');
    expect(totals.textContent).toContain('HKD 1,255,000.00');
    expect(totals.textContent).toContain('HKD -5,000.00');
    const units = within(hkd).getAllByRole('cell')[1];
    expect(units?.className).toMatch(/numeric/);
    expect(screen.getByRole('columnheader', { name: 'Units' }).className).toMatch(/numeric/);
  });

  it('shows a card per position on a phone, market value and P&L first, and a totals card', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: true });
    stubApi({ 'fund-portfolio/loadFundPortfolio': () => portfolio });
    renderApp({ path: '/funds/portfolio', session: {} });
    const totals = await screen.findByTestId('position-totals', {}, { timeout: 4000 });
    const [card] = screen.getAllByRole('listitem');
    expect(card?.textContent).toContain('HKD 255,000.00');
    expect(card?.textContent).toContain('HKD +5,000.00 (+2.00%)');
    expect(screen.queryByRole('table')).toBeNull();
    expect(totals.textContent).toContain('Total (HKD)');
    expect(totals.textContent).toContain('HKD -5,000.00');
  });
});
