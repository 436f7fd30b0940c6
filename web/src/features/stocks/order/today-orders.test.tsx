import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { rejectedOrder, stockOrderFixture } from '../test-orders';
import { tencentStock } from '../test-stock';
import { TodayOrders } from './today-orders';

function stub(answers: { modify: unknown; cancel: unknown }) {
  return stubApi({
    'stock-order/searchOrders': () => ({ total: 2, orders: [stockOrderFixture(), rejectedOrder] }),
    'stock-order/modifyOrder': () => answers.modify,
    'stock-order/cancelOrder': () => answers.cancel,
    'stock-order/previewOrder': () => ({
      result: 0,
      resultName: 'success',
      currency: 'HKD',
      consideration: '159360',
      fees: {
        brokerage: '49.00',
        sfcLevy: '4.46',
        afrcLevy: '0.24',
        tradingFee: '9.08',
        stampDuty: '160.00',
        ccass: '5.00',
        secFee: '0',
        total: '227.78',
      },
      total: '159587.78',
      purchasingPower: '500000',
      maxBuyQuantity: '1200',
      maxSellQuantity: '1000',
    }),
    'stock-definition/loadStock': () => ({ stock: tencentStock }),
    'stock-definition/searchExchanges': () => [],
    'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: '2099-01-01T00:00:00.000Z',
    }),
  });
}

function renderOrders() {
  return renderApp({
    session: {},
    routes: [{ path: '/', element: <TodayOrders accountCode="C10001" tradeDate="2026-11-24" /> }],
  });
}

describe("today's orders", () => {
  it('lists the orders with their status and offers modify and cancel only where allowed', async () => {
    stub({ modify: null, cancel: null });
    renderOrders();
    const working = (await screen.findByText('398.200')).closest('tr') as HTMLElement;
    expect(within(working).getByText('Partially Filled')).toBeTruthy();
    expect(within(working).getByRole('button', { name: 'Modify order 51' })).toBeTruthy();
    expect(within(working).getByRole('button', { name: 'Cancel order 51' })).toBeTruthy();
    const rejected = screen.getByText('52').closest('tr') as HTMLElement;
    expect(within(rejected).queryByRole('button')).toBeNull();
  });

  it('modifies the price stepped on the spread table and the quantity', async () => {
    const calls = stub({
      modify: {
        result: 0,
        resultName: 'success',
        isReplay: false,
        order: stockOrderFixture({ quantity: '400' }),
      },
      cancel: null,
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Modify order 51' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modify order 51' });
    await waitFor(() =>
      expect(calls.some((call) => call.name === 'stock-definition/loadStock')).toBe(true),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Raise the price by one tick' }));
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity (shares)' });
    await user.clear(quantity);
    await user.type(quantity, '400');
    // The order now and as changed, and what the new terms cost (issue 31 §7).
    const figures = within(dialog).getByTestId('modify-figures');
    const row = (label: string) =>
      [...within(figures).getByText(label).parentElement!.children].map((cell) => cell.textContent);
    expect(row('Price')).toEqual(['Price', '398.200', '398.400']);
    expect(row('Qty')).toEqual(['Qty', '300', '400']);
    expect(
      await within(figures).findByText('HKD 227.78', undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(within(figures).getByText('HKD 159,587.78')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Order 51 changed.')).toBeTruthy();
    const modify = calls.find((call) => call.name === 'stock-order/modifyOrder');
    expect(modify?.input).toEqual({
      accountCode: 'C10001',
      orderId: 51,
      price: '398.4',
      quantity: '400',
    });
  });

  it('asks before cancelling and says when the exchange will not take it now', async () => {
    const calls = stub({
      modify: null,
      cancel: { result: 8351, resultName: 'orderNotChangeable', isReplay: false, order: null },
    });
    const { user } = renderOrders();
    await user.click(await screen.findByRole('button', { name: 'Cancel order 51' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 51?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    expect(
      await screen.findByText(/Order 51 was not cancelled: The order cannot be modified/),
    ).toBeTruthy();
    expect(calls.filter((call) => call.name === 'stock-order/cancelOrder')).toHaveLength(1);
  });
});
