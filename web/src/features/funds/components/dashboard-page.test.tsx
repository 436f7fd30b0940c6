import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundSummaryFixture, portfolioFixture, positionFixture } from '../test-display';

const name = { en: 'HKD Money Market', 'zh-HK': '港元貨幣市場', 'zh-CN': '港元货币市场' };

const order = {
  orderId: 41,
  idempotencyKey: 'k',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HKD-MMF',
  fundName: name,
  currency: 'HKD',
  unitPrecision: 3,
  navPrecision: 4,
  amount: '20000',
  units: null,
  fee: null,
  nav: null,
  proceeds: null,
  status: 'pending',
  statusLetter: null,
  linkedOrderId: null,
  isRiskAcknowledged: false,
  dealingDate: '2026-11-23',
  cutOffAt: '2026-11-23T08:30:00.000Z',
  settlementDate: '2026-11-26',
  placedAt: '2026-11-23T02:00:00.000Z',
  updatedAt: '2026-11-23T02:00:00.000Z',
  canCancel: true,
  legs: [],
};
const redemption = {
  ...order,
  orderId: 42,
  orderType: 'redemption',
  side: 'R',
  amount: null,
  units: '25000',
};

function stubDashboard(extra: Parameters<typeof stubApi>[0] = {}) {
  stubApi({
    ...extra,
    'fund-portfolio/loadFundPortfolio': () => portfolioFixture([positionFixture()]),
    'fund-order/searchOrders': () => ({ total: 2, orders: [order, redemption] }),
    'fund-watchlist/listWatchlist': () => ({
      funds: [
        fundSummaryFixture(),
        fundSummaryFixture({
          fundId: 'LR-ASIA-BOND',
          name: { en: 'Asia Bond', 'zh-HK': '亞洲債券', 'zh-CN': '亚洲债券' },
          nav: '9.87',
          navPrecision: 2,
          priceChange: '-0.35',
        }),
      ],
    }),
  });
}

const desktopMedia = window.matchMedia.bind(window);
afterEach(() => {
  window.matchMedia = desktopMedia;
});

describe('funds dashboard figures (issue 10 §9)', () => {
  it('keeps money and units apart: an amount for a subscription, grouped units for a redemption', async () => {
    stubDashboard();
    renderApp({ path: '/funds/dashboard', session: {} });
    const recent = await screen.findByRole('table', { name: 'Recent orders' });
    const cells = (orderId: number) =>
      [
        ...(recent.querySelector(`tr[data-order-id="${orderId}"]`)?.querySelectorAll('td') ?? []),
      ].map((cell) => cell.textContent);
    expect(
      within(recent)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Order', 'Fund', 'Side', 'Amount', 'Units', 'Status']);
    expect(cells(41).slice(2, 5)).toEqual(['Subscribe', 'HKD 20,000.00', '–']);
    expect(cells(42).slice(2, 5)).toEqual(['Redeem', '–', '25,000.000']);
    expect(screen.getByTestId('total-unrealised-pnl').textContent).toBe('HKD -5,000.00');
  });

  it("lists watched funds with each NAV at its fund's decimals and the change signed", async () => {
    stubDashboard();
    renderApp({ path: '/funds/dashboard', session: {} });
    const watchlist = await screen.findByRole('table', { name: 'Watchlist' });
    const row = (fundId: string) =>
      [...(watchlist.querySelector(`tr[data-fund-id="${fundId}"]`)?.querySelectorAll('td') ?? [])]
        .slice(3)
        .map((cell) => cell.textContent);
    expect(row('PC-GLB-TECH')).toEqual(['USD 25.5000', '+12.50%']);
    expect(row('LR-ASIA-BOND')).toEqual(['USD 9.87', '-0.35%']);
    const loss = within(watchlist).getByText('-0.35%');
    expect(loss.dataset.direction).toBe('down');
    expect(within(watchlist).getByText('+12.50%').dataset.direction).toBe('up');
  });

  it('shows cards on a phone: the amount of a subscription, the units of a redemption labelled', async () => {
    window.matchMedia = (query: string) => ({ ...desktopMedia(query), matches: true });
    stubDashboard();
    renderApp({ path: '/funds/dashboard', session: {} });
    const recent = await screen.findByRole('list', { name: 'Recent orders' });
    expect(recent.querySelector('[data-order-id="41"]')?.textContent).toContain('HKD 20,000.00');
    expect(recent.querySelector('[data-order-id="42"]')?.textContent).toContain('25,000.000 units');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

describe('funds dashboard risk reminder (issue 10 §3)', () => {
  const expired = () => ({
    assessment: {
      status: 'approved',
      level: 3,
      score: 20,
      version: 1,
      submittedAt: '2024-01-01T00:00:00.000Z',
      approvedAt: '2024-01-01T00:00:00.000Z',
      expiresAt: '2026-01-01T00:00:00.000Z',
    },
    reminder: 'expired',
  });

  it('reminds an account holder whose assessment has expired', async () => {
    stubDashboard({ 'raq/loadAssessment': expired });
    renderApp({ path: '/funds/dashboard', session: { role: 'user' } });
    await screen.findByRole('table', { name: 'Recent orders' });
    expect(await screen.findByRole('link', { name: 'Go to the risk assessment' })).toBeTruthy();
  });

  it('does not remind an advisor or an admin, who do not invest', async () => {
    for (const role of ['advisor', 'admin'] as const) {
      stubDashboard({ 'raq/loadAssessment': expired });
      const view = renderApp({ path: '/funds/dashboard', session: { role } });
      await screen.findByRole('table', { name: 'Recent orders' });
      expect(screen.queryByRole('link', { name: 'Go to the risk assessment' })).toBeNull();
      view.unmount();
    }
  });
});
