import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundDetailFixture } from '../test-fund';

const named = (en: string) => ({ en, 'zh-HK': en, 'zh-CN': en });

const held = fundDetailFixture();
const target = fundDetailFixture({
  fundId: 'VH-HKD-MMF',
  name: named('Victoria Harbour HKD Money Market'),
  riskLevel: 1,
  nav: '1.0000',
  navPrecision: 4,
  minimumInitialSubscription: '10000',
  minimumSubsequentSubscription: '1000',
});
const otherCurrency = fundDetailFixture({
  fundId: 'PC-GLB-TECH',
  name: named('Pacific Global Technology'),
  currency: 'USD',
});
const professional = fundDetailFixture({
  fundId: 'PC-HK-PRO',
  name: named('Pacific HK Professional'),
  isProfessionalOnly: true,
});
const everyFund = [held, target, otherCurrency, professional];

function position(fund: typeof held, units: string) {
  return {
    fundId: fund.fundId,
    name: fund.name,
    category: fund.category,
    riskLevel: fund.riskLevel,
    currency: fund.currency,
    unitPrecision: fund.unitPrecision,
    navPrecision: fund.navPrecision,
    totalUnits: units,
    availableUnits: units,
    freezeQuantity: '0',
    pendingUnits: '0',
    nav: fund.nav,
    navDate: fund.navDate,
    marketValue: '0',
    bookCost: '0',
    unrealisedPnl: '0',
    unrealisedPnlPercent: null,
    marketValueReporting: '0',
    unrealisedPnlReporting: '0',
  };
}

function stub(positions: ReturnType<typeof position>[]) {
  return stubApi({
    'fund/getFund': (input) => ({
      fund: everyFund.find((fund) => fund.fundId === (input as { fundId: string }).fundId),
    }),
    'fund/searchFunds': () => ({
      total: everyFund.length,
      funds: everyFund.map((fund) => ({ ...fund, priceChange: null })),
    }),
    'fund-portfolio/loadFundPortfolio': () => ({
      reportingCurrency: 'HKD',
      totalMarketValue: '0',
      totalBookCost: '0',
      totalUnrealisedPnl: '0',
      positions,
      cash: [],
    }),
    'raq/loadAssessment': () => ({
      assessment: {
        status: 'approved',
        level: 5,
        score: 40,
        version: 1,
        submittedAt: '2026-01-01T00:00:00.000Z',
        approvedAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2028-01-01T00:00:00.000Z',
      },
      reminder: 'none',
    }),
    'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
  });
}

/** The options of a select, as the reader sees them. */
function optionsOf(select: HTMLElement): string[] {
  return within(select)
    .getAllByRole('option')
    .map((option) => option.textContent ?? '');
}

describe('redeem and switch offer the funds held (issue 10 §4)', () => {
  it('redeem lists only held funds, with the units held at the fund precision', async () => {
    stub([position(held, '25000')]);
    renderApp({ path: '/funds/redeem', session: {} });
    const picker = await screen.findByRole('combobox', { name: 'Fund' });
    expect(
      await screen.findByRole('option', {
        name: 'Victoria Harbour HK Equity (HKD) · 25,000.000 units held',
      }),
    ).toBeTruthy();
    expect(optionsOf(picker)).toEqual([
      'Choose a fund',
      'Victoria Harbour HK Equity (HKD) · 25,000.000 units held',
    ]);
  }, 15_000);

  it('says so when nothing is held', async () => {
    stub([]);
    renderApp({ path: '/funds/redeem', session: {} });
    expect(
      await screen.findByText('You hold no fund units, so there is nothing to redeem or switch.'),
    ).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Fund' })).toBeNull();
  });

  it('redeem shows the units and the NAV with separators and fixed decimals', async () => {
    stub([position(held, '9036.08')]);
    renderApp({ path: '/funds/redeem/VH-HK-EQUITY', session: {} });
    const label = await screen.findByText('Available units');
    expect(label.nextElementSibling?.textContent).toBe('9,036.080');
    expect(screen.getByText('Latest NAV').nextElementSibling?.textContent).toBe(
      '10.00 (2026-11-20)',
    );
  });

  it('switches out of held funds into funds of the same currency open to the client', async () => {
    stub([position(held, '25000')]);
    renderApp({ path: '/funds/switch/VH-HK-EQUITY', session: {} });
    const from = await screen.findByRole('combobox', { name: 'Fund' });
    expect(optionsOf(from)).toHaveLength(2);
    const into = await screen.findByRole('combobox', { name: 'Switch into' });
    await screen.findByRole('option', { name: 'Victoria Harbour HKD Money Market (HKD)' });
    // Not the fund itself, not another currency, not a professional-only fund (the server's checks).
    expect(optionsOf(into)).toEqual(['Choose a fund', 'Victoria Harbour HKD Money Market (HKD)']);
  });

  it("names the switch-in fund's minimum when the proceeds fall short", async () => {
    stub([position(held, '25000')]);
    const { user } = renderApp({ path: '/funds/switch/VH-HK-EQUITY', session: {} });
    const into = await screen.findByRole('combobox', { name: 'Switch into' });
    await screen.findByRole('option', { name: 'Victoria Harbour HKD Money Market (HKD)' });
    await user.selectOptions(into, 'VH-HKD-MMF');
    const units = await screen.findByRole('textbox', { name: 'Units' });
    // 100 units at 10.00 with no redemption fee: HKD 1,000.00, short of 10,000 + 5%.
    await user.type(units, '100');
    expect(
      await screen.findByText(
        'The estimated proceeds of HKD 1,000.00 are below the minimum subscription of ' +
          'HKD 10,000.00 for Victoria Harbour HKD Money Market: a switch needs at least ' +
          'HKD 10,500.00 (the minimum plus 5%).',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
    await user.clear(units);
    await user.type(units, '1100');
    expect(
      await screen.findByText('Estimated units of Victoria Harbour HKD Money Market'),
    ).toBeTruthy();
    expect(
      screen.getByText('Estimated units of Victoria Harbour HKD Money Market').nextElementSibling
        ?.textContent,
    ).toBe('10,890.000');
  }, 15_000);
});
