import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp, testBrand } from '../../../test/render-app';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const AT = '2026-11-27T02:00:00.000Z';

const summary: CallOutput<'portfolio/loadPortfolio'> = {
  reportingCurrency: 'HKD',
  holderName: 'Chan Tai Man',
  holderChineseName: '陳大文',
  accounts: [
    { accountCode: 'C10001', source: 'gateway', isActing: true, readOnly: false },
    { accountCode: 'F10001', source: 'fos', isActing: false, readOnly: true },
  ],
  total: '10000000',
  tabs: [
    { key: 'funds', value: '1000000', sharePercent: '10.00', accounts: [] },
    { key: 'stocks', value: '500000', sharePercent: '5.00', accounts: [] },
    { key: 'balances', value: '0', sharePercent: '0.00', accounts: [] },
    {
      key: 'assets',
      value: '8000000',
      sharePercent: '80.00',
      accounts: [
        {
          accountCode: 'C10001',
          source: 'gateway',
          readOnly: false,
          value: '8000000',
          lines: [],
        },
      ],
    },
    {
      key: 'virtual-assets',
      value: '500000',
      sharePercent: '5.00',
      accounts: [
        {
          accountCode: 'F10001',
          source: 'fos',
          readOnly: true,
          value: '500000',
          lines: [
            {
              label: 'BTC',
              detail: null,
              quantity: '0.05',
              currency: 'USD',
              value: '6410.25',
              valueReporting: '500000',
            },
          ],
        },
      ],
    },
  ],
  at: AT,
};

describe('the one portfolio screen (spec §2.8, issue 24)', () => {
  it('shows the whole wealth, each tab’s share and account, and the Fos part read-only', async () => {
    stubApi({ 'portfolio/loadPortfolio': () => summary });
    renderApp({ path: '/portfolios/detail/virtual-assets', session: {} });
    expect(
      (await screen.findByTestId('portfolio-total', {}, { timeout: 5000 })).textContent,
    ).toContain('HKD 10,000,000.00');
    expect(screen.getByTestId('portfolio-part-assets').textContent).toContain('HKD 8,000,000.00');
    expect(screen.getByRole('img', { name: /Assets 80\.00%/ })).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Virtual assets', selected: true })).toBeTruthy();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Funds',
      'Stocks',
      'Balances',
      'Assets',
      'Virtual assets',
    ]);
    const part = await screen.findByTestId('read-only-F10001');
    expect(part.textContent).toContain('Held in your Fos account F10001 (read-only)');
    const row = within(part).getByRole('table');
    expect(row.textContent).toContain('BTC');
    expect(row.textContent).toContain('USD 6,410.25');
    expect(row.textContent).toContain('HKD 500,000.00');
    expect(screen.getByText('Chan Tai Man')).toBeTruthy();
  }, 20_000);

  it('names the holder in Chinese on a Chinese page, in English on an English one', async () => {
    stubApi({ 'portfolio/loadPortfolio': () => summary });
    renderApp({ path: '/portfolios/detail/funds', session: {}, language: 'zh-HK' });
    expect(await screen.findByText('陳大文', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Chan Tai Man')).toBeNull();
  }, 20_000);

  it('says under the balances what holds the cash not available, with links (issue 31 §12)', async () => {
    stubApi({
      'portfolio/loadPortfolio': () => summary,
      'balance/searchCashBalances': () => ({
        balances: [
          {
            currency: 'HKD',
            available: '5000',
            holdFundAmount: '20000',
            pending: '0',
            total: '25000',
          },
          { currency: 'USD', available: '100', holdFundAmount: '0', pending: '0', total: '100' },
        ],
      }),
      'balance/searchHeldCash': () => ({
        items: [
          { currency: 'HKD', kind: 'fundOrder', id: 41, code: 'VH-HK-EQUITY', amount: '20000' },
        ],
      }),
    });
    renderApp({ path: '/portfolios/detail/balances', session: {} });
    const held = await screen.findByTestId('held-cash', {}, { timeout: 5000 });
    expect(within(held).getByText('Held and pending: HKD 20,000.00')).toBeTruthy();
    const link = await within(held).findByRole('link', {}, { timeout: 5000 });
    expect(link.getAttribute('href')).toBe('/funds/history?order=41');
    expect(held.querySelector('[data-held-currency="USD"]')).toBeNull();
  }, 20_000);

  it('shows the not-found page for a key that is no tab', async () => {
    stubApi({ 'portfolio/loadPortfolio': () => summary });
    renderApp({ path: '/portfolios/detail/bonds', session: {} });
    expect(await screen.findByText('404', {}, { timeout: 5000 })).toBeTruthy();
  });

  it('leaves out the tabs of features the brand does not have (lotus: no funds or stocks)', async () => {
    stubApi({
      'portfolio/loadPortfolio': () => ({
        ...summary,
        tabs: summary.tabs.filter((tab) => tab.key !== 'funds' && tab.key !== 'stocks'),
      }),
    });
    renderApp({
      brand: testBrand('lotus'),
      path: '/portfolios/detail/funds',
      session: {},
    });
    expect(await screen.findByText('404', {}, { timeout: 5000 })).toBeTruthy();
  });
});
