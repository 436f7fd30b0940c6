import { act, screen, waitFor, within } from '@testing-library/react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { stubApi } from '../../../test/api-stub';
import { storeGainColour } from '../../../lib/preferences';
import { renderApp } from '../../../test/render-app';
import { FormPanel } from './form-panel';
import { emptyDraft, type OrderDraft } from './order-terms';
import { tencentStock } from '../test-stock';
import { stockOrderFixture } from '../test-orders';

const quote = {
  symbol: '00700',
  exchange: 'HKEX' as const,
  currency: 'HKD',
  last: '612.5',
  previousClose: '610',
  open: '611',
  high: '615',
  low: '609.5',
  change: '2.5',
  changePercent: '0.41',
  volume: '12000000',
  turnover: '7350000000',
  bid: '612',
  ask: '612.5',
  session: 'morning' as const,
  isSuspended: false,
  at: '2026-11-24T02:30:00.000Z',
};

const permission = (validOrderTypes: string[]) => ({
  exchange: 'HKEX',
  validOrderTypes,
  defaultOrderType: validOrderTypes.includes('Limit') ? 'Limit' : null,
  validProgramOrderTypes: ['none', 'goodTillDate'],
  allowPrePostMarketExchangeIds: [],
  allowHongKongBcanOverride: false,
  allowChinaBcanOverride: false,
  auctionOrderSellOnly: true,
  tradePasswordRequired: true,
  canModifyOrders: true,
  goodTillDateMax: '2026-12-24',
});

const fees = {
  brokerage: '49.00',
  sfcLevy: '1.72',
  afrcLevy: '0.09',
  tradingFee: '3.45',
  stampDuty: '62.00',
  ccass: '2.00',
  secFee: '0',
  total: '118.26',
};

/** The preview's answer for an order: 8203 off the spread table, 8204 off a board lot, else 0. */
function previewOf(input: { price?: string; quantity: string }) {
  const price = input.price ?? '612.5';
  const result = /\.[1-46-9]$/.test(price) ? 8203 : Number(input.quantity) % 100 ? 8204 : 0;
  return {
    result,
    resultName: result === 0 ? 'success' : result === 8203 ? 'wrongSpread' : 'wrongLotSize',
    currency: 'HKD',
    consideration: String(Number(price) * Number(input.quantity)),
    fees,
    total: '61368.26',
    purchasingPower: '500000',
    // As the server answers: a refused order allows nothing.
    maxBuyQuantity: result === 0 ? '800' : '0',
    maxSellQuantity: result === 0 ? '1000' : '0',
  };
}

function stub(
  validOrderTypes = ['Limit', 'AO', 'AL', 'ELO', 'SLO', 'Odd'],
  skipConfirmation = false,
) {
  return stubApi({
    'stock-order/loadTradingPermission': () => permission(validOrderTypes),
    'stock-order/previewOrder': (input) => previewOf(input as { price?: string; quantity: string }),
    'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation }),
    'account/checkSavedTradePassword': () => ({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    }),
    'stock-definition/searchExchanges': () => [],
  });
}

/** The page's query client, for a test to refresh what the order stream would. */
let client: QueryClient | null = null;

/** The panel with its draft state, as the page holds it. */
function Panel() {
  client = useQueryClient();
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft('B'));
  const onDraft = useCallback(
    (change: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  return (
    <FormPanel
      accountCode="C10001"
      stock={tencentStock}
      draft={draft}
      onDraft={onDraft}
      tradePasswordPath="/accounts/changeTradePassword"
      notice={null}
      quote={quote}
    />
  );
}

function renderPanel(language: Language = 'en') {
  return renderApp({ session: {}, language, routes: [{ path: '/', element: <Panel /> }] });
}

/** The colour Mantine gives the side control (its `--sc-color`). */
async function sideColour(): Promise<string> {
  const buy = await screen.findByRole('radio', { name: 'Buy' });
  const control = buy.closest('[style*="--sc-color"]');
  return control?.getAttribute('style') ?? '';
}

/** Types a price over the one the form starts from (the best bid or ask). */
async function typePrice(user: ReturnType<typeof renderPanel>['user'], name: string, text: string) {
  const price = await screen.findByRole('textbox', { name });
  await waitFor(() => expect((price as HTMLInputElement).value).not.toBe(''));
  await user.clear(price);
  await user.type(price, text);
}

describe('the stock order form', { timeout: 20_000 }, () => {
  it('starts a buy at the best ask and a sell at the best bid, never over a typed price (issue 31 §7)', async () => {
    stub();
    const { user } = renderPanel();
    const price = await screen.findByRole('textbox', { name: 'Price (HKD)' });
    await waitFor(() => expect(price).toHaveProperty('value', '612.5'));
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    await waitFor(() => expect(price).toHaveProperty('value', '612'));
    await user.clear(price);
    await user.type(price, '611.5');
    await user.click(screen.getByRole('radio', { name: 'Buy' }));
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(price).toHaveProperty('value', '611.5');
  });

  it('shows max buy whatever quantity is typed, 150 shares of a 100-share lot too (issue 31 §7)', async () => {
    stub();
    const { user } = renderPanel();
    await typePrice(user, 'Price (HKD)', '612.5');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (shares)' }), '150');
    expect(
      await screen.findByText(/not a whole number of board lots/, undefined, { timeout: 5000 }),
    ).toBeTruthy();
    expect(
      await within(screen.getByTestId('order-max')).findByRole(
        'button',
        { name: '800 shares' },
        { timeout: 5000 },
      ),
    ).toBeTruthy();
  });

  it('has no switch for confirmations, and says when they are off (issue 31 §5)', async () => {
    stub(undefined, false);
    const first = renderPanel();
    await screen.findByRole('button', { name: 'Review order' });
    expect(screen.queryByRole('switch')).toBeNull();
    expect(screen.queryByTestId('skip-confirmation-note')).toBeNull();
    first.unmount();
    stub(undefined, true);
    renderPanel();
    expect((await screen.findByTestId('skip-confirmation-note')).textContent).toContain(
      'Confirmations are off: orders are placed as soon as you submit them.',
    );
  });

  it('colours Buy in the gain colour: teal by default, red in red-up mode (issue 31 §9)', async () => {
    stub();
    const first = renderPanel();
    expect(await sideColour()).toContain('teal-9');
    first.unmount();
    storeGainColour('red-up');
    stub();
    const { user } = renderPanel();
    expect(await sideColour()).toContain('red-9');
    await user.click(screen.getByRole('radio', { name: 'Sell' }));
    expect(await sideColour()).toContain('teal-9');
  });

  it('steps the price along the spread table and the quantity in board lots', async () => {
    stub();
    const { user } = renderPanel();
    const price = await screen.findByRole('textbox', { name: 'Price (HKD)' });
    // Limit is the default type, offered first; a buy starts from the best ask.
    expect(screen.getByRole('combobox', { name: 'Order type' })).toHaveProperty('value', 'Limit');
    await waitFor(() => expect(price).toHaveProperty('value', '612.5'));
    await user.click(screen.getByRole('button', { name: 'Raise the price by one tick' }));
    expect(Number((price as HTMLInputElement).value)).toBe(613);
    await user.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    await user.click(screen.getByRole('button', { name: 'Lower the price by one tick' }));
    expect(Number((price as HTMLInputElement).value)).toBe(612);
    const quantity = screen.getByRole('textbox', { name: 'Quantity (shares)' });
    await user.click(screen.getByRole('button', { name: 'Add one board lot' }));
    await user.click(screen.getByRole('button', { name: 'Add one board lot' }));
    expect(quantity).toHaveProperty('value', '200');
    await user.click(screen.getByRole('button', { name: 'Take off one board lot' }));
    expect(quantity).toHaveProperty('value', '100');
    expect(screen.getByText('Tick 0.500')).toBeTruthy();
  });

  it('previews consideration, each fee and the total, and reviews only a passing order', async () => {
    stub();
    const { user } = renderPanel();
    const review = await screen.findByRole('button', { name: 'Review order' });
    expect(review).toHaveProperty('disabled', true);
    await typePrice(user, 'Price (HKD)', '612.5');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (shares)' }), '100');
    const preview = screen.getByTestId('order-preview');
    expect(await within(preview).findByText('HKD 61,250.00')).toBeTruthy();
    expect(within(preview).getByText('Stamp duty').nextElementSibling?.textContent).toBe(
      'HKD 62.00',
    );
    expect(within(preview).getByText('Total to pay').nextElementSibling?.textContent).toBe(
      'HKD 61,368.26',
    );
    expect(screen.getByText('800 shares')).toBeTruthy();
    await waitFor(() => expect(review).toHaveProperty('disabled', false));
    await user.click(review);
    expect(await screen.findByRole('heading', { name: 'Confirm your order' })).toBeTruthy();
  });

  it('shows the 8203 and 8204 texts under their fields, in the reader language', async () => {
    stub();
    const { user } = renderPanel();
    await typePrice(user, 'Price (HKD)', '612.3');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (shares)' }), '100');
    expect(await screen.findByText(/The price is not on the spread table/)).toBeTruthy();
    expect(screen.getByText('Code 8203')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Review order' })).toHaveProperty('disabled', true);
    const price = screen.getByRole('textbox', { name: 'Price (HKD)' });
    await user.clear(price);
    await user.type(price, '612.5');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (shares)' }), '50');
    expect(await screen.findByText(/not a whole number of board lots/)).toBeTruthy();
    expect(screen.getByText('Code 8204')).toBeTruthy();
  });

  it('writes the code texts in Traditional Chinese for zh-HK', async () => {
    stub();
    const { user } = renderPanel('zh-HK');
    await typePrice(user, '價格（HKD）', '612.3');
    await user.type(screen.getByRole('textbox', { name: '數量（股）' }), '100');
    expect(await screen.findByText(/價格不符合價位表/)).toBeTruthy();
    expect(screen.getByText('代碼 8203')).toBeTruthy();
  });

  it('says trading is suspended when no order type is valid', async () => {
    stub([]);
    renderPanel();
    expect(await screen.findByText(/Trading is suspended for your account on HKEX/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Review order' })).toBeNull();
  });

  it('shows the spec §6 text when the server refuses an advisor for the client', async () => {
    stubApi({
      'stock-order/loadTradingPermission': () => ({ status: 403, body: { code: 'forbidden' } }),
      'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
      'account/checkSavedTradePassword': () => ({
        result: true,
        tradePasswordRequired: true,
        tradeUnlockedUntil: null,
      }),
      'stock-definition/searchExchanges': () => [],
    });
    renderPanel();
    expect(
      // One retry of the refused read first (the app's query default).
      await screen.findByText('No permission to add instruction for this client.', undefined, {
        timeout: 5_000,
      }),
    ).toBeTruthy();
  });

  it('keeps the result line on the order as it stands now, and says a waiting order waits for the session (issue 31 §7)', async () => {
    let now = stockOrderFixture({
      status: 'pending',
      displayStatus: 'Waiting',
      filledQuantity: '0',
    });
    stubApi({
      'stock-order/loadTradingPermission': () => permission(['Limit']),
      'stock-order/previewOrder': (input) =>
        previewOf(input as { price?: string; quantity: string }),
      'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation: false }),
      'account/checkSavedTradePassword': () => ({
        result: true,
        tradePasswordRequired: true,
        tradeUnlockedUntil: null,
      }),
      'stock-definition/searchExchanges': () => [],
      'stock-order/placeOrder': () => ({
        result: 0,
        resultName: 'success',
        isReplay: false,
        order: stockOrderFixture({ status: 'pending', displayStatus: 'Waiting' }),
      }),
      'stock-order/loadOrderTimeline': () => ({ order: now, changes: [], fills: [] }),
    });
    const { user } = renderPanel();
    await typePrice(user, 'Price (HKD)', '612.5');
    await user.type(screen.getByRole('textbox', { name: 'Quantity (shares)' }), '100');
    const review = screen.getByRole('button', { name: 'Review order' });
    await waitFor(() => expect(review).toHaveProperty('disabled', false), { timeout: 5000 });
    await user.click(review);
    await user.type(await screen.findByLabelText('Trade password'), 'Trade#2026');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText(
        "Order placed. Order number 51, status: Waiting. It waits for the market's next session and goes in when it opens.",
        undefined,
        { timeout: 5000 },
      ),
    ).toBeTruthy();
    // The market opens and fills it: the same line says so.
    now = stockOrderFixture({ status: 'matched', displayStatus: 'Filled', filledQuantity: '300' });
    // The order stream's event refreshes the account's stock data.
    await act(() => client?.invalidateQueries());
    expect(
      await screen.findByText('Order placed. Order number 51, status: Filled.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
  });
});
