import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE } from '@shared/domain/password-rule';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';

const open = () => renderApp({ path: '/users/resetPassword' });

/** Stubs the reset calls; `reset` answers the second step. */
function stubReset(reset: () => unknown = () => ({ result: 'success' })) {
  return stubApi({
    'account/requestPasswordReset': () => ({ result: 'sent' }),
    'account/retrievePasswordRule': () => DEFAULT_PASSWORD_RULE,
    'account/resetPassword': reset,
  });
}

async function requestKey(user: ReturnType<typeof open>['user']) {
  await user.type(await screen.findByLabelText('Account'), 'c10006');
  await user.click(screen.getByRole('button', { name: 'Send verification key' }));
  await screen.findByLabelText('Verification key');
}

describe('reset password (spec §2.2, §8)', () => {
  it('asks for a key for the upper-cased Gateway account, sent without a session', async () => {
    const calls = stubReset();
    const { user } = open();
    const send = await screen.findByRole('button', { name: 'Send verification key' });
    expect(send).toHaveProperty('disabled', true);
    await requestKey(user);
    const request = calls.find((call) => call.name === 'account/requestPasswordReset');
    expect(request?.input).toEqual({ accountCode: 'C10006', source: 'gateway' });
    expect(request?.headers.has('x-portico-session')).toBe(false);
  });

  it('shows the spec §8 text when the key cannot be sent', async () => {
    stubApi({ 'account/requestPasswordReset': () => ({ result: 'ERR001' }) });
    const { user } = open();
    await user.type(await screen.findByLabelText('Account'), 'Z99999{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Account not found.');
  });

  it('keeps Reset disabled until a key and a password meeting the rule are in', async () => {
    stubReset();
    const { user } = open();
    await requestKey(user);
    const submit = screen.getByRole('button', { name: 'Reset password' });
    await user.type(screen.getByLabelText('Verification key'), 'K3Y12345');
    await user.type(screen.getByLabelText('New Password'), 'short');
    expect(submit).toHaveProperty('disabled', true);
    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('refuses differing passwords without a call, then resets and says so', async () => {
    const calls = stubReset();
    const { user } = open();
    await requestKey(user);
    await user.type(screen.getByLabelText('Verification key'), 'K3Y12345');
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2028');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The New Password and Confirm New Password fields must match',
    );
    expect(calls.some((call) => call.name === 'account/resetPassword')).toBe(false);
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2027{Enter}');
    expect(
      await screen.findByText(
        'Your password has been reset. You can now log in with your new password.',
      ),
    ).toBeTruthy();
    const reset = calls.find((call) => call.name === 'account/resetPassword');
    expect(reset?.input).toEqual({
      accountCode: 'C10006',
      source: 'gateway',
      verificationKey: 'K3Y12345',
      newPassword: 'Harbour#2027',
    });
  });

  it('shows the spec §8 text of a refused reset', async () => {
    stubReset(() => ({ result: 'ERR013' }));
    const { user } = open();
    await requestKey(user);
    await user.type(screen.getByLabelText('Verification key'), 'K3Y12345');
    await user.type(screen.getByLabelText('New Password'), 'Harbour#2027');
    await user.type(screen.getByLabelText('Confirm New Password'), 'Harbour#2027{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The verification key has expired. Please ask for a new one.',
    );
  });

  it('does not exist where the brand turns reset off (lotus)', async () => {
    renderApp({ path: '/users/resetPassword', brand: testBrand('lotus') });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
