import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { order, searches, switched, waiting } from '../test-orders';

const initialMatchMedia = window.matchMedia.bind(window);

/** Makes the phone query match, as on a 390px screen (jsdom matches none). */
function onPhone() {
  window.matchMedia = (query: string) => ({
    ...initialMatchMedia(query),
    matches: /max-width/.test(query),
  });
}

afterEach(() => {
  window.matchMedia = initialMatchMedia;
});

describe('cancelling from the history (issue 10 §4)', () => {
  it('asks first, naming the order and the fund; Keep changes nothing', async () => {
    const calls = stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [waiting] }),
      'fund-order/cancelOrder': () => ({
        result: 0,
        resultName: 'success',
        orders: [{ ...waiting, status: 'cancelled', canCancel: false }],
      }),
    });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    // The first render loads the page's lazy module (date pickers included): allow it time.
    await user.click(
      await screen.findByRole('button', { name: 'Cancel order 60' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Cancel order 60?' });
    expect(dialog.textContent).toContain('Cancel order 60 for Victoria Harbour HK Equity?');
    await user.click(within(dialog).getByRole('button', { name: 'Keep' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls.filter((call) => call.name === 'fund-order/cancelOrder')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Cancel order 60' }));
    const again = await screen.findByRole('dialog', { name: 'Cancel order 60?' });
    await user.click(within(again).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 60 cancelled.')).toBeTruthy();
    const cancels = calls.filter((call) => call.name === 'fund-order/cancelOrder');
    expect(cancels.map((call) => call.input)).toEqual([{ accountCode: 'C10001', orderId: 60 }]);
  });

  it('names both funds when the order is a switch, in the reader’s language', async () => {
    stubApi({
      'fund-order/searchOrders': () => ({
        total: 1,
        orders: [{ ...switched, status: 'pending', canCancel: true }],
      }),
    });
    const { user } = renderApp({ path: '/funds/history', session: {}, language: 'zh-HK' });
    await user.click(await screen.findByRole('button', { name: '取消訂單 50' }));
    const dialog = await screen.findByRole('dialog', { name: '取消訂單 50？' });
    expect(dialog.textContent).toContain('取消由 維港香港股票 轉換至 維港港元貨幣 的訂單 50？');
    expect(within(dialog).getByRole('button', { name: '保留' })).toBeTruthy();
  });
});

describe('status badges (issue 10 §5)', () => {
  const statuses = [
    ['pending', 'Pending', '待處理', 'working'],
    ['submitted', 'Submitted', '已提交', 'working'],
    ['processing', 'Processing', '處理中', 'working'],
    ['deducted', 'Deducted', '已扣款', 'working'],
    ['priced', 'Priced', '已定價', 'working'],
    ['settled', 'Settled', '已交收', 'done'],
    ['cancelled', 'Cancelled', '已取消', 'ended'],
    ['rejected', 'Rejected', '已拒絕', 'failed'],
    ['failed', 'Failed', '失敗', 'failed'],
  ] as const;
  const orders = statuses.map(([status], index) => ({ ...order, orderId: index + 1, status }));

  it.each([
    ['en', 1],
    ['zh-HK', 2],
  ] as const)(
    'say the spec’s word for every status in %s, coloured by family',
    async (language, column) => {
      stubApi({ 'fund-order/searchOrders': () => ({ total: orders.length, orders }) });
      renderApp({ path: '/funds/history', session: {}, language });
      const table = await screen.findByRole('table');
      const rows = within(table).getAllByRole('row').slice(1);
      const badges = rows.map((row) => row.querySelector('[data-family]') as HTMLElement);
      expect(badges.map((badge) => [badge.textContent, badge.dataset.family])).toEqual(
        statuses.map((status) => [status[column], status[3]]),
      );
    },
  );
});

describe('the history at phone width (issue 10 §6)', () => {
  it('shows each order as a card, fund and figures first, and folds the filters with their count', async () => {
    onPhone();
    const calls = stubApi({ 'fund-order/searchOrders': () => ({ total: 1, orders: [switched] }) });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    const list = await screen.findByRole('list', { name: 'Your fund orders' });
    const [card] = within(list).getAllByRole('listitem');
    expect(card?.textContent).toMatch(
      /^Victoria Harbour HK Equity→ into Victoria Harbour HKD Money MarketSwitchHKD 262,500.0025,000.000 unitsProcessing/,
    );
    expect(within(card as HTMLElement).getByRole('button', { name: 'Show details' })).toBeTruthy();
    const filters = screen.getByRole('button', { name: 'Filters' });
    expect(filters.getAttribute('aria-expanded')).toBe('false');
    await user.click(filters);
    await user.selectOptions(screen.getByLabelText('Status'), 'Processing');
    expect(await screen.findByRole('button', { name: 'Filters (1)' })).toBeTruthy();
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ statuses: ['processing'] }));
  });
});
