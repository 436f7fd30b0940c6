import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderApp, testBrand } from '../test/render-app';

describe('route table', () => {
  it('shows the not-found page for an unknown path', async () => {
    renderApp({ path: '/no/such/page' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the not-found page for an area whose flag is off (lotus has no funds)', async () => {
    renderApp({ brand: testBrand('lotus'), path: '/funds/dashboard' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('shows the under-construction page on every advisor path when advisors are off (lotus)', async () => {
    renderApp({ brand: testBrand('lotus'), path: '/advisors/advancedSearch' });
    expect(await screen.findByRole('heading', { name: 'Under construction' })).toBeTruthy();
    expect(screen.getByText('Advisor')).toBeTruthy();
    expect(screen.getByText(/^Estimated completion date: \d{4}-\d{2}-(18|25)$/)).toBeTruthy();
  });

  it.each(['/admins/raq', '/admins/document', '/admins/plans', '/admins/funds/pick'])(
    'S90001 (admin) finds %s built: no admin page of spec §2.13 is under construction',
    async (path) => {
      renderApp({ path, session: { accountCode: 'S90001', role: 'admin' } });
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Under construction' })).toBeNull();
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
    },
  );

  it('keeps an area not built behind its gate (a guest goes to login)', async () => {
    const { router } = renderApp({ path: '/admins/account' });
    await screen.findByRole('heading', { level: 1, name: 'Account Login' });
    expect(router.state.location.pathname).toBe('/users/login');
  });

  it('sends a client below the admin rank to the dashboard, not to the admin page', async () => {
    const { router } = renderApp({ path: '/admins/account', session: { role: 'user' } });
    await screen.findAllByRole('heading', undefined, { timeout: 5000 });
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/funds/dashboard'));
  });

  it('still shows not-found for an unknown path of a built area', async () => {
    renderApp({ path: '/accounts/nope', session: {} });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  describe('/accounts goes to the first page of spec §2.9 the brand has', () => {
    const brand = testBrand('default');
    const off = (...flags: (keyof typeof brand.features)[]) => ({
      ...brand,
      features: { ...brand.features, ...Object.fromEntries(flags.map((flag) => [flag, false])) },
    });
    const noAccountPages = [
      'accountInformation',
      'fund',
      'riskCheck',
      'taxStatus',
      'designatedBankAccount',
      'tour',
    ] as const;

    it.each([
      ['every flag on', brand, '/accounts/information'],
      ['no account information', off('accountInformation'), '/accounts/raq'],
      ['no information, no funds', off('accountInformation', 'fund'), '/accounts/riskCheck'],
      ['only the bank and tour', off(...noAccountPages.slice(0, 4)), '/accounts/bank'],
      ['none of them', off(...noAccountPages), '/accounts/userSettings'],
    ])('%s: %s', async (_name, config, target) => {
      const { router } = renderApp({ brand: config, path: '/accounts', session: {} });
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(target));
      expect(await screen.findByRole('heading', { level: 1 })).toBeTruthy();
    });

    it('shows the settings at /accounts/userSettings on every brand', async () => {
      renderApp({ brand: testBrand('lotus'), path: '/accounts/userSettings', session: {} });
      expect(await screen.findByRole('heading', { name: 'User Settings' })).toBeTruthy();
      expect(screen.getByText('Language')).toBeTruthy();
    });
  });

  it('shows the brand home at the index to someone signed in', async () => {
    renderApp({ brand: testBrand('harbour'), session: {} });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Welcome to Harbour Wealth');
  });

  it('sends the index to login when nobody is signed in (password mode, spec §2.2)', async () => {
    const { router } = renderApp({ brand: testBrand('harbour') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Account Login' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/users/login');
  });

  it('keeps the brand landing at the index in session-login mode (lotus)', async () => {
    const { router } = renderApp({ brand: testBrand('lotus') });
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toBe('Welcome to Lotus Digital');
    expect(router.state.location.pathname).toBe('/');
  });

  it('shows a blank page without the frame at /none', async () => {
    const { router } = renderApp({ path: '/none' });
    // The loading frame (`main[aria-busy]`, with the logo) shows while the page's module loads.
    await waitFor(() => expect(screen.getByRole('main').hasAttribute('aria-busy')).toBe(false));
    expect(router.state.location.pathname).toBe('/none');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('');
  });
});
