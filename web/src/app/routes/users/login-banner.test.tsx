import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

describe('the login page banners (issue 29)', () => {
  it('shows the admins’ login-page and maintenance banners above the form, read without a session', async () => {
    const banner = (id: string, title: string, placement: string) => ({
      id,
      title: { en: title },
      body: { en: 'Online services pause from 22:00.' },
      link: null,
      severity: 'warning',
      placement,
    });
    const calls = stubApi({
      'site-content/searchOpenBanners': () => ({
        banners: [
          banner('login-1', 'New statements are ready', 'loginPage'),
          banner('maintenance-1', 'System upgrade on Saturday', 'maintenance'),
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
    // Both slots share one call, and each shows only its own placement's banner.
    const asked = calls.filter((call) => call.name === 'site-content/searchOpenBanners');
    expect(asked.map((call) => call.input)).toEqual([{ placements: ['loginPage', 'maintenance'] }]);
    expect(screen.getAllByText('New statements are ready')).toHaveLength(1);
    expect(screen.getAllByText('System upgrade on Saturday')).toHaveLength(1);
  });
});
