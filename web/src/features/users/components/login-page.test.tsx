import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionsSnapshot } from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';
import { loginSession } from '../../../test/sessions';

const login = (path = '/users/login', brand = testBrand('default')) => renderApp({ path, brand });

async function fillIn(user: ReturnType<typeof renderApp>['user'], code: string, password: string) {
  await user.type(await screen.findByLabelText('Account'), code);
  await user.type(screen.getByLabelText('Password'), password);
}

describe('account login (spec §2.15, §5)', () => {
  it('says a second sign-in is needed when a page of the other source sent a signed-in client (issue 31 §2)', async () => {
    renderApp({ path: '/cryptos/dashboard', session: { accountCode: 'C10001', role: 'user' } });
    expect(
      (await screen.findByTestId('second-session-notice', {}, { timeout: 5000 })).textContent,
    ).toBe(
      'You are signed in with your Gateway Account C10001. This page needs your Fos Account: sign in to it below. Both stay signed in, and the account switcher moves between them.',
    );
    expect(screen.getByRole('radio', { name: 'Fos Account' })).toHaveProperty('checked', true);
  });

  it('shows no such notice to a visitor', async () => {
    login('/users/login?source=fos');
    await screen.findByRole('heading', { name: 'Account Login' });
    expect(screen.queryByTestId('second-session-notice')).toBeNull();
  });

  it('offers the Gateway/Fos toggle when crypto and funds are on, the title otherwise', async () => {
    login();
    const toggle = await screen.findByRole('radiogroup', { name: 'Account type' });
    expect(within(toggle).getByRole('radio', { name: 'Gateway Account' })).toBeTruthy();
    expect(within(toggle).getByRole('radio', { name: 'Fos Account' })).toBeTruthy();
    // Spec §2.15 shows the title; it is a visible heading, not one for screen readers only.
    const title = screen.getByRole('heading', { level: 1, name: 'Account Login' });
    expect(title.className).toContain('mantine-Title-root');
  });

  it('titles the form Account Login without a toggle when only one source exists (harbour)', async () => {
    login('/users/login', testBrand('harbour'));
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeTruthy();
    expect(screen.queryByRole('radiogroup', { name: 'Account type' })).toBeNull();
  });

  it('keeps submit disabled until both fields are filled, and upper-cases Gateway codes', async () => {
    const { user } = login();
    const submit = await screen.findByRole('button', { name: 'Log in' });
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Account'), 'c10001');
    expect(screen.getByLabelText('Account')).toHaveProperty('value', 'C10001');
    expect(submit).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(submit).toHaveProperty('disabled', false);
  });

  it('shows the spec §8 text of a refusal', async () => {
    stubApi({ 'account/gatewayPasswordLogin': () => ({ result: 'N' }) });
    const { user } = login();
    await fillIn(user, 'C10001', 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Account or Password incorrect');
  });

  it('reads every Fos refusal as "Login failure"', async () => {
    stubApi({ 'account/fosPasswordLogin': () => ({ success: false, result: 'N' }) });
    const { user } = login('/users/login?source=fos');
    await fillIn(user, 'F20001', 'wrong{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe('Login failure');
  });

  it('says when to retry after too many attempts (429)', async () => {
    stubApi({
      'account/gatewayPasswordLogin': () => ({
        status: 429,
        body: { code: 'rate_limited', retryAfterSeconds: 840 },
      }),
    });
    const { user } = login();
    await fillIn(user, 'C10001', 'x{Enter}');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Too many attempts. Please try again in 840 seconds.',
    );
  });

  it('stores the session without secrets, sends no session header, and lands per §2.17', async () => {
    const answer = loginSession({ accountCode: 'S90001', role: 'admin' });
    const calls = stubApi({ 'account/gatewayPasswordLogin': () => answer });
    const { user, router } = login();
    await fillIn(user, 's90001', 'Portico#2026{Enter}');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/admins/account'));
    const sent = calls.find((call) => call.name === 'account/gatewayPasswordLogin');
    expect(sent?.input).toEqual({ accountCode: 'S90001', password: 'Portico#2026' });
    expect(sent?.headers.get('x-portico-session')).toBeNull();
    const { sessions, currentId } = sessionsSnapshot();
    expect(currentId).toBe(answer.sessionId);
    expect(sessions[0]).toMatchObject({
      accountCode: 'S90001',
      status: 'active',
      loginResult: 'Y',
    });
  });

  it('shows the password-login-disabled warning in session mode unless ?force-login', async () => {
    login('/users/login', testBrand('lotus'));
    expect((await screen.findByRole('alert')).textContent).toBe('Password login mode is disabled.');
    expect(screen.queryByLabelText('Password')).toBeNull();
    login('/users/login?force-login', testBrand('lotus'));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });

  it('links to reset password when the brand enables it', async () => {
    login();
    const link = await screen.findByRole('link', { name: 'Forgot password?' });
    expect(link.getAttribute('href')).toBe('/users/resetPassword');
  });
});

describe('two-factor screen (spec §2.15, §4)', () => {
  const challenge = { result: '2', factor: 'S', sessionId: '00000000-0000-4000-8000-00000000abcd' };

  async function toChallenge(handlers: Parameters<typeof stubApi>[0] = {}, hasFakeTimers = false) {
    const calls = stubApi({ 'account/gatewayPasswordLogin': () => challenge, ...handlers });
    const view = renderApp({ path: '/users/login', hasFakeTimers });
    await fillIn(view.user, 'C10003', 'Portico#2026{Enter}');
    await screen.findByRole('heading', { name: 'Two-Factor Authentication' });
    return { ...view, calls };
  }

  it('counts down the resend for 60 seconds in seconds, then lets it resend', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { calls, user } = await toChallenge(
      { 'account/resendOneTimePassword': () => ({ result: 'sent', retryAfterSeconds: 60 }) },
      true,
    );
    const resend = screen.getByRole('button', { name: /Resend OTP/ });
    expect(resend.textContent).toMatch(/^Resend OTP \((60|59)s\)$/);
    expect(resend).toHaveProperty('disabled', true);
    await act(() => vi.advanceTimersByTimeAsync(30_000));
    expect(resend.textContent).toMatch(/^Resend OTP \((30|29)s\)$/);
    await act(() => vi.advanceTimersByTimeAsync(31_000));
    expect(resend.textContent).toBe('Resend OTP');
    await user.click(resend);
    await screen.findByText('A new one-time password has been sent.');
    expect(calls.find((call) => call.name === 'account/resendOneTimePassword')?.input).toEqual({
      sessionId: challenge.sessionId,
      factor: 'S',
    });
    expect(screen.getByRole('button', { name: /Resend OTP/ }).textContent).toMatch(/\((60|59)s\)/);
  });

  it('keeps Verify disabled while empty and clears the field after a failure', async () => {
    const { user } = await toChallenge({
      'account/factorLogin': () => ({ result: 'X', errorCode: 'ERR002' }),
    });
    const verify = screen.getByRole('button', { name: 'Verify' });
    expect(verify).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText('One Time Password'), '123456');
    expect(verify).toHaveProperty('disabled', false);
    await user.click(verify);
    expect((await screen.findByRole('alert')).textContent).toBe('Incorrect One Time Password');
    expect(screen.getByLabelText('One Time Password')).toHaveProperty('value', '');
  });

  it('reads a push (H) challenge: the mobile app instruction, and SMS or email to fall back on', async () => {
    const { calls, user } = await toChallenge({
      'account/gatewayPasswordLogin': () => ({ ...challenge, factor: 'H' }),
      'account/factorLogin': () => ({ result: 'X', errorCode: 'ERR002' }),
    });
    expect(
      screen.getByText(
        'Enter the one-time password sent to the mobile app, or choose SMS or email below to receive it.',
      ),
    ).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'Send the one-time password by' })).toBeTruthy();
    await user.type(screen.getByLabelText('One Time Password'), '123456{Enter}');
    await screen.findByRole('alert');
    // The calls take only the factors the server sends (docs/DECISIONS.md §3).
    expect(calls.find((call) => call.name === 'account/factorLogin')?.input).toMatchObject({
      factor: 'S',
    });
  });

  it('offers SMS or email, and Cancel returns to the password form', async () => {
    const { user } = await toChallenge();
    expect(screen.getByRole('radiogroup', { name: 'Send the one-time password by' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByLabelText('Password')).toBeTruthy();
  });
});
