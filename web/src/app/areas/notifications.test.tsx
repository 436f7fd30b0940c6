import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../test/api-stub';
import { renderApp, testBrand } from '../../test/render-app';

afterEach(() => {
  vi.unstubAllGlobals();
});

const count = () => ({ count: 3 });

describe('the notifications manifest (issue 14 §4)', { timeout: 30_000 }, () => {
  it('puts the bell in the top bar of a signed-in client', async () => {
    stubApi({ 'notification/countNotifications': count });
    renderApp({ path: '/', session: {} });
    expect(
      await screen.findByRole('button', { name: 'Notifications, 3 new' }, { timeout: 10_000 }),
    ).toBeTruthy();
  });

  it('has no bell without a session, nor where the brand has no notifications', async () => {
    const calls = stubApi({ 'notification/countNotifications': count });
    const { unmount } = renderApp({ path: '/' });
    await screen.findByRole('button', { name: 'Open settings' }, { timeout: 10_000 });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    unmount();

    const brand = testBrand('default');
    renderApp({
      path: '/',
      session: {},
      brand: { ...brand, features: { ...brand.features, notifications: false } },
    });
    await screen.findByRole('button', { name: 'Open settings' }, { timeout: 10_000 });
    expect(screen.queryByTestId('notification-bell')).toBeNull();
    expect(calls.some((call) => call.name === 'notification/countNotifications')).toBe(false);
  });

  it('has no /notifications page where the brand has no notifications', async () => {
    stubApi({});
    const brand = testBrand('default');
    renderApp({
      path: '/notifications',
      session: {},
      brand: { ...brand, features: { ...brand.features, notifications: false } },
    });
    expect(await screen.findByText('404', {}, { timeout: 10_000 })).toBeTruthy();
  });
});
