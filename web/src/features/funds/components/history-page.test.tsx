import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { change, into, order, out, searches, switched } from '../test-orders';

describe('order history timeline (issue 4 §2)', { timeout: 20_000 }, () => {
  it('opens an order from the keyboard and lists its statuses in Hong Kong time with the pricing', async () => {
    const calls = stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [order] }),
      'fund-order/loadOrderTimeline': () => ({
        result: 0,
        resultName: 'success',
        order,
        changes: [
          change(null, 'pending', null, '2026-11-23T02:00:00.000Z'),
          change('pending', 'submitted', 'U', '2026-11-23T08:31:00.000Z'),
          change('submitted', 'processing', 'O', '2026-11-23T08:31:00.000Z'),
          change('processing', 'deducted', 'D', '2026-11-23T08:31:00.000Z'),
          change('deducted', 'priced', 'P', '2026-11-23T10:05:00.000Z'),
        ],
      }),
    });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    // The first render loads the page's lazy module (date pickers included): allow it time.
    const open = await screen.findByRole(
      'button',
      { name: 'Timeline of order 41' },
      { timeout: 5000 },
    );
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order 41 timeline' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pending2026-11-23 10:00',
      'SubmittedCode U2026-11-23 16:31',
      'ProcessingCode O2026-11-23 16:31',
      'DeductedCode D2026-11-23 16:31',
      'PricedCode P2026-11-23 18:05NAV 10.0000 · Units 198.000 · Fee HKD 20.00',
    ]);
    expect(within(dialog).getByText('Times are Hong Kong time.')).toBeTruthy();
    const asked = calls.filter((call) => call.name === 'fund-order/loadOrderTimeline');
    expect(asked.map((call) => call.input)).toEqual([{ accountCode: 'C10001', orderId: 41 }]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog', { name: 'Order 41 timeline' })).toBeNull();
  });

  it("opens the order a notification's row names (?order=, issue 31 §3), once", async () => {
    stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [order] }),
      'fund-order/loadOrderTimeline': () => ({
        result: 0,
        resultName: 'success',
        order,
        changes: [change(null, 'pending', null, '2026-11-23T02:00:00.000Z')],
      }),
    });
    const { user, router } = renderApp({ path: '/funds/history?order=41', session: {} });
    const dialog = await screen.findByRole(
      'dialog',
      { name: 'Order 41 timeline' },
      { timeout: 5000 },
    );
    // The link's parameter is spent: closing the timeline leaves it closed.
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Order 41 timeline' })).toBeNull(),
    );
  });

  it("gives the reason of a rejected order in the reader's language", async () => {
    const rejected = {
      ...order,
      status: 'rejected',
      statusLetter: 'R',
      units: null,
      fee: null,
      nav: null,
    };
    stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [rejected] }),
      'fund-order/loadOrderTimeline': () => ({
        result: 0,
        resultName: 'success',
        order: rejected,
        changes: [
          change(null, 'pending', null, '2026-11-23T02:00:00.000Z'),
          change('pending', 'rejected', 'R', '2026-11-23T08:31:00.000Z', 12),
        ],
      }),
    });
    const { user } = renderApp({ path: '/funds/history', session: {}, language: 'zh-HK' });
    await user.click(
      await screen.findByRole('button', { name: '訂單 41 的進度' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: '訂單 41 進度' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      '待處理2026-11-23 10:00',
      '已拒絕代碼 R2026-11-23 16:31原因：基金已暫停',
    ]);
  });

  it('says so when the order is no longer found', async () => {
    stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [order] }),
      'fund-order/loadOrderTimeline': () => ({
        result: 16,
        resultName: 'orderNotFound',
        order: null,
        changes: [],
      }),
    });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Timeline of order 41' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 41 timeline' });
    expect(await within(dialog).findByText('Order not found')).toBeTruthy();
    expect(within(dialog).queryByRole('listitem')).toBeNull();
  });
});

describe('a switch in the history (issue 10 §8)', () => {
  it('adds the switch-in leg’s figures under the switch-out’s once they are known', async () => {
    const bought = { ...into, units: '26250.5', nav: '10', fee: '0', dealingDate: '2026-11-24' };
    stubApi({
      'fund-order/searchOrders': () => ({
        total: 1,
        orders: [{ ...switched, legs: [out, bought] }],
      }),
    });
    renderApp({ path: '/funds/history', session: {} });
    const table = await screen.findByRole('table', { name: 'Your fund orders' });
    const row = within(table).getAllByRole('row')[1] as HTMLElement;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(2, 8)).toEqual([
      'HKD 262,500.00',
      '25,000.000→ into 26,250.50',
      'Processing',
      '10.5000→ into 10.00',
      'HKD 0.00→ into HKD 0.00',
      '2026-11-23→ into 2026-11-24',
    ]);
  });

  it('is one row from one fund to the other, each leg’s figures in its fund’s decimals', async () => {
    stubApi({ 'fund-order/searchOrders': () => ({ total: 2, orders: [switched, order] }) });
    renderApp({ path: '/funds/history', session: {} });
    const table = await screen.findByRole('table', { name: 'Your fund orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const cells = within(rows[0] as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'Victoria Harbour HK Equity→ into Victoria Harbour HKD Money Market',
      'Switch',
      'HKD 262,500.00',
      '25,000.000',
      'Processing',
      '10.5000',
      'HKD 0.00',
      '2026-11-23',
    ]);
    const second = within(rows[1] as HTMLElement).getAllByRole('cell');
    expect(second.slice(2, 7).map((cell) => cell.textContent)).toEqual([
      'HKD 2,000.00',
      '198.000',
      'Priced',
      '10.0000',
      'HKD 20.00',
    ]);
    // Figures line up on the right (the kit's numeric class on every figure cell).
    const numericClass = (second[2] as HTMLElement).className;
    expect(numericClass).not.toBe('');
    expect(second.slice(2, 7).map((cell) => cell.className === numericClass)).toEqual([
      true,
      true,
      false,
      true,
      true,
    ]);
  });

  it('shows both legs in its timeline, each with its status, figures and changes', async () => {
    const calls = stubApi({
      'fund-order/searchOrders': () => ({ total: 1, orders: [switched] }),
      'fund-order/loadOrderTimeline': (input) => {
        const leg = (input as { orderId: number }).orderId === 50 ? out : into;
        const changes = [change(null, 'pending', null, '2026-11-23T02:00:00.000Z')];
        return { result: 0, resultName: 'success', order: leg, changes };
      },
    });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    await user.click(await screen.findByRole('button', { name: 'Timeline of order 50' }));
    const dialog = await screen.findByRole('dialog', { name: 'Order 50 timeline' });
    const outLeg = within(dialog).getByRole('region', {
      name: 'Switch out · Victoria Harbour HK Equity',
    });
    expect(outLeg.textContent).toContain('Priced');
    expect(outLeg.textContent).toContain(
      'Units 25,000.000 · Amount HKD 262,500.00 · Dealing date 2026-11-23 · Settlement date 2026-11-26',
    );
    const inLeg = within(dialog).getByRole('region', {
      name: 'Switch in · Victoria Harbour HKD Money Market',
    });
    expect(within(inLeg).getAllByText('Pending').length).toBeGreaterThan(0);
    await waitFor(() => expect(within(inLeg).getAllByRole('listitem')).toHaveLength(1));
    const asked = calls.filter((call) => call.name === 'fund-order/loadOrderTimeline');
    expect(asked.map((call) => (call.input as { orderId: number }).orderId).sort()).toEqual([
      50, 51,
    ]);
  });

  it('is offered as a side to filter by', async () => {
    const calls = stubApi({ 'fund-order/searchOrders': () => ({ total: 0, orders: [] }) });
    const { user } = renderApp({ path: '/funds/history', session: {} });
    await user.selectOptions(await screen.findByLabelText('Side'), 'Switch');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ side: 'switch' }));
  });
});
