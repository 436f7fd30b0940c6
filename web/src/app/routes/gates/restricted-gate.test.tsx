import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildNavigation } from '../../../components/layout/navigation';
import { setCurrentSession, storeAdviseeSession } from '../../../lib/sessions';
import { renderApp, testBrand } from '../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../test/sessions';
import { areas } from '../../areas/area-list';

/** Spec §6 restricted mode: what an advisor acting for a client does not get. */
describe('restricted mode', () => {
  it('shows an advisor acting for C10001 the restricted notice instead of the password page', async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/accounts/changePassword' });
    expect(
      await screen.findByRole('heading', { name: 'Not available while acting for a client' }),
    ).toBeTruthy();
  });

  it('shows the client their own password page', async () => {
    renderApp({ path: '/accounts/changePassword', session: { accountCode: 'C10001' } });
    expect(await screen.findByRole('heading', { name: 'Change Password', level: 1 })).toBeTruthy();
    expect(screen.queryByText('Not available while acting for a client')).toBeNull();
  });

  it('leaves the restricted links out of the menu in advisor mode only', () => {
    const features = testBrand('default').features;
    const linksOf = (isAdvisorMode: boolean) =>
      buildNavigation(areas, features, { role: 'user', isAdvisorMode })
        .find((group) => group.label === 'account')
        ?.links.map((link) => link.label);
    expect(linksOf(false)).toContain('change_password');
    expect(linksOf(true)).not.toContain('change_password');
    expect(linksOf(true)).toContain('user_settings');
  });

  it('refuses Virtual Assets on every path in advisor mode, even with a Fos session in the browser', async () => {
    signInForTest({ accountCode: 'F20001', source: 'fos' });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/cryptos/order' });
    expect(
      await screen.findByRole('heading', { name: 'Not available while acting for a client' }),
    ).toBeTruthy();
    expect(screen.getByText(/Virtual assets are the client's own/)).toBeTruthy();
  });
});
