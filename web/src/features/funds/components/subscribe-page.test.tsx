import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { fundDetailFixture } from '../test-fund';

const fund = fundDetailFixture();

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

function stub(options: { skipConfirmation: boolean; answers: unknown[] }) {
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
        version: '2026-1',
        submittedAt: '2026-01-01T00:00:00.000Z',
        approvedAt: '2026-01-01T00:00:00.000Z',
        expiresAt: '2028-01-01T00:00:00.000Z',
      },
      reminder: 'none',
    }),
    'stock-order/loadOrderConfirmationReminder': () => ({
      skipConfirmation: options.skipConfirmation,
    }),
    'account/checkSavedTradePassword': () => ({ result: true, tradePasswordRequired: true }),
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
    // The fund (5) is above the client's level (4): acknowledgement and trade password first.
    expect(confirm).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('checkbox', { name: /I understand/ }));
    await user.type(screen.getByLabelText('Trade password'), 'wrong');
    await user.click(confirm);
    expect(await screen.findByText('The trade password is incorrect.')).toBeTruthy();
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
  });

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
});
