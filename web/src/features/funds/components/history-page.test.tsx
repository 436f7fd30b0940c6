import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { CallOutput } from '@shared/contracts/index';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

type Entry = CallOutput<'fund-order/searchOrders'>['orders'][number];

const name = { en: 'Victoria Harbour HK Equity', 'zh-HK': '維港香港股票', 'zh-CN': '维港香港股票' };
const mmf = {
  en: 'Victoria Harbour HKD Money Market',
  'zh-HK': '維港港元貨幣',
  'zh-CN': '维港港元货币',
};

const order: Entry = {
  orderId: 41,
  idempotencyKey: 'k',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HK-EQUITY',
  fundName: name,
  currency: 'HKD',
  unitPrecision: 3,
  navPrecision: 4,
  amount: '2000',
  units: '198',
  fee: '20',
  nav: '10',
  proceeds: null,
  status: 'priced',
  statusLetter: 'P',
  linkedOrderId: null,
  isRiskAcknowledged: true,
  dealingDate: '2026-11-23',
  cutOffAt: '2026-11-23T08:30:00.000Z',
  settlementDate: '2026-11-26',
  placedAt: '2026-11-23T02:00:00.000Z',
  updatedAt: '2026-11-23T08:31:00.000Z',
  canCancel: false,
  legs: [],
};

/** A switch of 25,000 units out of the equity fund, priced, its proceeds not yet invested. */
const out: Entry = {
  ...order,
  orderId: 50,
  orderType: 'switch',
  side: 'R',
  amount: null,
  units: '25000',
  nav: '10.5',
  proceeds: '262500',
  fee: '0',
  status: 'priced',
  linkedOrderId: 51,
};
const into: Entry = {
  ...out,
  orderId: 51,
  side: 'S',
  fundId: 'VH-HKD-MMF',
  fundName: mmf,
  unitPrecision: 2,
  navPrecision: 2,
  units: null,
  nav: null,
  proceeds: null,
  fee: null,
  status: 'pending',
  statusLetter: null,
  linkedOrderId: 50,
  dealingDate: null,
  settlementDate: null,
};
const switched: Entry = { ...out, status: 'processing', statusLetter: 'O', legs: [out, into] };

/** An order still waiting for its cut-off, which may be cancelled. */
const waiting: Entry = {
  ...order,
  orderId: 60,
  status: 'pending',
  statusLetter: null,
  units: null,
  nav: null,
  fee: null,
  canCancel: true,
};

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

const searches = (calls: StubCall[]) =>
  calls.filter((call) => call.name === 'fund-order/searchOrders').map((call) => call.input);

const change = (
  fromStatus: string | null,
  status: string,
  letter: string | null,
  at: string,
  reasonCode: number | null = null,
) => ({ fromStatus, status, statusLetter: letter, reasonCode, at });

describe('order history timeline (issue 4 §2)', () => {
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
      await screen.findByRole('button', { name: '交易 41 的進度' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: '交易 41 進度' });
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
    await user.click(await screen.findByRole('button', { name: 'Cancel order 60' }));
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
    await user.click(await screen.findByRole('button', { name: '取消交易 50' }));
    const dialog = await screen.findByRole('dialog', { name: '取消交易 50？' });
    expect(dialog.textContent).toContain('取消由 維港香港股票 轉換至 維港港元貨幣 的交易 50？');
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
