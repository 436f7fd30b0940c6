import { screen, waitFor, within } from '@testing-library/react';
import { useCallback, useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { Language } from '@shared/i18n/languages';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { StocksOptionsProvider } from '../area-options';
import { tencentStock } from '../test-stock';
import { stockOrderFixture } from '../test-orders';
import { FormPanel } from './form-panel';
import { emptyDraft, type OrderDraft } from './order-terms';

/**
 * The ticket's price safety (issue 31 §6): a price more than 10 % from the last price (612.5
 * here) asks for a second, explicit confirmation before Confirm places it, confirmations skipped
 * or not; a near price asks nothing more; on a brand sending off-spread prices to a dealer the
 * price says so before review.
 */

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

/** The server's answers: every preview passes (a dealer brand takes off-spread prices). */
function stub(skipConfirmation = false) {
  return stubApi({
    'stock-order/loadTradingPermission': () => ({
      exchange: 'HKEX',
      validOrderTypes: ['Limit'],
      defaultOrderType: 'Limit',
      validProgramOrderTypes: ['none'],
      allowPrePostMarketExchangeIds: [],
      allowHongKongBcanOverride: false,
      allowChinaBcanOverride: false,
      auctionOrderSellOnly: true,
      tradePasswordRequired: true,
      canModifyOrders: true,
      goodTillDateMax: null,
    }),
    'stock-order/previewOrder': () => ({
      result: 0,
      resultName: 'success',
      currency: 'HKD',
      consideration: '61250',
      fees,
      total: '61368.26',
      purchasingPower: '500000',
      maxBuyQuantity: '800',
      maxSellQuantity: '0',
    }),
    'stock-order/loadOrderConfirmationReminder': () => ({ skipConfirmation }),
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
    'stock-order/loadOrderTimeline': () => ({ order: null, changes: [], fills: [] }),
  });
}

function Panel(props: { isOffSpreadToDealer: boolean }) {
  const [draft, setDraft] = useState<OrderDraft>(emptyDraft('B'));
  const onDraft = useCallback(
    (change: Partial<OrderDraft>) => setDraft((current) => ({ ...current, ...change })),
    [],
  );
  return (
    <StocksOptionsProvider
      value={{
        hasTradeDocuments: false,
        fundsPortfolioPath: null,
        userSettingsPath: null,
        isOffSpreadToDealer: props.isOffSpreadToDealer,
      }}
    >
      <FormPanel
        accountCode="C10001"
        stock={tencentStock}
        draft={draft}
        onDraft={onDraft}
        tradePasswordPath="/accounts/changeTradePassword"
        notice={null}
        quote={quote}
      />
    </StocksOptionsProvider>
  );
}

function renderPanel(language: Language = 'en', isOffSpreadToDealer = false) {
  return renderApp({
    session: {},
    language,
    routes: [{ path: '/', element: <Panel isOffSpreadToDealer={isOffSpreadToDealer} /> }],
  });
}

/** Types the price and a board lot, and waits for Review (or Place) to be enabled. */
async function fillOrder(
  user: ReturnType<typeof renderPanel>['user'],
  price: string,
  labels = { price: 'Price (HKD)', quantity: 'Quantity (shares)' },
) {
  const field = await screen.findByRole('textbox', { name: labels.price });
  await waitFor(() => expect((field as HTMLInputElement).value).not.toBe(''));
  await user.clear(field);
  await user.type(field, price);
  await user.type(screen.getByRole('textbox', { name: labels.quantity }), '100');
}

const FAR_STATEMENT = 'I confirm this price is 14.29% above the last price (612.500).';

describe('far prices on the stock ticket (issue 31 §6)', { timeout: 20_000 }, () => {
  it('asks nothing more for a near price', async () => {
    stub();
    const { user } = renderPanel();
    await fillOrder(user, '650');
    const review = screen.getByRole('button', { name: 'Review order' });
    await waitFor(() => expect(review).toHaveProperty('disabled', false), { timeout: 5000 });
    expect(screen.queryByTestId('order-far-price-note')).toBeNull();
    await user.click(review);
    await user.type(await screen.findByLabelText('Trade password'), 'Trade#2026');
    expect(screen.queryByTestId('order-second-confirmation')).toBeNull();
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false);
  });

  it('says a far price before review, and places it only once the second confirmation is ticked', async () => {
    const calls = stub();
    const { user } = renderPanel();
    await fillOrder(user, '700');
    expect((await screen.findByTestId('order-far-price-note')).textContent).toBe(
      'This price is 14.29% above the last price 612.500: you will be asked to confirm it.',
    );
    const review = screen.getByRole('button', { name: 'Review order' });
    await waitFor(() => expect(review).toHaveProperty('disabled', false), { timeout: 5000 });
    await user.click(review);
    await user.type(await screen.findByLabelText('Trade password'), 'Trade#2026');
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    expect(screen.getByTestId('order-blocked-reason').textContent).toBe(
      'Tick the price confirmation above to confirm.',
    );
    await user.click(screen.getByRole('checkbox', { name: FAR_STATEMENT }));
    expect(confirm).toHaveProperty('disabled', false);
    await user.click(confirm);
    await waitFor(() => expect(calls.some((c) => c.name === 'stock-order/placeOrder')).toBe(true));
    const placed = calls.find((c) => c.name === 'stock-order/placeOrder');
    expect(placed?.input).toMatchObject({ price: '700', confirmFarPrice: true });
  });

  it('still asks with confirmations skipped: Review leads to the confirmation, not straight to placing', async () => {
    const calls = stub(true);
    const { user } = renderPanel();
    await fillOrder(user, '540');
    await user.type(await screen.findByLabelText('Trade password'), 'Trade#2026');
    const review = screen.getByRole('button', { name: 'Review order' });
    await waitFor(() => expect(review).toHaveProperty('disabled', false), { timeout: 5000 });
    await user.click(review);
    const box = await screen.findByRole('checkbox', {
      name: 'I confirm this price is 11.84% below the last price (612.500).',
    });
    expect(calls.some((c) => c.name === 'stock-order/placeOrder')).toBe(false);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', true);
    await user.click(box);
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveProperty('disabled', false);
  });

  it('writes the statement in mainland Chinese for zh-CN', async () => {
    stub();
    const { user } = renderPanel('zh-CN');
    await fillOrder(user, '700', { price: '价格（HKD）', quantity: '数量（股）' });
    const review = await screen.findByRole('button', { name: '检查订单' });
    await waitFor(() => expect(review).toHaveProperty('disabled', false), { timeout: 5000 });
    await user.click(review);
    const box = await screen.findByTestId('order-second-confirmation');
    expect(within(box).getByText('我确认此价格高于最新价（612.500）14.29%。')).toBeTruthy();
  });

  it('says before review that an off-spread price goes to the dealer, on a brand that overrides', async () => {
    stub();
    const first = renderPanel('en', true);
    await fillOrder(first.user, '612.3');
    expect((await screen.findByTestId('order-dealer-note')).textContent).toBe(
      'This price is not on the spread table: the order goes to the dealer for approval before it reaches the market.',
    );
    expect(screen.queryByTestId('order-far-price-note')).toBeNull();
    first.unmount();
    stub();
    const { user } = renderPanel('en', false);
    await fillOrder(user, '612.3');
    await screen.findByRole('button', { name: 'Review order' });
    expect(screen.queryByTestId('order-dealer-note')).toBeNull();
  });
});
