import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sessionsSnapshot,
  setCurrentSession,
  setSessionStatus,
  storeAdviseeSession,
} from '../../lib/sessions';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';
import { adviseeSession, signInForTest } from '../../test/sessions';

describe('switcher dropdown (spec §2.15, §4)', () => {
  it('lists the other sessions tagged and switches to an active one, landing per §2.17', async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    const fos = signInForTest({ accountCode: 'F20001', source: 'fos' });
    setCurrentSession(advisor.sessionId);

    const { user, router } = renderApp({ path: '/stocks/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    const menu = await screen.findByRole('menu');
    const item = within(menu).getByRole('menuitem', { name: /F20001/ });
    expect(item.textContent).toContain('User');
    await user.click(item);
    await waitFor(() => expect(router.state.location.pathname).toBe('/cryptos/dashboard'));
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(fos.sessionId));
  });

  it('shows a kicked session disabled and never switches to it', async () => {
    const current = signInForTest({ accountCode: 'C10001' });
    const kicked = signInForTest({ accountCode: 'F20001', source: 'fos' });
    setSessionStatus(kicked.sessionId, 'kicked');
    setCurrentSession(current.sessionId);
    const { user } = renderApp({ path: '/stocks/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    const item = await screen.findByRole('menuitem', { name: /F20001/ });
    expect(item.textContent).toContain('Inactive');
    expect(item.hasAttribute('disabled') || item.getAttribute('data-disabled') === 'true').toBe(
      true,
    );
    await user.click(item).catch(() => undefined);
    expect(sessionsSnapshot().currentId).toBe(current.sessionId);
  });

  it('logs out: calls accountLogout for the session, removes it and goes to login', async () => {
    const calls = stubApi({ 'account/accountLogout': () => ({ success: true }) });
    const login = signInForTest({ accountCode: 'C10001' });
    const { user, router } = renderApp({ path: '/stocks/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/login'));
    const logout = calls.find((call) => call.name === 'account/accountLogout');
    expect(logout?.input).toEqual({ sessionId: login.sessionId });
    expect(logout?.headers.get('x-portico-session')).toBe(login.sessionId);
    expect(sessionsSnapshot().sessions).toEqual([]);
  });

  it('shows the role label for an advisor but not for a plain user', async () => {
    renderApp({ path: '/stocks/dashboard', session: { role: 'user' } });
    await screen.findByRole('button', { name: /Accounts and logout/ });
    expect(screen.queryByText('Signed in as Client')).toBeNull();
  });

  it("lists an advisor's clients; choosing one opens a client session on /funds/portfolio", async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    const opened = adviseeSession(advisor, 'C10005');
    const client = { source: 'gateway', isActive: true, riskExpiryTime: null };
    stubApi({
      'account/retrieveAdvisees': () => ({
        advisees: [{ ...client, accountCode: 'C10005', name: 'Lam Mei Ling' }],
      }),
      'account/openAdviseeSession': () => opened,
    });
    const { user, router } = renderApp({ path: '/advisors/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    await user.click(await screen.findByRole('menuitem', { name: /Open C10005/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/portfolio'));
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(opened.sessionId));
    expect(router.state.location.pathname).toBe('/funds/portfolio');
    // Advisor mode: the Advisor tag in the header, on every width (spec §2.16).
    expect(await screen.findByText('Acting for a client as their advisor')).toBeTruthy();
  });

  it('logs out of a client session without calling accountLogout, back to the advisor', async () => {
    const calls = stubApi({ 'account/retrieveAdvisees': () => ({ advisees: [] }) });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    const { user, router } = renderApp({ path: '/funds/portfolio' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /A30001/ }).textContent).toContain('Advisor');
    await user.click(within(menu).getByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/advisors/dashboard'));
    expect(calls.some((call) => call.name === 'account/accountLogout')).toBe(false);
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(advisor.sessionId));
    const { sessions } = sessionsSnapshot();
    expect(sessions.map((session) => session.accountCode)).toEqual(['A30001']);
  });

  it("logging out of the advisor's session removes its client sessions too", async () => {
    const calls = stubApi({
      'account/accountLogout': () => ({ success: true }),
      'account/retrieveAdvisees': () => ({ advisees: [] }),
    });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    storeAdviseeSession(adviseeSession(advisor, 'C10001'));
    setCurrentSession(advisor.sessionId);
    const { user, router } = renderApp({ path: '/advisors/dashboard' });
    await user.click(await screen.findByRole('button', { name: /Accounts and logout/ }));
    await user.click(await screen.findByRole('menuitem', { name: 'Log out' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/login'));
    const logouts = calls.filter((call) => call.name === 'account/accountLogout');
    expect(logouts.map((call) => call.input)).toEqual([{ sessionId: advisor.sessionId }]);
    expect(sessionsSnapshot().sessions).toEqual([]);
  });
});
