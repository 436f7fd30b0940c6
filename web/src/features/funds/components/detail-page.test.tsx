import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundDetailFixture } from '../test-fund';
import { portfolioFixture, positionFixture } from '../test-display';

const held = fundDetailFixture({ fundId: 'VH-HKD-MMF', nav: '10.2', navPrecision: 4 });

function stubFund(positions = [positionFixture()]) {
  stubApi({
    'fund/getFund': () => ({ fund: held }),
    'fund-portfolio/loadFundPortfolio': () => portfolioFixture(positions),
    'fund-watchlist/listWatchlist': () => ({ funds: [] }),
  });
}

describe('fund detail actions and a missing fund (issue 10 §11, §13)', () => {
  it('offers a holder Redeem and Switch, and everyone Compare with this fund', async () => {
    stubFund();
    renderApp({ path: '/funds/detail/VH-HKD-MMF', session: {} });
    const redeem = await screen.findByRole('link', { name: 'Redeem' }, { timeout: 4000 });
    expect(redeem.getAttribute('href')).toBe('/funds/redeem/VH-HKD-MMF');
    expect(screen.getByRole('link', { name: 'Switch' }).getAttribute('href')).toBe(
      '/funds/switch/VH-HKD-MMF',
    );
    expect(screen.getByRole('link', { name: 'Compare' }).getAttribute('href')).toBe(
      '/funds/comparer?ids=VH-HKD-MMF',
    );
    expect(screen.getByText('HKD 10.2000')).toBeTruthy();
  });

  it('offers no Redeem or Switch to a client who does not hold the fund', async () => {
    stubFund([]);
    renderApp({ path: '/funds/detail/VH-HKD-MMF', session: {} });
    expect(await screen.findByRole('link', { name: 'Compare' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Redeem' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Switch' })).toBeNull();
  });

  it('says an unknown fund is not found, in the page language, with a way to the funds', async () => {
    stubApi({ 'fund/getFund': () => ({ status: 404, body: { code: 'not_found' } }) });
    renderApp({ path: '/funds/detail/NOPE', language: 'zh-HK' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '找不到基金' }, { timeout: 4000 }),
    ).toBeTruthy();
    expect(screen.queryByText('NOPE')).toBeNull();
    expect(
      within(screen.getByTestId('fund-not-found'))
        .getByRole('link', { name: '搜尋基金' })
        .getAttribute('href'),
    ).toBe('/funds/selector');
  });
});
