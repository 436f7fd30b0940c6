import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp, testBrand } from '../../../test/render-app';

/** Spec §2.2: `/users` is never an empty frame. */
describe('/users', () => {
  it('sends a visitor to the login page', async () => {
    stubApi();
    const { router } = renderApp({ path: '/users' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/login'));
    expect(await screen.findByRole('heading', { name: 'Account Login' })).toBeTruthy();
  });

  it('sends a signed-in client to their landing page (the funds dashboard)', async () => {
    stubApi();
    const { router } = renderApp({ path: '/users', session: { accountCode: 'C10001' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/funds/dashboard'));
  });

  it('sends a Fos client to crypto and, on a brand without funds or stocks, a Gateway client home', async () => {
    stubApi();
    const fos = renderApp({ path: '/users', session: { accountCode: 'F20001', source: 'fos' } });
    await waitFor(() => expect(fos.router.state.location.pathname).toBe('/cryptos/dashboard'));
    fos.unmount();
    const lotus = renderApp({
      path: '/users',
      brand: testBrand('lotus'),
      session: { accountCode: 'C10001' },
    });
    await waitFor(() => expect(lotus.router.state.location.pathname).toBe('/'));
  });
});
