import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs } from '../test-cash';

const item = (kind: string, fields: Record<string, unknown>) => ({
  currency: 'HKD',
  kind,
  id: null,
  code: null,
  ...fields,
});

describe('held cash itemised (issue 31 §12)', () => {
  it('lists what holds the difference between total and available, each with a link', async () => {
    stubApi({
      ...cashFormStubs(),
      'balance/searchCashBalances': () => ({
        balances: [
          {
            currency: 'HKD',
            available: '5000',
            holdFundAmount: '71650',
            pending: '0',
            total: '76650',
          },
          { currency: 'USD', available: '100', holdFundAmount: '0', pending: '0', total: '100' },
        ],
      }),
      'balance/searchHeldCash': () => ({
        items: [
          item('withdrawal', { id: 31, amount: '1000' }),
          item('stockOrder', { id: 5, code: '00700', amount: '61650' }),
          item('ipo', { id: 2, code: '06990', amount: '9000' }),
        ],
      }),
      'cash/searchCashMovements': () => ({ total: 0, movements: [] }),
    });
    renderApp({ path: '/cashes/movement', session: {} });
    const held = await screen.findByTestId('held-HKD', {}, { timeout: 5000 });
    expect(within(held).getByText('Held and pending: HKD 71,650.00')).toBeTruthy();
    const link = await within(held).findByRole('link', { name: 'Withdrawal #31' });
    expect(link.getAttribute('href')).toBe('/cashes/history?request=31');
    expect(
      within(held).getByRole('link', { name: 'Buy order 00700 #5' }).getAttribute('href'),
    ).toBe('/stocks/history?order=5');
    expect(
      within(held).getByRole('link', { name: 'IPO application 06990' }).getAttribute('href'),
    ).toBe('/stocks/ipo?code=06990');
    expect(within(held).getByText('HKD 61,650.00')).toBeTruthy();
    // USD has nothing held: no list.
    expect(screen.queryByTestId('held-USD')).toBeNull();
  }, 30_000);
});
