/**
 * The first page (issue 22): the login page and the shell around it show every text from the
 * start part of the catalogues alone, in every language; the rest loads with any other page.
 */
import { screen, within } from '@testing-library/react';
import type { i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { LANGUAGES, type Language } from '@shared/i18n/languages';
import { createI18n } from '../lib/i18n';
import { stubApi } from '../test/api-stub';
import { renderApp, testBrand } from '../test/render-app';
import { createRoutes } from './router';

/** An instance with only the start part, recording every key it had no text for. */
function startPartOnly(language: Language): { i18n: I18n; missing: string[] } {
  const i18n = createI18n(language, ['start']);
  const missing: string[] = [];
  i18n.options.saveMissing = true;
  i18n.options.missingKeyHandler = (_languages, namespace, key) => {
    missing.push(`${namespace}:${key}`);
  };
  return { i18n, missing };
}

const challenge = { result: '2', factor: 'S', sessionId: '00000000-0000-4000-8000-00000000abcd' };

describe('the first page on the start catalogues (issue 22)', { timeout: 30_000 }, () => {
  it.each(LANGUAGES)('shows the login page, a refusal and the settings in %s', async (language) => {
    stubApi({ 'account/gatewayPasswordLogin': () => ({ result: 'N' }) });
    const { i18n, missing } = startPartOnly(language);
    const { user } = renderApp({ path: '/users/login', language, i18n });
    await screen.findByRole('heading', { level: 1, name: i18n.t('users:login.title') });
    await user.type(screen.getByLabelText(i18n.t('users:login.account_code')), 'C10001');
    await user.type(screen.getByLabelText(i18n.t('users:login.password')), 'wrong{Enter}');
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: i18n.t('settings:open') }));
    await screen.findByRole('dialog');
    expect(missing).toEqual([]);
    expect(i18n.hasResourceBundle(language, 'funds')).toBe(false);
  });

  it.each(LANGUAGES)('shows the two-factor screen in %s', async (language) => {
    stubApi({ 'account/gatewayPasswordLogin': () => challenge });
    const { i18n, missing } = startPartOnly(language);
    const { user } = renderApp({ path: '/users/login', language, i18n });
    await user.type(await screen.findByLabelText(i18n.t('users:login.account_code')), 'C10003');
    await user.type(screen.getByLabelText(i18n.t('users:login.password')), 'Portico#2026{Enter}');
    await screen.findByRole('heading', { name: i18n.t('users:otp.title') });
    expect(missing).toEqual([]);
  });

  it.each(LANGUAGES)('shows the session login page (lotus) in %s', async (language) => {
    stubApi();
    const { i18n, missing } = startPartOnly(language);
    renderApp({ path: '/users/sessionLogin', brand: testBrand('lotus'), language, i18n });
    await screen.findByRole('alert');
    expect(missing).toEqual([]);
  });

  it('loads every text with any other page, and none with the login page', async () => {
    const loadTexts = vi.fn(() => Promise.resolve());
    const brand = testBrand('default');
    const { router } = renderApp({ path: '/users/login', routes: createRoutes(brand, loadTexts) });
    await screen.findByRole('heading', { level: 1, name: 'Account Login' });
    expect(loadTexts).not.toHaveBeenCalled();
    await router.navigate('/funds/comparer');
    await vi.waitFor(() => expect(loadTexts).toHaveBeenCalled());
  });

  it('shows the bell of a signed-in client once the rest of the texts are in', async () => {
    stubApi({ 'notification/countNotifications': () => ({ count: 2 }) });
    const { i18n, missing } = startPartOnly('zh-CN');
    renderApp({ path: '/users/login', language: 'zh-CN', i18n, session: {} });
    const banner = await screen.findByRole('banner');
    expect(
      await within(banner).findByRole('button', { name: /2/ }, { timeout: 10_000 }),
    ).toBeTruthy();
    expect(i18n.hasResourceBundle('zh-CN', 'notification')).toBe(true);
    expect(missing).toEqual([]);
  });
});
