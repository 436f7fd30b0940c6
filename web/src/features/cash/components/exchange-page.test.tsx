import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { cashFormStubs } from '../test-cash';

const quote = (validSeconds: number, executedAt: string | null = null) => ({
  quoteId: '4a1b6a3e-4a6f-4c1d-9a55-0f3b7c1e2d90',
  sellCurrency: 'HKD',
  buyCurrency: 'USD',
  sellAmount: '780',
  buyAmount: '99.75',
  rate: '0.12788',
  midRate: '0.12820',
  quotedAt: '2026-11-24T02:00:00.000Z',
  expiresAt: '2026-11-24T02:00:30.000Z',
  validSeconds,
  executedAt,
});

describe('exchange (spec §2.10)', () => {
  it('quotes with a countdown, then executes exactly the quoted amounts', async () => {
    const calls = stubApi({
      ...cashFormStubs(),
      'cash/quoteFx': () => ({ result: '0', resultName: 'success', quote: quote(30) }),
      'cash/executeFx': () => ({
        result: '0',
        resultName: 'success',
        quote: quote(30, '2026-11-24T02:00:05.000Z'),
      }),
    });
    const { user } = renderApp({ path: '/cashes/exchange', session: {} });
    const amount = await screen.findByRole(
      'textbox',
      { name: 'Amount to sell (HKD)' },
      { timeout: 5000 },
    );
    await user.type(amount, '6000');
    expect(screen.getByText('At most your available HKD 5,000.00.'));
    // Before any quote: the indicative rate, the pair as Hong Kong quotes it.
    expect(screen.getByTestId('fx-indicative').textContent).toContain('USD/HKD 7.8000');
    expect(screen.getByRole('button', { name: 'Get quote' })).toHaveProperty('disabled', true);
    await user.clear(amount);
    await user.type(amount, '780');
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(await screen.findByText(/^Firm for (29|30) s$/)).toBeTruthy();
    expect(screen.getByText('USD 99.75')).toBeTruthy();
    // The firm rate of HKD sold for USD, told as USD/HKD (1 / 0.12788).
    expect(screen.getByText('USD/HKD 7.8198')).toBeTruthy();
    expect(screen.queryByTestId('fx-indicative')).toBeNull();
    await user.type(screen.getByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm exchange' }));
    expect(await screen.findByText('Exchanged: sold HKD 780.00, received USD 99.75.')).toBeTruthy();
    const execution = calls.find((call) => call.name === 'cash/executeFx')?.input;
    expect(execution).toEqual({
      accountCode: 'C10001',
      quoteId: quote(30).quoteId,
      sellAmount: '780',
      buyAmount: '99.75',
      tradePassword: 'Trade#2026',
    });
  }, 30_000);

  it('asks for a new quote once the quote has expired, and says why a quote is refused', async () => {
    const answers = [
      { result: '0', resultName: 'success', quote: quote(1) },
      { result: '204', resultName: 'fxNoRate', quote: null },
    ];
    stubApi({ ...cashFormStubs(), 'cash/quoteFx': () => answers.shift() });
    const { user } = renderApp({ path: '/cashes/exchange', session: {} });
    await user.type(
      await screen.findByRole('textbox', { name: 'Amount to sell (HKD)' }, { timeout: 5000 }),
      '780',
    );
    await user.click(screen.getByRole('button', { name: 'Get quote' }));
    expect(
      await screen.findByText('This quote has expired. Get a new quote.', {}, { timeout: 3000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm exchange' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Get a new quote' }));
    expect(
      await screen.findByText('Not done: No exchange rate is available right now. (code 204)'),
    ).toBeTruthy();
  }, 30_000);
});
