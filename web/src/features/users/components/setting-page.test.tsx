import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { setCurrentSession, storeAdviseeSession } from '../../../lib/sessions';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { adviseeSession, signInForTest } from '../../../test/sessions';

const currencies = [
  { _id: '1', code: 'HKD', precision: 2, name: 'Hong Kong Dollar' },
  { _id: '2', code: 'USD', precision: 2, name: 'US Dollar' },
  { _id: '3', code: 'CNY', precision: 2, name: 'Renminbi' },
];

describe('/users/setting (spec §2.2)', () => {
  it('offers the settings controls; reporting currency only when signed in', async () => {
    renderApp({ path: '/users/setting' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeTruthy();
    const page = within(screen.getByRole('main'));
    expect(page.getByRole('radiogroup', { name: 'Color Mode' })).toBeTruthy();
    expect(page.getByRole('radiogroup', { name: 'Language' })).toBeTruthy();
    expect(page.queryByRole('radiogroup', { name: 'Reporting Currency' })).toBeNull();
  });

  it("changes the language and the signed-in account's preference", async () => {
    const calls = stubApi({
      'currency/searchCurrencies': () => currencies,
      'preference/setLanguage': () => ({ success: true }),
      'preference/setCurrency': () => ({ success: true }),
    });
    const { user } = renderApp({ path: '/users/setting', session: { accountCode: 'C10001' } });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Settings' });
    expect(heading).toBeTruthy();
    const currency = await screen.findByRole('radiogroup', { name: 'Reporting Currency' });
    await user.click(within(currency).getByRole('radio', { name: 'USD' }));
    await user.click(screen.getByRole('radio', { name: '简体中文' }));
    expect(await screen.findByRole('heading', { level: 1, name: '设置' })).toBeTruthy();
    const sent = (name: string) => calls.find((call) => call.name === name)?.input;
    expect(sent('preference/setCurrency')).toEqual({
      accountCode: 'C10001',
      currencyCode: 'USD',
      source: 'gateway',
    });
    expect(sent('preference/setLanguage')).toEqual({
      accountCode: 'C10001',
      language: 'zh-CN',
      source: 'gateway',
    });
  });

  it("shows an advisor acting for a client the client's currency, and saves nothing", async () => {
    const calls = stubApi({
      'currency/searchCurrencies': () => currencies,
      'preference/loadPreference': () => ({
        accountCode: 'C10001',
        language: 'en',
        currencyCode: 'CNY',
      }),
    });
    const advisor = signInForTest({ accountCode: 'A30001', role: 'advisor' });
    setCurrentSession(storeAdviseeSession(adviseeSession(advisor, 'C10001')).sessionId);
    const { user } = renderApp({ path: '/users/setting' });
    const currency = await screen.findByRole('radiogroup', { name: 'Reporting Currency' });
    await waitFor(() =>
      expect(within(currency).getByRole('radio', { name: 'CNY' })).toHaveProperty('checked', true),
    );
    await user.click(within(currency).getByRole('radio', { name: 'USD' }));
    await user.click(screen.getByRole('radio', { name: '繁體中文' }));
    const names = calls.map((call) => call.name);
    expect(names).not.toContain('preference/setCurrency');
    expect(names).not.toContain('preference/setLanguage');
  });
});
