import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import { rejectedOrder, stockOrderFixture, timelineFixture } from '../test-orders';
import { stockOrdersCsv } from './orders-csv';

afterEach(() => {
  vi.unstubAllGlobals();
});

const orders = [stockOrderFixture(), rejectedOrder];

function stubHistory() {
  return stubApi({
    'stock-order/searchOrders': () => ({ total: 2, orders }),
    'stock-order/loadOrderTimeline': () => timelineFixture,
    'stock-definition/searchExchanges': () => [],
    'stock-order/cancelOrder': () => ({
      result: 0,
      resultName: 'success',
      isReplay: false,
      order: stockOrderFixture({ displayStatus: 'Cancel', canCancel: false }),
    }),
  });
}

const searches = (calls: ReturnType<typeof stubApi>) =>
  calls.filter((call) => call.name === 'stock-order/searchOrders').map((call) => call.input);

describe('stock order history (issue 11 §13)', () => {
  it('lists orders with price, fill, status, a rejection with its code, place again and cancel', async () => {
    stubHistory();
    renderApp({ path: '/stocks/history', session: {} });
    const row = await screen.findByRole('row', { name: /Partially Filled/ }, { timeout: 5000 });
    const texts = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(texts.slice(1, 9)).toEqual([
      'Buy',
      'Limit (L)',
      '398.200',
      '300',
      '100',
      '398.200',
      'Partially Filled',
      '2026-11-24 10:35',
    ]);
    expect(
      within(row).getByRole('link', { name: 'Place again: order 51' }).getAttribute('href'),
    ).toBe('/stocks/order?again=51');
    expect(within(row).getByRole('button', { name: 'Cancel order 51' })).toBeTruthy();
    const rejected = screen.getByRole('row', { name: /Rejected/ });
    const reason = rejected.querySelector('[data-reject-code="8203"]')?.textContent;
    expect(reason).toMatch(/^The price is not on the spread table.* \(8203\)$/);
    expect(within(rejected).queryByRole('button', { name: 'Cancel order 52' })).toBeNull();
    expect(rejected.querySelector('[data-family="failed"]')).not.toBeNull();
    expect(row.querySelector('[data-family="working"]')).not.toBeNull();
  }, 20_000);

  it('searches by the filters: side, status group, a typed code and dates, from the first page', async () => {
    const calls = stubHistory();
    const { user } = renderApp({ path: '/stocks/history', session: {} });
    await screen.findByRole('row', { name: /Partially Filled/ }, { timeout: 5000 });
    await user.selectOptions(screen.getByLabelText('Side'), 'Sell');
    // Issue 31 §8: four groups a client understands, not the back office's sixteen statuses.
    expect(
      [...screen.getByLabelText<HTMLSelectElement>('Status').options].map((o) => o.text),
    ).toEqual(['All', 'Working', 'Filled', 'Cancelled', 'Rejected']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Rejected');
    await user.type(screen.getByRole('textbox', { name: 'Stock code' }), '00700');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(searches(calls).at(-1)).toEqual({
        accountCode: 'C10001',
        displayStatuses: [
          'Reject',
          'Reject New',
          'Approval Rejected',
          'Override Fail',
          'Override Rejected',
        ],
        side: 'S',
        symbol: '00700',
        from: '2026-11-01',
        openOnly: false,
        pageIndex: 0,
        pageSize: 20,
      }),
    );
  }, 20_000);

  it('pages through the matches, twenty a page, and names the page controls', async () => {
    const calls = stubApi({
      'stock-order/searchOrders': () => ({ total: 45, orders }),
      'stock-definition/searchExchanges': () => [],
    });
    const { user } = renderApp({ path: '/stocks/history', session: {} });
    await screen.findByRole('row', { name: /Partially Filled/ }, { timeout: 5000 });
    expect(screen.getByText('45 orders')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    await waitFor(() =>
      expect(searches(calls).at(-1)).toMatchObject({ pageIndex: 1, pageSize: 20 }),
    );
  }, 20_000);

  it('opens the timeline: status moves to the second, the fill with its price, quantity and fees', async () => {
    stubHistory();
    const { user } = renderApp({ path: '/stocks/history', session: {} });
    await user.click(
      await screen.findByRole('button', { name: 'Timeline of order 51' }, { timeout: 5000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order 51 timeline' });
    const moves = within(within(dialog).getByRole('region', { name: 'Status changes' }));
    expect((await moves.findAllByRole('listitem')).map((item) => item.textContent)).toEqual([
      'Waiting2026-11-24 10:35:12',
      'In Market2026-11-24 10:35:13',
      'Partially Filled2026-11-24 10:40:03',
    ]);
    const fill = within(dialog).getByRole('row', { name: /10:40:03/ });
    expect(
      within(fill)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-11-24 10:40:03',
      '100',
      '398.200',
      'HKD 39,820.00',
      'HKD 97.39',
      'Brokerage HKD 50.00SFC levy HKD 1.08AFRC levy HKD 0.06Trading fee HKD 2.27Stamp duty HKD 40.00CCASS fee HKD 3.98',
      'Settles 2026-11-26',
    ]);
    expect(within(dialog).getByText('Times are Hong Kong time.')).toBeTruthy();
  }, 20_000);

  it('cancels only after asking, and says so', async () => {
    const calls = stubHistory();
    const { user } = renderApp({ path: '/stocks/history', session: {} });
    await user.click(
      await screen.findByRole('button', { name: 'Cancel order 51' }, { timeout: 5000 }),
    );
    const ask = await screen.findByRole('dialog', { name: 'Cancel order 51?' });
    expect(ask.textContent).toContain('Buy 300 00700 Tencent Holdings');
    await user.click(within(ask).getByRole('button', { name: 'Cancel order' }));
    expect(await screen.findByText('Order 51 cancelled.')).toBeTruthy();
    expect(calls.some((call) => call.name === 'stock-order/cancelOrder')).toBe(true);
  }, 20_000);
});

describe('stock orders CSV', () => {
  it('writes one line per order, instants in Hong Kong time with the offset, exact decimals', () => {
    const csv = stockOrdersCsv([stockOrderFixture({ remark: 'a, "b"' })]);
    const [header, line, end] = csv.split('\r\n');
    expect(header).toBe(
      'orderId,placedAt,tradeDate,exchange,symbol,side,orderType,condition,triggerPrice,triggerVolume,goodTillDate,tradingSession,currency,price,quantity,filledQuantity,averageFillPrice,status,displayStatus,rejectCode,remark,updatedAt',
    );
    expect(line).toBe(
      '51,2026-11-24T10:35:12+08:00,2026-11-24,HKEX,00700,B,Limit,none,,,,,HKD,398.2,300,100,398.2,partially matched,Partially Filled,,"a, ""b""",2026-11-24T10:40:03+08:00',
    );
    expect(end).toBe('');
  }, 20_000);
});

describe('back-office order types in the history (spec §3)', () => {
  it('shows a grey market order with its short code and filters by a back-office type', async () => {
    const grey = stockOrderFixture({
      orderId: 77,
      orderType: 'Grey',
      status: 'matched',
      displayStatus: 'Filled',
      canModify: false,
      canCancel: false,
    });
    const calls = stubApi({
      'stock-order/searchOrders': () => ({ total: 1, orders: [grey] }),
      'stock-definition/searchExchanges': () => [],
    });
    const { user } = renderApp({ path: '/stocks/history', session: {} });
    const row = await screen.findByRole('row', { name: /Grey market \(G\)/ }, { timeout: 5000 });
    expect(row).toBeTruthy();
    const types = screen.getByLabelText('Order type');
    const labels = within(types)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Manual trade (M)', 'Trade allocation (TA)', 'Cross broker']),
    );
    await user.selectOptions(types, 'Trade allocation (TA)');
    await waitFor(() => expect(searches(calls).at(-1)).toMatchObject({ orderTypes: ['TA'] }));
  }, 20_000);
});
