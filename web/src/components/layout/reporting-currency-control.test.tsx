import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { REPORTING_CURRENCY_LIFETIME_MS } from '@shared/domain/storage-lifetimes';
import { reportingCurrencyChoice, storedReportingCurrency } from '../../lib/preferences';
import { storageKey } from '../../lib/storage';
import { stubApi } from '../../test/api-stub';
import { renderApp } from '../../test/render-app';

const currencies = ['HKD', 'USD', 'CNY'].map((code, index) => ({
  _id: `c${index}`,
  code,
  precision: 2,
  name: code,
}));

describe('reporting currency (spec §2.15, §9)', () => {
  it('defaults to HKD, then falls back to USD, then the first available', () => {
    expect(reportingCurrencyChoice(undefined, ['USD', 'HKD'])).toBe('HKD');
    expect(reportingCurrencyChoice(undefined, ['CNY', 'USD'])).toBe('USD');
    expect(reportingCurrencyChoice(undefined, ['CNY'])).toBe('CNY');
    expect(reportingCurrencyChoice('CNY', ['HKD', 'CNY'])).toBe('CNY');
    expect(reportingCurrencyChoice('EUR', ['HKD', 'CNY'])).toBe('HKD');
  });

  it('is offered only when signed in', async () => {
    const { user } = renderApp({ path: '/users/login' });
    await user.click(await screen.findByRole('button', { name: 'Open settings' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByText('Reporting Currency')).toBeNull();
  });

  it('stores the choice for 365 days and sends it to preference/setCurrency', async () => {
    const calls = stubApi({
      'currency/searchCurrencies': () => currencies,
      'preference/setCurrency': () => ({ success: true }),
      'preference/setLanguage': () => ({ success: true }),
    });
    const { user } = renderApp({ path: '/stocks/dashboard', session: { accountCode: 'C10001' } });
    await user.click(await screen.findByRole('button', { name: 'Open settings' }));
    const group = await screen.findByRole('radiogroup', { name: 'Reporting Currency' });
    expect(within(group).getByRole('radio', { name: 'HKD' })).toHaveProperty('checked', true);
    await user.click(within(group).getByText('USD'));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'preference/setCurrency')?.input).toEqual({
        accountCode: 'C10001',
        currencyCode: 'USD',
        source: 'gateway',
      }),
    );
    expect(storedReportingCurrency()).toBe('USD');
    const raw = window.localStorage.getItem(storageKey('reporting-currency')) ?? '{}';
    const { expiresAt } = JSON.parse(raw) as { expiresAt: number };
    expect(expiresAt - Date.now()).toBeGreaterThan(REPORTING_CURRENCY_LIFETIME_MS - 60_000);

    const languages = screen.getByRole('radiogroup', { name: 'Language' });
    await user.click(within(languages).getByText('繁體中文'));
    await waitFor(() =>
      expect(calls.find((call) => call.name === 'preference/setLanguage')?.input).toEqual({
        accountCode: 'C10001',
        language: 'zh-HK',
        source: 'gateway',
      }),
    );
  });
});
