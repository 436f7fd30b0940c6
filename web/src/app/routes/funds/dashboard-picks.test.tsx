import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';

const texts = (en: string, hk: string, cn: string) => ({ en, 'zh-HK': hk, 'zh-CN': cn });

const fundPick = {
  instrumentId: 'VH-HKD-MMF',
  name: texts('HKD Money Market', '港元貨幣市場', '港元货币市场'),
  note: texts('Cash with a yield.', '有息現金。', '有息现金。'),
  currency: 'HKD',
  exchange: null,
  price: '10.2345',
  priceDecimals: 4,
  priceDate: '2026-11-26',
  changePercent: '-0.35',
  validFrom: '2026-01-01',
  validTo: '2027-12-31',
};

describe('the house picks on the funds dashboard (issue 30)', { timeout: 30_000 }, () => {
  it('shows today’s picks in the reader’s language with NAV, change and a link to the fund', async () => {
    stubApi({ 'house-pick/loadFundPicks': () => ({ picks: [fundPick] }) });
    renderApp({ path: '/funds/dashboard', session: {}, language: 'zh-CN' });
    const block = await screen.findByRole('region', { name: '今日精选基金' }, { timeout: 5000 });
    const link = within(block).getByRole('link', { name: '港元货币市场' });
    expect(link.getAttribute('href')).toBe('/funds/detail/VH-HKD-MMF');
    expect(within(block).getByText('有息现金。')).toBeTruthy();
    expect(within(block).getByText('净值 2026-11-26')).toBeTruthy();
    expect(block.textContent).toContain('HKD 10.2345');
    expect(within(block).getByText('-0.35%').getAttribute('data-direction')).toBe('down');
  });

  it('shows nothing when no pick is valid today, and asks nothing on a brand without picks', async () => {
    const calls = stubApi({ 'house-pick/loadFundPicks': () => ({ picks: [] }) });
    const first = renderApp({ path: '/funds/dashboard', session: {} });
    await screen.findByRole('heading', { name: 'Recent orders' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(calls.some((call) => call.name === 'house-pick/loadFundPicks')).toBe(true);
    expect(screen.queryByTestId('house-picks')).toBeNull();
    first.unmount();

    const withoutPicks = testBrand('default');
    const brand = { ...withoutPicks, features: { ...withoutPicks.features, adminFundPick: false } };
    const later = stubApi({ 'house-pick/loadFundPicks': () => ({ picks: [fundPick] }) });
    renderApp({ path: '/funds/dashboard', session: {}, brand });
    await screen.findByRole('heading', { name: 'Recent orders' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(later.some((call) => call.name === 'house-pick/loadFundPicks')).toBe(false);
    expect(screen.queryByTestId('house-picks')).toBeNull();
  });
});
