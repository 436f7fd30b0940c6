import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('the login page banners (issue 29)', () => {
  it('shows the admins’ login-page and maintenance banners above the form, read without a session', async () => {
    const banner = (id: string, title: string) => ({
      id,
      title: { en: title },
      body: { en: 'Online services pause from 22:00.' },
      link: null,
      severity: 'warning',
    });
    const calls = stubApi({
      'site-content/searchOpenBanners': (input) => ({
        banners: [
          (input as { placement: string }).placement === 'loginPage'
            ? banner('login-1', 'New statements are ready')
            : banner('maintenance-1', 'System upgrade on Saturday'),
        ],
      }),
    });
    renderApp({ path: '/users/login' });
    expect(
      await screen.findByText('New statements are ready', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    // A maintenance is announced here beforehand.
    expect(
      await screen.findByText('System upgrade on Saturday', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Account Login' })).toBeTruthy();
    const asked = calls.filter((call) => call.name === 'site-content/searchOpenBanners');
    expect(asked.map((call) => call.input)).toEqual(
      expect.arrayContaining([{ placement: 'loginPage' }, { placement: 'maintenance' }]),
    );
  });
});
