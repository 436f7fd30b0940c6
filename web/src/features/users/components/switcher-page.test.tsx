import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  sessionsSnapshot,
  setCurrentSession,
  setSessionStatus,
  storeAdviseeSession,
} from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../test/sessions';

const advisees = {
  advisees: [
    {
      accountCode: 'C10001',
      source: 'gateway',
      name: 'Chan Tai Man',
      isActive: true,
      riskExpiryTime: null,
    },
    {
      accountCode: 'C10009',
      source: 'gateway',
      name: 'Suspended Client',
      isActive: false,
      riskExpiryTime: null,
    },
  ],
};

const open = () => renderApp({ path: '/users/switcher' });

/** The switcher page itself: the header's account button names the current session too. */
async function page() {
  await screen.findByRole('heading', { name: 'Switch Account' });
  return within(screen.getByRole('main'));
}

describe('switcher page (spec §2.2, §2.15, §4)', () => {
  it('says so when this browser has no sessions', async () => {
    open();
    expect(await screen.findByText('There are no other sessions in this browser.')).toBeTruthy();
  });

  it('lists every session tagged, marks the current one, and disables inactive ones', async () => {
    const user = signInForTest({ accountCode: 'C10001' });
    const admin = signInForTest({ accountCode: 'S90001', role: 'admin', source: 'fos' });
    setSessionStatus(admin.sessionId, 'kicked');
    setCurrentSession(user.sessionId);
    open();
    const switcher = await page();
    const mine = switcher.getByRole('button', { name: /C10001/ });
    expect(mine.textContent).toContain('Current');
    expect(mine.textContent).toContain('User');
    const kicked = switcher.getByRole('button', { name: /S90001/ });
    expect(kicked.textContent).toContain('Admin');
    expect(kicked.textContent).toContain('Inactive');
    expect(kicked).toHaveProperty('disabled', true);
  });

  it('switches to an active session and lands where its login would (§2.17)', async () => {
    const fos = signInForTest({ accountCode: 'F20001', source: 'fos' });
    const gateway = signInForTest({ accountCode: 'C10001' });
    const { user, router } = open();
    expect(sessionsSnapshot().currentId).toBe(gateway.sessionId);
    await user.click((await page()).getByRole('button', { name: /F20001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cryptos/dashboard'));
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(fos.sessionId));
  });

  it("opens a client session for an advisor's client and lands on their fund portfolio", async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    const opened = adviseeSession(advisor, 'C10001');
    const calls = stubApi({
      'account/retrieveAdvisees': () => advisees,
      'account/openAdviseeSession': () => opened,
    });
    const { user, router } = open();
    const clients = await screen.findByRole('heading', { name: 'My Clients' });
    expect(clients).toBeTruthy();
    expect(screen.getByRole('button', { name: /Open C10009/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Open C10001/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/portfolio'));
    const call = calls.find((made) => made.name === 'account/openAdviseeSession');
    expect(call?.input).toEqual({ accountCode: 'C10001' });
    expect(call?.headers.get('x-portico-session')).toBe(advisor.sessionId);
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(opened.sessionId));
    const { sessions } = sessionsSnapshot();
    expect(sessions.find((session) => session.sessionId === opened.sessionId)).toMatchObject({
      accountCode: 'C10001',
      advisorSessionId: advisor.sessionId,
      status: 'active',
    });
  });

  it('tags the advisor Advisor and the client session Client, and switches back', async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10005')).sessionId);
    stubApi({ 'account/retrieveAdvisees': () => ({ advisees: [] }) });
    const { user, router } = open();
    const switcher = await page();
    const client = switcher.getByRole('button', { name: /C10005/ });
    expect(within(client).getByText('Client')).toBeTruthy();
    const back = switcher.getByRole('button', { name: /A30001/ });
    expect(within(back).getByText('Advisor')).toBeTruthy();
    await user.click(back);
    await waitFor(() => expect(router.state.location.pathname).toBe('/advisors/dashboard'));
    await waitFor(() => expect(sessionsSnapshot().currentId).toBe(advisor.sessionId));
    // The advisor pages' guard saw the advisor from the start: nothing sent it elsewhere.
    expect(router.state.location.pathname).toBe('/advisors/dashboard');
  });
});
