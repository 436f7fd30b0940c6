import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { planFixture, subscriptionFixture } from '../test-plans';

function stub(options: { clientRiskLevel: number; overRiskPolicy: 'refuse' | 'acknowledge' }) {
  return stubApi({
    'plan-subscription/loadSubscribeForm': () => ({
      result: 0,
      resultName: 'success',
      plan: planFixture({ planId: 'PLN-HKD-GROWTH', riskLevel: 5 }),
      cashAccounts: [{ cashAccount: 'C10001-HKD', currency: 'HKD', available: '20000' }],
      clientRiskLevel: options.clientRiskLevel,
      overRiskPolicy: options.overRiskPolicy,
      earliestFirstMonth: '2026-11',
      today: '2026-11-27',
    }),
    'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
    'plan-subscription/subscribe': () => ({
      result: 0,
      resultName: 'success',
      isReplay: false,
      subscription: subscriptionFixture({
        subscriptionId: 7,
        planId: 'PLN-HKD-GROWTH',
        status: 'submitted',
        monthlyAmount: '5000',
        nextDebitDate: '2026-12-05',
      }),
    }),
    // The books have activated it since: the steps read it again.
    'plan-subscription/loadSubscription': () => ({
      result: 0,
      resultName: 'success',
      subscription: subscriptionFixture({
        subscriptionId: 7,
        planId: 'PLN-HKD-GROWTH',
        status: 'activated',
        updatedAt: '2026-11-27T02:00:01.000Z',
      }),
      runs: [],
      holdings: [],
    }),
  });
}

describe('subscribing to a plan (spec §2.11, issue 26 §3)', () => {
  it('checks the minimum, offers months still to come, asks for the risk and the trade password, then shows it submitted and activated', async () => {
    const calls = stub({ clientRiskLevel: 4, overRiskPolicy: 'acknowledge' });
    const { user } = renderApp({ path: '/plans/subscribes/PLN-HKD-GROWTH', session: {} });
    const amount = await screen.findByRole(
      'textbox',
      { name: 'Monthly amount (HKD)' },
      { timeout: 5000 },
    );
    await user.type(amount, '500');
    expect(await screen.findByText('The minimum is HKD 1,000.00 a month.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '5000');
    // Today is the 27th: debit day 5 of November has passed, so November is not offered.
    await user.click(screen.getByLabelText('First month', { selector: 'input' }));
    expect(screen.queryByRole('option', { name: '2026-11' })).toBeNull();
    expect(screen.getByRole('option', { name: '2026-12' })).toBeTruthy();
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(
      screen.getByText("This plan's risk level (5) is above your assessed level (4)."),
    ).toBeTruthy();
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        'Plan subscription no. 7 is Submitted; the first debit is on 2026-12-05.',
      ),
    ).toBeTruthy();
    const steps = await screen.findByRole('list', { name: 'Steps of the subscription' });
    expect(await within(steps).findByText('Activated', {}, { timeout: 5000 })).toBeTruthy();
    expect(within(steps).getByText('Submitted')).toBeTruthy();
    expect(calls.find((call) => call.name === 'plan-subscription/subscribe')?.input).toMatchObject({
      accountCode: 'C10001',
      planId: 'PLN-HKD-GROWTH',
      monthlyAmount: '5000',
      debitDay: 5,
      firstMonth: '2026-12',
      cashAccount: 'C10001-HKD',
      hasAcknowledgedRisk: true,
      tradePassword: 'Trade#2026',
    });
  }, 40_000);

  it('refuses a plan above the client’s level when the brand refuses, in zh-HK', async () => {
    stub({ clientRiskLevel: 3, overRiskPolicy: 'refuse' });
    renderApp({ path: '/plans/subscribes/PLN-HKD-GROWTH', session: {}, language: 'zh-HK' });
    expect(
      await screen.findByText(
        '此計劃的風險級別（5）高於閣下的評估級別（3），未能認購。',
        {},
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  }, 40_000);
});
