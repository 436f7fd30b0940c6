import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

/** The settings' answers, with the confirmation setting as the server holds it. */
function stub(state: { skipConfirmation: boolean }) {
  return stubApi({
    'stock-order/loadOrderConfirmationReminder': () => ({ ...state }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
    'stock-order/setOrderConfirmationReminder': (input) => {
      const { skipConfirmation, tradePassword } = input as {
        skipConfirmation: boolean;
        tradePassword?: string;
      };
      if (skipConfirmation && tradePassword !== 'Trade#2026')
        return { success: false, result: 'trade_password_incorrect' };
      state.skipConfirmation = skipConfirmation;
      return { success: true, result: 'ok' };
    },
  });
}

describe('order confirmation in User Settings (issue 31 §5)', () => {
  it('turns confirmations off only after the risk statement and the trade password', async () => {
    const calls = stub({ skipConfirmation: false });
    const { user } = renderApp({ path: '/accounts/userSettings', session: {} });
    const state = await screen.findByTestId('order-confirmation-state', {}, { timeout: 5000 });
    expect(state.textContent).toBe(
      'Every order shows a confirmation with its figures before it is placed.',
    );
    expect(screen.getByText(/a mistyped price, quantity or side cannot be caught/)).toBeTruthy();
    const turnOff = screen.getByRole('button', { name: 'Place orders without confirmation' });
    expect(turnOff).toHaveProperty('disabled', true);
    await user.click(
      screen.getByRole('checkbox', { name: 'I have read this and accept the risk' }),
    );
    expect(turnOff).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Trade password'), 'Wrong#2026');
    await user.click(turnOff);
    expect((await screen.findByRole('alert')).textContent).toBe('The trade password is incorrect.');
    await user.clear(screen.getByLabelText('Trade password'));
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(turnOff);
    await waitFor(() =>
      expect(screen.getByTestId('order-confirmation-state').textContent).toBe(
        'Orders are placed as soon as you submit them, without a confirmation step.',
      ),
    );
    const sets = calls.filter((call) => call.name === 'stock-order/setOrderConfirmationReminder');
    expect(sets.at(-1)?.input).toEqual({
      accountCode: 'C10001',
      skipConfirmation: true,
      isRiskAccepted: true,
      tradePassword: 'Trade#2026',
    });
    await user.click(screen.getByRole('button', { name: 'Confirm every order again' }));
    await waitFor(() =>
      expect(screen.getByTestId('order-confirmation-state').textContent).toBe(
        'Every order shows a confirmation with its figures before it is placed.',
      ),
    );
    expect(
      calls.filter((call) => call.name === 'stock-order/setOrderConfirmationReminder').at(-1)
        ?.input,
    ).toEqual({ accountCode: 'C10001', skipConfirmation: false });
  }, 20_000);
});
