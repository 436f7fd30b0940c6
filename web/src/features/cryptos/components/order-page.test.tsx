import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { cryptoOrderFixture, FOS_SESSION, stubCryptos } from '../test-cryptos';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

/** A preview answer: passing (0) unless `result` says otherwise. */
const preview = (result = 0, resultName = 'success') => ({
  result,
  resultName,
  quoteCurrency: 'USD',
  quantity: '0.01',
  price: '66000.5',
  amount: '660.01',
  feeRate: '0.002',
  fee: '1.32',
  total: '661.33',
  availableCash: '9000',
  availableAsset: '0.5',
  maxBuyQuantity: '0.1358',
  maxSellQuantity: '0.5',
});

const named = (calls: ReturnType<typeof stubCryptos>, name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.input);

describe('virtual asset order page (spec §2.6)', () => {
  it('shows the pair of the URL with its quote and depth, and places a market buy with the trade password', async () => {
    const calls = stubCryptos({
      'crypto-order/previewOrder': () => preview(),
      'crypto-order/placeOrder': () => ({
        result: 0,
        resultName: 'success',
        isReplay: false,
        order: cryptoOrderFixture({ orderId: 81, orderType: 'market', status: 'filled' }),
      }),
    });
    const { user } = renderApp({ path: '/cryptos/order?pair=BTC-USD', session: FOS_SESSION });
    const last = await screen.findByTestId('quote-last', {}, { timeout: 10_000 });
    expect(last.textContent).toBe('66,000.00');
    const depth = await screen.findByTestId('depth-ladder');
    expect(within(depth).getByRole('button', { name: '65,999.50' })).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: 'Quantity (BTC)' }), '0.01');
    await waitFor(() =>
      expect(named(calls, 'crypto-order/previewOrder').at(-1)).toEqual({
        accountCode: 'F20001',
        pair: 'BTC-USD',
        side: 'B',
        orderType: 'market',
        sizing: 'quantity',
        quantity: '0.01',
      }),
    );
    const figures = await screen.findByTestId('order-preview');
    await waitFor(() => expect(within(figures).getByText('USD 661.33')).toBeTruthy());
    expect(within(figures).getByText('Fee (0.2%)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Review order' }));
    await user.type(await screen.findByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText(/Order placed\. Order number 81, status: Filled\./);
    const placed = named(calls, 'crypto-order/placeOrder')[0] as Record<string, unknown>;
    expect(placed).toMatchObject({
      accountCode: 'F20001',
      pair: 'BTC-USD',
      side: 'B',
      orderType: 'market',
      sizing: 'quantity',
      quantity: '0.01',
      tradePassword: 'Trade#2026',
    });
    expect(String(placed.idempotencyKey).length).toBeGreaterThanOrEqual(8);
    expect(placed).not.toHaveProperty('hasAcknowledgedRisk');
  }, 30_000);

  it('pre-fills a limit price from the best ask and shows a coded refusal in words', async () => {
    stubCryptos({ 'crypto-order/previewOrder': () => preview(8907, 'insufficientBalance') });
    const { user } = renderApp({ path: '/cryptos/order?pair=BTC-USD', session: FOS_SESSION });
    await screen.findByTestId('quote-last', {}, { timeout: 10_000 });
    await user.click(screen.getByRole('radio', { name: 'Limit' }));
    const price = screen.getByRole('textbox', { name: 'Limit price (USD)' });
    await waitFor(() => expect((price as HTMLInputElement).value).toBe('66000.50'));
    await user.type(screen.getByRole('textbox', { name: 'Quantity (BTC)' }), '5');
    const alert = await screen.findByTestId('order-code');
    expect(alert.textContent).toBe('Not enough available balance, fees included. Code 8907');
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
  }, 30_000);

  it('asks before cancelling an open order, and cancels it on confirmation', async () => {
    const calls = stubCryptos({
      'crypto-order/cancelOrder': () => ({
        result: 0,
        resultName: 'success',
        isReplay: false,
        order: cryptoOrderFixture({ status: 'cancelled', canCancel: false }),
      }),
    });
    const { user } = renderApp({ path: '/cryptos/order', session: FOS_SESSION });
    const open = await screen.findByTestId('open-orders', {}, { timeout: 5000 });
    await user.click(await within(open).findByRole('button', { name: 'Cancel order 71' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 71?' });
    expect(dialog.textContent).toContain('Buy 0.01000000 BTC BTC/USD at USD 50,000.00');
    expect(named(calls, 'crypto-order/cancelOrder')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await waitFor(() =>
      expect(named(calls, 'crypto-order/cancelOrder')).toEqual([
        { accountCode: 'F20001', orderId: 71 },
      ]),
    );
    await screen.findByText('Order 71 cancelled.');
    const searches = named(calls, 'crypto-order/searchOrders');
    expect(searches[0]).toEqual({
      accountCode: 'F20001',
      openOnly: true,
      pageIndex: 0,
      pageSize: 50,
    });
  }, 30_000);
});
