import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE } from '@shared/domain/password-rule';
import { sessionsSnapshot } from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const passwordInfo = {
  isForceChangePassword: false,
  passwordDuration: 3,
  alertChangePasswordOption: 1,
  lastChangePasswordDate: '2026-08-20T02:00:00.000Z',
  agreementConfirmed: true,
  lastLoginTime: '2026-11-20T01:30:00.000Z',
  lastLoginStatus: 'success',
};

function renderPage(changePassword: (input: unknown) => unknown) {
  const calls = stubApi({
    'account/retrievePasswordRule': () => DEFAULT_PASSWORD_RULE,
    'account/retrievePasswordInfo': () => passwordInfo,
    'account/changePassword': changePassword,
  });
  const view = renderApp({
    path: '/accounts/changePassword',
    session: { accountCode: 'C10006', alertChangePasswordOption: 1, passwordDuration: 3 },
  });
  return { ...view, calls };
}

const changeCalls = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.name === 'account/changePassword');

describe('change password (spec §2.15, §4, §5)', () => {
  it('shows last login time and status and the last change date, under the days-left banner', async () => {
    renderPage(() => ({ success: true, result: 'success' }));
    expect(
      await screen.findByText(
        /Your Account Password will expire in 3 days, please Change Password/,
      ),
    ).toBeTruthy();
    expect(await screen.findByText('2026-11-20 09:30')).toBeTruthy();
    expect(screen.getByText('Successful')).toBeTruthy();
    expect(screen.getByText('2026-08-20')).toBeTruthy();
  });

  it('marks each rule requirement as it is met and keeps submit disabled until all are', async () => {
    const { user } = renderPage(() => ({ success: true, result: 'success' }));
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    await user.type(screen.getByLabelText('Old Password'), 'Portico#2026');
    await user.type(screen.getByLabelText('New Password'), 'abc');
    expect(submit).toHaveProperty('disabled', true);
    const minimum = screen.getByText('At least 8 characters').closest('li');
    expect(minimum?.getAttribute('data-met')).toBe('false');
    await user.type(screen.getByLabelText('New Password'), 'DEF#2027');
    expect(minimum?.getAttribute('data-met')).toBe('true');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the mismatch text without a call', async () => {
    const { user, calls } = renderPage(() => ({ success: true, result: 'success' }));
    await user.type(await screen.findByLabelText('Old Password'), 'Portico#2026');
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2028{Enter}');
    expect(
      await screen.findByText('The New Password and Confirm New Password fields must match'),
    ).toBeTruthy();
    expect(changeCalls(calls)).toHaveLength(0);
  });

  it('on success clears the fields, says so and clears the reminder', async () => {
    const { user, calls } = renderPage(() => ({ success: true, result: 'success' }));
    await user.type(await screen.findByLabelText('Old Password'), 'Portico#2026');
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2027{Enter}');
    expect(await screen.findByText('Your password has been changed.')).toBeTruthy();
    // The days-left banner goes with the reminder (spec §4).
    expect(screen.queryByText(/will expire in/)).toBeNull();
    expect(changeCalls(calls)[0]?.input).toEqual({
      accountCode: 'C10006',
      oldLoginPassword: 'Portico#2026',
      newLoginPassword: 'Harbour#2027',
    });
    expect(screen.getByLabelText('New Password')).toHaveProperty('value', '');
    const info = Object.values(sessionsSnapshot().passwordInfo)[0];
    expect(info).toMatchObject({ isForceChangePassword: false, alertChangePasswordOption: 0 });
  });

  it('says how many past passwords cannot be reused', async () => {
    const { user } = renderPage(() => ({ success: false, result: 'used_before', historyCount: 5 }));
    await user.type(await screen.findByLabelText('Old Password'), 'Portico#2026');
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2027{Enter}');
    expect(
      await screen.findByText(
        'The new password cannot be reused among the last 5 login passwords.',
      ),
    ).toBeTruthy();
  });
});

describe('change trade password (spec §8 trade password change codes)', () => {
  it('shows the text of the refusal code, naming the trade password', async () => {
    const calls = stubApi({
      'account/retrievePasswordRule': () => DEFAULT_PASSWORD_RULE,
      'account/checkSavedTradePassword': () => ({
        result: true,
        tradePasswordRequired: true,
        tradeUnlockedUntil: null,
      }),
      'account/changeTradePassword': () => ({
        success: false,
        result: 'used_before',
        historyCount: 5,
        errorCode: 'ERR007',
      }),
    });
    const { user } = renderApp({
      path: '/accounts/changeTradePassword',
      session: { accountCode: 'C10001' },
    });
    await user.type(await screen.findByLabelText('Old Trade Password'), 'Trade#2026');
    await user.type(screen.getByLabelText('New Trade Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Trade Password'), 'Harbour#2027{Enter}');
    expect(
      await screen.findByText(
        'The new trade password cannot be reused among the last 5 trade passwords.',
      ),
    ).toBeTruthy();
    expect(calls.some((call) => call.name === 'account/changeTradePassword')).toBe(true);
  });
});
