import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundDetailFixture } from '../test-fund';

const fund = fundDetailFixture();

/** What a screen reader reads with an element besides its name (its aria-describedby texts). */
function descriptionOf(element: HTMLElement): string {
  const ids = element.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
}

const cash = {
  currency: 'HKD',
  available: '5000.567',
  holdFundAmount: '0',
  pending: '0',
  total: '5000.567',
};

function order(status: string) {
  return {
    orderId: 41,
    idempotencyKey: 'k',
    orderType: 'subscription',
    side: 'S',
    fundId: fund.fundId,
    fundName: fund.name,
    currency: 'HKD',
    unitPrecision: fund.unitPrecision,
    navPrecision: fund.navPrecision,
    amount: '2000.00',
    units: null,
    fee: null,
    nav: null,
    proceeds: null,
    status,
    statusLetter: null,
    linkedOrderId: null,
    isRiskAcknowledged: true,
    dealingDate: '2026-11-23',
    cutOffAt: '2026-11-23T07:00:00.000Z',
    settlementDate: '2026-11-25',
    placedAt: '2026-11-23T02:00:00.000Z',
    updatedAt: '2026-11-23T02:00:00.000Z',
    canCancel: true,
  };
}

function stub(options: {
  skipConfirmation: boolean;
  answers: unknown[];
  reminder?: 'none' | 'expired' | 'missing';
}) {
  const answers = [...options.answers];
  return stubApi({
    'fund/getFund': () => ({ fund }),
    'fund/searchFunds': () => ({ total: 1, funds: [{ ...fund, priceChange: null }] }),
    'fund-portfolio/loadFundPortfolio': () => ({
      reportingCurrency: 'HKD',
      totalMarketValue: '0',
      totalBookCost: '0',
      totalUnrealisedPnl: '0',
      positions: [],
      cash: [cash],
    }),
    'raq/loadAssessment': () => ({
      assessment: {
        status: 'approved',
        level: 4,
        score: 30,
        version: 1,
        submittedAt: '2026-01-01T00:00:00.000Z',
        approvedAt: '2026-01-01T00:00:00.000Z',
        expiresAt:
          options.reminder === 'expired' ? '2026-01-01T00:00:00.000Z' : '2028-01-01T00:00:00.000Z',
      },
      reminder: options.reminder ?? 'none',
    }),
    'stock-order/loadOrderConfirmationReminder': () => ({
      skipConfirmation: options.skipConfirmation,
    }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
    'fund-order/placeSubscription': () => answers.shift(),
  });
}

describe('subscribe (issue 4 §7)', () => {
  it('previews, asks for confirmation, acknowledgement and trade password, and keeps the key across a retry', async () => {
    const calls = stub({
      skipConfirmation: false,
      answers: [
        {
          result: 14,
          resultName: 'noPermission',
          tradePassword: 'incorrect',
          isReplay: false,
          orders: [],
        },
        { result: 0, resultName: 'success', isReplay: false, orders: [order('pending')] },
      ],
    });
    const { user } = renderApp({ path: '/funds/subscribe/VH-HK-EQUITY', session: {} });
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' });
    // "Max" floors the available cash to the currency precision.
    await user.click(screen.getByRole('button', { name: 'Max' }));
    expect(amount).toHaveProperty('value', '5000.56');
    await user.clear(amount);
    await user.type(amount, '2000');
    // 2000 - 1% fee = 1980 / 10.00 = 198.000 units.
    expect(await screen.findByText('198.000')).toBeTruthy();
    expect(screen.getByText('HKD 20.00')).toBeTruthy();
    const review = screen.getByRole('button', { name: 'Review order' });
    await user.click(review);
    expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    // The fund (5) is above the client's level (4): acknowledgement and trade password first,
    // and the disabled Confirm says which (issue 10 §1: never silently disabled).
    expect(confirm).toHaveProperty('disabled', true);
    expect(descriptionOf(confirm)).toBe('Tick the risk acknowledgement above to confirm.');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    expect(descriptionOf(confirm)).toBe('Enter your trade password to confirm.');
    // The field says where the trade password comes from, and links to where it changes.
    const field = screen.getByLabelText('Trade password');
    expect(descriptionOf(field)).toMatch(/trading password set up with your account/);
    const hint = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(
      within(hint as HTMLElement).getByRole('link', { name: 'Change Trade Password' }),
    ).toHaveProperty('pathname', '/accounts/changeTradePassword');
    await user.type(field, 'wrong');
    expect(descriptionOf(confirm)).toBe('');
    await user.click(confirm);
    expect(
      await screen.findByText('The order was not placed: the trade password is incorrect.'),
    ).toBeTruthy();
    expect(descriptionOf(field)).toMatch(/Incorrect trade password\. Use the trading password/);
    await user.clear(screen.getByLabelText('Trade password'));
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Order placed. Order number 41, status: Pending.')).toBeTruthy();

    const placements = calls.filter((call) => call.name === 'fund-order/placeSubscription');
    expect(placements).toHaveLength(2);
    const [first, second] = placements.map((call) => call.input as Record<string, unknown>);
    expect(second).toMatchObject({
      amount: '2000',
      hasAcknowledgedRisk: true,
      tradePassword: 'Trade#2026',
    });
    expect(first?.idempotencyKey).toBe(second?.idempotencyKey);
    // A long walk through the whole flow: more than the default 5 s on a busy machine.
  }, 20_000);

  it('places at once when the client skips confirmation, and shows the result code text', async () => {
    const calls = stub({
      skipConfirmation: true,
      answers: [
        { result: 10, resultName: 'insufficientPurchasingPower', isReplay: false, orders: [] },
      ],
    });
    const { user } = renderApp({ path: '/funds/subscribe/VH-HK-EQUITY', session: {} });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (HKD)' }), '1500');
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    expect(
      await screen.findByText('The order was not placed: Insufficient purchasing power'),
    ).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Confirm your order' })).toBeNull();
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'fund-order/placeSubscription')).toHaveLength(1),
    );
  });

  it('refuses an amount with more decimals than the currency allows', async () => {
    stub({ skipConfirmation: false, answers: [] });
    const { user } = renderApp({ path: '/funds/subscribe/VH-HK-EQUITY', session: {} });
    await user.type(await screen.findByRole('textbox', { name: 'Amount (HKD)' }), '1500.123');
    expect(await screen.findByText('Enter an amount with at most 2 decimal places.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
  });

  it('names the fund minimum when the amount is below it, and says why Review is disabled', async () => {
    stub({ skipConfirmation: false, answers: [] });
    const { user } = renderApp({ path: '/funds/subscribe/VH-HK-EQUITY', session: {} });
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' });
    const review = screen.getByRole('button', { name: 'Review order' });
    expect(descriptionOf(review)).toBe('Fill in the order above to review it.');
    // The preview states the minimum before anything is typed, at the currency precision.
    expect(screen.getByText('Minimum subscription').nextElementSibling?.textContent).toBe(
      'HKD 1,000.00',
    );
    await user.type(amount, '999');
    expect(
      await screen.findByText(
        'Below the minimum subscription of HKD 1,000.00 for Victoria Harbour HK Equity.',
      ),
    ).toBeTruthy();
    expect(review).toHaveProperty('disabled', true);
    expect(descriptionOf(review)).toBe('Correct the order above to review it.');
  });

  it('shows an expired risk assessment before any input, and keeps the form closed', async () => {
    const calls = stub({ skipConfirmation: false, answers: [], reminder: 'expired' });
    renderApp({ path: '/funds/subscribe/VH-HK-EQUITY', session: {} });
    const reminder = await screen.findByTestId('risk-reminder');
    expect(reminder.textContent).toContain(
      'Your risk assessment expired on 2026-01-01. You cannot subscribe or switch until you retake it.',
    );
    expect(
      screen.getByRole('link', { name: 'Go to the risk assessment' }).getAttribute('href'),
    ).toBe('/accounts/raq');
    // It stands above the fund picker, the first input.
    const picker = screen.getByRole('combobox', { name: 'Fund' });
    expect(
      reminder.compareDocumentPosition(picker) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    const amount = await screen.findByRole('textbox', { name: 'Amount (HKD)' });
    // Disabled by its fieldset, as the confirmation step disables it.
    await waitFor(() => expect(amount.matches(':disabled')).toBe(true));
    const review = screen.getByRole('button', { name: 'Review order' });
    expect(review).toHaveProperty('disabled', true);
    expect(descriptionOf(review)).toBe('Retake your risk assessment to place this order.');
    expect(calls.some((call) => call.name === 'fund-order/placeSubscription')).toBe(false);
  });
});
