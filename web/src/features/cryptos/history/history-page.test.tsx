import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../../../test/render-app';
import { cryptoFillsCsv, cryptoOrdersCsv } from './history-csv';
import { cryptoOrderFixture, filledOrder, FOS_SESSION, stubCryptos } from '../test-cryptos';

afterEach(() => {
  vi.unstubAllGlobals();
});

const fill = {
  fillId: 5,
  quantity: '0.01',
  price: '66000',
  amount: '660',
  fee: '1.32',
  liquidity: 'taker' as const,
  at: '2026-11-26T02:35:13.000Z',
};

const named = (calls: ReturnType<typeof stubCryptos>, name: string) =>
  calls.filter((call) => call.name === name).map((call) => call.input);

describe('virtual asset history (spec §2.6)', () => {
  it('lists the orders with their figures and status, and searches by pair, side, status and dates', async () => {
    const calls = stubCryptos();
    const { user } = renderApp({ path: '/cryptos/history', session: FOS_SESSION });
    await screen.findByRole('button', { name: 'Timeline of order 70' }, { timeout: 10_000 });
    const row = document.querySelector<HTMLElement>('tr[data-order-id="70"]');
    if (!row) throw new Error('no row of order 70');
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 10),
    ).toEqual([
      'BTC/USD',
      'Buy',
      'Market',
      '–',
      '0.01000000 BTC',
      '0.01000000',
      '66,000.00',
      'USD 1.32',
      'Filled',
      '2026-11-26 10:35',
    ]);
    expect(screen.getByText('2 orders')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Pair'), 'ETH/USD');
    await user.selectOptions(screen.getByLabelText('Side'), 'Sell');
    await user.selectOptions(screen.getByLabelText('Status'), 'Cancelled');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    await waitFor(() =>
      expect(named(calls, 'crypto-order/searchOrders').at(-1)).toEqual({
        accountCode: 'F20001',
        statuses: ['cancelled'],
        pair: 'ETH-USD',
        side: 'S',
        from: '2026-11-01',
        openOnly: false,
        pageIndex: 0,
        pageSize: 20,
      }),
    );
  }, 30_000);

  it("opens an order's timeline: status moves to the second and its fill", async () => {
    stubCryptos({
      'crypto-order/loadOrderTimeline': () => ({
        order: filledOrder,
        changes: [{ fromStatus: null, status: 'filled', at: '2026-11-26T02:35:13.000Z' }],
        fills: [fill],
      }),
    });
    const { user } = renderApp({ path: '/cryptos/history', session: FOS_SESSION });
    await user.click(
      await screen.findByRole('button', { name: 'Timeline of order 70' }, { timeout: 10_000 }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Order 70 timeline' });
    const moves = within(dialog).getByRole('region', { name: 'Status changes' });
    expect((await within(moves).findAllByRole('listitem')).map((i) => i.textContent)).toEqual([
      'Filled2026-11-26 10:35:13',
    ]);
    const fillRow = within(dialog).getByRole('row', { name: /10:35:13/ });
    expect(
      within(fillRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-11-26 10:35:13',
      '0.01000000',
      '66,000.00',
      'USD 660.00',
      'USD 1.32',
      'Taker',
    ]);
  }, 30_000);

  it('shows the fills on their own tab', async () => {
    const calls = stubCryptos({
      'crypto-order/searchFills': () => ({
        total: 1,
        fills: [{ ...fill, orderId: 70, pair: 'BTC-USD', side: 'B', quoteCurrency: 'USD' }],
      }),
    });
    const { user } = renderApp({ path: '/cryptos/history', session: FOS_SESSION });
    await user.click(await screen.findByRole('tab', { name: 'Fills' }, { timeout: 10_000 }));
    const row = await screen.findByRole('row', { name: /Taker/ });
    expect(within(row).getAllByRole('cell')[0]?.textContent).toBe('2026-11-26 10:35:13');
    expect(screen.getByText('1 fill')).toBeTruthy();
    expect(named(calls, 'crypto-order/searchFills')[0]).toEqual({
      accountCode: 'F20001',
      pageIndex: 0,
      pageSize: 20,
    });
  }, 30_000);

  it('writes the CSV in Hong Kong time with its offset and the exact decimal strings', () => {
    const lines = cryptoOrdersCsv([cryptoOrderFixture(), filledOrder]).split('\r\n');
    expect(lines[0]).toBe(
      'orderId,placedAt,pair,side,orderType,sizing,price,quantity,amount,filledQuantity,filledAmount,averagePrice,fee,quoteCurrency,status,updatedAt',
    );
    expect(lines[1]).toBe(
      '71,2026-11-26T10:35:12+08:00,BTC-USD,B,limit,quantity,50000,0.01,,0,0,,0,USD,open,2026-11-26T10:35:12+08:00',
    );
    const fills = cryptoFillsCsv([
      { ...fill, orderId: 70, pair: 'BTC-USD', side: 'B', quoteCurrency: 'USD' },
    ]).split('\r\n');
    expect(fills[1]).toBe('5,70,2026-11-26T10:35:13+08:00,BTC-USD,B,0.01,66000,660,1.32,USD,taker');
  });
});
