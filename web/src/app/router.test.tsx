import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
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
    const heading = await screen.findByRole('heading', {
      name: 'Advisor tools are under construction',
    });
    expect(heading).toBeTruthy();
    const body = screen.getByText(/Estimated completion date: \d{4}-\d{2}-(18|25)\./);
    expect(body).toBeTruthy();
  });

  it('does not show the under-construction page when advisors are on (default)', async () => {
    renderApp({ path: '/advisors/dashboard', session: { accountCode: 'A30001', role: 'advisor' } });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
    expect(screen.queryByText('Advisor tools are under construction')).toBeNull();
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
    await screen.findByRole('main');
    expect(router.state.location.pathname).toBe('/none');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.getByRole('main').textContent).toBe('');
  });
});
