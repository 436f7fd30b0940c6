import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { planFixture, subscriptionFixture } from '../test-plans';

describe('the plans pages (spec §2.11, issue 26)', () => {
  it('lists the plans with their returns signed, and filters by risk', async () => {
    const calls = stubApi({
      'plan/searchPlans': () => ({
        plans: [planFixture()],
        periods: ['3months', '1year', '3years'],
      }),
    });
    const { user } = renderApp({ path: '/plans/search', session: {} });
    const row = await screen.findByRole('link', { name: 'Balanced HKD plan' }, { timeout: 5000 });
    expect(row.getAttribute('href')).toBe('/plans/detail/PLN-HKD-BALANCED');
    expect(screen.getByText('+1.25%').getAttribute('data-direction')).toBe('up');
    expect(screen.getByText('-2.50%').getAttribute('data-direction')).toBe('down');
    await user.click(screen.getByLabelText('Risk level', { selector: 'input' }));
    await user.click(await screen.findByRole('option', { name: '3' }));
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'plan/searchPlans').at(-1)?.input).toEqual({
        riskLevel: 3,
      }),
    );
  }, 40_000);

  it('suspends a plan only after asking, in zh-CN', async () => {
    const calls = stubApi({
      'plan-subscription/searchSubscriptions': () => ({
        subscriptions: [subscriptionFixture()],
      }),
      'plan-subscription/suspend': () => ({
        result: 0,
        resultName: 'success',
        isReplay: false,
        subscription: subscriptionFixture({ status: 'inactivated', nextDebitDate: null }),
      }),
    });
    const { user } = renderApp({ path: '/plans/subscriptions', session: {}, language: 'zh-CN' });
    await user.click(await screen.findByRole('button', { name: '暂停' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/暂停 港元均衡计划/)).toBeTruthy();
    expect(calls.some((call) => call.name === 'plan-subscription/suspend')).toBe(false);
    await user.click(within(dialog).getByRole('button', { name: '暂停' }));
    expect((await screen.findByRole('status')).textContent).toBe('港元均衡计划：已暂停。');
    expect(calls.find((call) => call.name === 'plan-subscription/suspend')?.input).toEqual({
      accountCode: 'C10001',
      subscriptionId: 1,
    });
  }, 40_000);
});
