import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionsSnapshot } from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';
import { loginSession } from '../../../test/sessions';

const lotus = testBrand('lotus');
const open = (query: string) => renderApp({ path: `/users/sessionLogin${query}`, brand: lotus });

describe('session login (spec §2.2, session-login mode)', () => {
  it('exchanges the token once, without a session, and lands as after a login', async () => {
    const session = loginSession({ accountCode: 'F20001', source: 'fos' });
    const calls = stubApi({ 'account/sessionLogin': () => session });
    const { router } = open('?token=host-token-1');
    await waitFor(() => expect(router.state.location.pathname).toBe('/cryptos/dashboard'));
    const exchanges = calls.filter((call) => call.name === 'account/sessionLogin');
    expect(exchanges.map((call) => call.input)).toEqual([{ token: 'host-token-1' }]);
    expect(exchanges[0]?.headers.has('x-portico-session')).toBe(false);
    const { sessions, currentId } = sessionsSnapshot();
    expect(currentId).toBe(session.sessionId);
    expect(sessions.map((record) => [record.accountCode, record.status])).toEqual([
      ['F20001', 'active'],
    ]);
  });

  it('says the link is incomplete without a token, and calls nothing', async () => {
    const calls = stubApi();
    open('');
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The sign-in link is incomplete. Please open the portal again from your institution.',
    );
    expect(calls.some((call) => call.name === 'account/sessionLogin')).toBe(false);
  });

  it.each([
    [
      'tokenExpired',
      'The sign-in link has expired. Please open the portal again from your institution.',
    ],
    [
      'accountNotMatched',
      'The sign-in link does not match an account. Please contact customer service.',
    ],
  ])('shows the text of a %s token error', async (errorCode, text) => {
    stubApi({ 'account/sessionLogin': () => ({ result: 'token_error', errorCode }) });
    open(`?token=host-token-${errorCode}`);
    expect(await screen.findByRole('heading', { name: 'Sign-in failed' })).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(text);
    expect(sessionsSnapshot().sessions).toEqual([]);
  });

  it('shows the spec §8 text of a refused account', async () => {
    stubApi({ 'account/sessionLogin': () => ({ result: 'S' }) });
    open('?token=host-token-suspended');
    expect((await screen.findByRole('alert')).textContent).toBe('Account is suspended');
  });

  it('is not served in password login mode', async () => {
    renderApp({ path: '/users/sessionLogin?token=x' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});
