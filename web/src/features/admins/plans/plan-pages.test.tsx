import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const ADMIN = { role: 'admin', accountCode: 'S90001' } as const;
const AT = '2026-11-27T02:00:00.000Z';
const texts = (en: string) => ({ en, 'zh-HK': `${en} 繁`, 'zh-CN': `${en} 简` });

const fund = (fundId: string, en: string, currency = 'HKD', riskLevel = 2) => ({
  fundId,
  name: texts(en),
  house: texts('House'),
  category: 'equity',
  region: 'global',
  sector: 'technology',
  currency,
  riskLevel,
  nav: '10',
  navDate: '2026-11-26',
  priceChange: null,
  isSuspended: false,
  isProfessionalOnly: false,
  minimumInitialSubscription: '1000',
  unitPrecision: 3,
  navPrecision: 4,
});
const FUNDS = [
  fund('HK-EQ', 'Hong Kong Equity', 'HKD', 4),
  fund('HK-BOND', 'Hong Kong Bond', 'HKD', 2),
  fund('US-TECH', 'US Technology', 'USD', 5),
];

const plan = (overrides: Record<string, unknown> = {}) => ({
  planId: 'PLN-HKD-GROWTH',
  name: texts('Growth builder'),
  theme: 'growth',
  currency: 'HKD',
  minimumMonthlyAmount: '1000',
  riskLevel: 4,
  status: 'active',
  fundCount: 2,
  liveSubscriptions: 3,
  updatedAt: AT,
  summary: texts('Equity led.'),
  description: texts('Mostly equity.'),
  components: [
    {
      fundId: 'HK-EQ',
      fundName: texts('Hong Kong Equity'),
      currency: 'HKD',
      riskLevel: 4,
      weight: '70',
    },
    {
      fundId: 'HK-BOND',
      fundName: texts('Hong Kong Bond'),
      currency: 'HKD',
      riskLevel: 2,
      weight: '30',
    },
  ],
  createdAt: AT,
  ...overrides,
});

const counts = { draft: 1, active: 1, inactive: 0, deleted: 0 };

describe('the admin plan pages (issue 30)', { timeout: 30_000 }, () => {
  it('lists plans by status with counts, the status kept in the address', async () => {
    const calls = stubApi({
      'admin-plan/searchPlans': (input) => ({
        plans: (input as { status?: string }).status === 'draft' ? [] : [plan()],
        counts,
      }),
      'fund/searchFunds': () => ({ total: FUNDS.length, funds: FUNDS }),
    });
    const { user, router } = renderApp({ path: '/admins/plans', session: ADMIN });
    const row = (await screen.findByText('Growth builder', undefined, { timeout: 5000 })).closest(
      'tr',
    ) as HTMLElement;
    expect(within(row).getByText('HKD 1,000.00')).toBeTruthy();
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(within(row).getByText('Risk 4')).toBeTruthy();
    await user.click(screen.getByRole('tab', { name: /Draft/ }));
    expect(router.state.location.search).toBe('?status=draft');
    expect(
      await screen.findByText('No plan has this status.', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.filter((call) => call.name === 'admin-plan/searchPlans').at(-1)?.input).toEqual({
      status: 'draft',
    });
  });

  it('keeps a new plan until its weights add up to 100 %, then shows the server’s refusal in words', async () => {
    let answer = 'fund_currency_mismatch';
    const calls = stubApi({
      'fund/searchFunds': () => ({ total: FUNDS.length, funds: FUNDS }),
      'admin-plan/savePlan': () =>
        answer === 'ok'
          ? { result: 'ok', plan: plan({ planId: 'PLN-HKD-NEW1', status: 'draft' }) }
          : { result: answer, plan: null },
      'admin-plan/loadPlan': () => ({ plan: plan({ planId: 'PLN-HKD-NEW1', status: 'draft' }) }),
    });
    const { user, router } = renderApp({ path: '/admins/plans/edit/new', session: ADMIN });
    const add = await screen.findByRole('combobox', { name: 'Add a fund' }, { timeout: 5000 });
    await user.click(add);
    // Only the plan currency's funds are offered.
    expect(screen.queryByRole('option', { name: /US Technology/ })).toBeNull();
    await user.click(await screen.findByRole('option', { name: /Hong Kong Equity/ }));
    await user.click(screen.getByRole('combobox', { name: 'Add a fund' }));
    await user.click(await screen.findByRole('option', { name: /Hong Kong Bond/ }));
    await user.type(screen.getByRole('textbox', { name: 'Weight of Hong Kong Equity (%)' }), '60');
    await user.type(screen.getByRole('textbox', { name: 'Weight of Hong Kong Bond (%)' }), '30.5');
    expect(screen.getByTestId('mix-total').textContent).toBe(
      'Total 90.50%: the weights must add up to 100.00%',
    );
    await user.type(screen.getByRole('textbox', { name: /^Minimum a month/ }), '500');
    for (const field of ['Name', 'Summary', 'Description']) {
      for (const language of ['English', 'Traditional Chinese', 'Simplified Chinese']) {
        await user.type(screen.getByRole('textbox', { name: `${field} (${language})` }), 'x');
      }
    }
    const save = screen.getByRole('button', { name: 'Save' });
    await user.click(save);
    expect(screen.getByText(/make the weights add up to exactly 100.00%/)).toBeTruthy();
    expect(calls.some((call) => call.name === 'admin-plan/savePlan')).toBe(false);

    const bond = screen.getByRole('textbox', { name: 'Weight of Hong Kong Bond (%)' });
    await user.clear(bond);
    await user.type(bond, '40');
    expect(screen.getByTestId('mix-total').textContent).toBe('Total 100.00%');
    await user.click(save);
    expect(
      await screen.findByText(
        /Every fund of the plan must deal in the plan's currency/,
        undefined,
        {
          timeout: 5000,
        },
      ),
    ).toBeTruthy();
    expect(screen.getByText('(fund_currency_mismatch)')).toBeTruthy();
    expect(calls.find((call) => call.name === 'admin-plan/savePlan')?.input).toEqual({
      theme: 'core',
      currency: 'HKD',
      minimumMonthlyAmount: '500',
      components: [
        { fundId: 'HK-EQ', weight: '60' },
        { fundId: 'HK-BOND', weight: '40' },
      ],
      name: { en: 'x', 'zh-HK': 'x', 'zh-CN': 'x' },
      summary: { en: 'x', 'zh-HK': 'x', 'zh-CN': 'x' },
      description: { en: 'x', 'zh-HK': 'x', 'zh-CN': 'x' },
    });

    answer = 'ok';
    await user.click(save);
    await screen.findByText(/saved as a draft/, undefined, { timeout: 5000 });
    expect(router.state.location.pathname).toBe('/admins/plans/edit/PLN-HKD-NEW1');
  });

  it('asks before a delete and says why a plan with live subscriptions stays', async () => {
    const calls = stubApi({
      'fund/searchFunds': () => ({ total: FUNDS.length, funds: FUNDS }),
      'admin-plan/loadPlan': () => ({ plan: plan({ status: 'inactive' }) }),
      'admin-plan/movePlan': () => ({ result: 'has_live_subscriptions', plan: null }),
    });
    const { user } = renderApp({ path: '/admins/plans/edit/PLN-HKD-GROWTH', session: ADMIN });
    await screen.findByText('3 live subscriptions', undefined, { timeout: 5000 });
    expect(screen.getByTestId('mix-total').textContent).toBe('Total 100.00%');
    // An inactive plan may be activated again or deleted; never deactivated.
    expect(screen.queryByRole('button', { name: 'Deactivate' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete the plan?' });
    expect(calls.some((call) => call.name === 'admin-plan/movePlan')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(/still has live subscriptions/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(calls.find((call) => call.name === 'admin-plan/movePlan')?.input).toEqual({
      planId: 'PLN-HKD-GROWTH',
      to: 'deleted',
    });
  });
});
