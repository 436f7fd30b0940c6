import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../lib/sessions';
import { renderApp, testBrand } from '../../test/render-app';
import { adviseeSession, signInForTest } from '../../test/sessions';

async function mainMenu() {
  const nav = await screen.findByRole('navigation', { name: 'Main navigation' }, { timeout: 5000 });
  return within(nav)
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);
}

describe('page frame (spec §2.16)', () => {
  it('shows an administrator every main-menu item with its target (default brand)', async () => {
    renderApp({ session: { accountCode: 'S90001', role: 'admin' } });
    expect(await mainMenu()).toEqual([
      ['News', '/news'],
      ['Funds', '/funds/dashboard'],
      ['Stocks', '/stocks/dashboard'],
      ['Virtual Assets', '/cryptos/dashboard'],
      ['Assets', '/assets/portfolio'],
      ['Cash', '/cashes'],
      ['Account', '/accounts'],
      ['Advisor', '/advisors/dashboard'],
      ['Admin', '/admins/account'],
    ]);
  });

  it('shows a client only what a client opens: no Advisor, no Admin (issue 31 §2)', async () => {
    renderApp({ session: { accountCode: 'C10001', role: 'user' } });
    expect((await mainMenu()).map(([label]) => label)).toEqual([
      'News',
      'Funds',
      'Stocks',
      'Virtual Assets',
      'Assets',
      'Cash',
      'Account',
    ]);
  });

  it('shows a visitor only the areas with pages open to anyone (issue 31 §2)', async () => {
    renderApp({ path: '/users/login' });
    expect(await mainMenu()).toEqual([['Funds', '/funds/dashboard']]);
  });

  it('hides Virtual Assets and Assets for harbour', async () => {
    renderApp({ brand: testBrand('harbour'), session: { accountCode: 'S90001', role: 'admin' } });
    const labels = (await mainMenu()).map(([label]) => label);
    expect(labels).toEqual(['News', 'Funds', 'Stocks', 'Cash', 'Account', 'Advisor', 'Admin']);
  });

  it('hides News, Funds, Stocks and Advisor for lotus', async () => {
    renderApp({ brand: testBrand('lotus'), session: { accountCode: 'S90001', role: 'admin' } });
    const labels = (await mainMenu()).map(([label]) => label);
    expect(labels).toEqual(['Virtual Assets', 'Assets', 'Cash', 'Account', 'Admin']);
  });

  it('shows the Log in link in password mode only', async () => {
    renderApp();
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe(
      '/users/login',
    );
  });

  it('has no Log in link in session-login mode (lotus)', async () => {
    renderApp({ brand: testBrand('lotus') });
    const banner = await screen.findByRole('banner');
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('shows the role label only when signed in', async () => {
    renderApp({ session: { accountCode: 'A30001', role: 'advisor' } });
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByText('Signed in as Advisor')).toBeTruthy();
    expect(within(banner).queryByRole('link', { name: 'Log in' })).toBeNull();
  });

  it('opens the drawer with collapsible groups', async () => {
    const { user } = renderApp({ brand: testBrand('harbour') });
    await user.click(await screen.findByRole('button', { name: 'Open navigation' }));
    const drawer = await screen.findByRole('dialog');
    const funds = within(drawer).getByRole('button', { name: 'Funds' });
    expect(funds.getAttribute('aria-expanded')).toBe('false');

    await user.click(funds);

    expect(funds.getAttribute('aria-expanded')).toBe('true');
    // The group's links join the accessible tree once it has opened.
    const watchlist = await within(drawer).findByRole('link', { name: 'Watchlist' });
    expect(watchlist.getAttribute('href')).toBe('/funds/watchlist');
  });

  it('shows the brand footer in the current language', async () => {
    renderApp({ brand: testBrand('harbour'), language: 'zh-HK' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('海港財富管理有限公司');
  });

  it('shows an advisor only Funds (to the watchlist), Advisor and Admin (spec §2.16)', async () => {
    renderApp({ path: '/advisors/dashboard', session: { accountCode: 'A30001', role: 'advisor' } });
    expect(await mainMenu()).toEqual([
      ['Funds', '/funds/watchlist'],
      ['Advisor', '/advisors/dashboard'],
      ['Admin', '/admins/account'],
    ]);
  });

  it('hides Virtual Assets in advisor mode and tags the header Advisor', async () => {
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    renderApp({ path: '/funds/portfolio' });
    const labels = (await mainMenu()).map(([label]) => label);
    expect(labels).toEqual([
      'News',
      'Funds',
      'Stocks',
      'Assets',
      'Cash',
      'Account',
      'Advisor',
      'Admin',
    ]);
    const banner = await screen.findByRole('banner');
    // The menu's Advisor link, and the tag.
    expect(within(banner).getAllByText('Advisor')).toHaveLength(2);
    expect(within(banner).getByText('Acting for a client as their advisor')).toBeTruthy();
  });
});
