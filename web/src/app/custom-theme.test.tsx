import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../test/api-stub';
import { renderApp } from '../test/render-app';
import { scaleAround } from './custom-theme';

const theme = {
  primaryColour: '#aa3300',
  logo: 'data:image/png;base64,iVBORw0KGgo=',
  footer: { en: 'House footer', 'zh-HK': '自訂頁尾', 'zh-CN': '自定义页脚' },
};

describe('the custom theme an administrator saved (spec §2.13, issue 29)', () => {
  it('puts the colour at the brand shade, lighter below and darker above', () => {
    const scale = scaleAround('#aa3300', 7);
    expect(scale).toHaveLength(10);
    expect(scale[7]).toBe('#aa3300');
    expect(new Set(scale).size).toBe(10);
  });

  it('dresses every reader: the logo and the footer in their language', async () => {
    stubApi({ 'site-content/loadTheme': () => ({ theme }) });
    renderApp({ language: 'zh-HK', path: '/users/login' });
    const footer = await screen.findByRole('contentinfo');
    expect(await within(footer).findByText('自訂頁尾', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getAllByTestId('custom-logo')[0]?.getAttribute('src')).toBe(theme.logo);
  });

  it("keeps the brand's own when none is saved", async () => {
    stubApi({ 'site-content/loadTheme': () => ({ theme: null }) });
    renderApp({ path: '/users/login' });
    const footer = await screen.findByRole('contentinfo');
    expect(footer.textContent).toContain('Portico Securities Limited');
    expect(screen.queryByTestId('custom-logo')).toBeNull();
  });

  it('answers a preview link opened by a client with the illegal-changes message (spec §6)', async () => {
    stubApi({
      'site-content/loadTheme': () => ({ theme: null }),
      'site-content/loadThemePreview': () => ({ result: 'illegal_changes', theme: null }),
    });
    const { router } = renderApp({
      path: '/admins/theme/preview?preview=abc',
      session: { accountCode: 'C10001', role: 'user' },
    });
    const preview = await screen.findByTestId('stored-theme-preview', {}, { timeout: 5000 });
    expect((await within(preview).findByRole('alert', {}, { timeout: 5000 })).textContent).toMatch(
      /illegal changes/i,
    );
    expect(router.state.location.pathname).toBe('/admins/theme/preview');
  });
});
