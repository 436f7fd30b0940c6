import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('the login page banners (issue 29)', () => {
  it('shows the admins’ login-page banner above the form, read without a session', async () => {
    const calls = stubApi({
      'site-content/searchOpenBanners': () => ({
        banners: [
          {
            id: 'login-1',
            title: { en: 'System upgrade on Saturday' },
            body: { en: 'Online services pause from 22:00.' },
            link: null,
            severity: 'warning',
          },
        ],
      }),
    });
    renderApp({ path: '/users/login' });
    expect(
      await screen.findByText('System upgrade on Saturday', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Login' })).toBeTruthy();
    expect(calls.find((call) => call.name === 'site-content/searchOpenBanners')?.input).toEqual({
      placement: 'loginPage',
    });
  });
});
