import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';

const name = { en: 'Victoria Harbour HK Equity', 'zh-HK': '維港香港股票', 'zh-CN': '维港香港股票' };

const order = {
  orderId: 41,
  idempotencyKey: 'k',
  orderType: 'subscription',
  side: 'S',
  fundId: 'VH-HK-EQUITY',
  fundName: name,
  currency: 'HKD',
  amount: '2000',
  units: '198.000',
  fee: '20',
  nav: '10.00',
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
};

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
    const open = await screen.findByRole('button', { name: 'Timeline of order 41' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Order 41 timeline' });
    const items = await within(dialog).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Pending2026-11-23 10:00',
      'SubmittedCode U2026-11-23 16:31',
      'ProcessingCode O2026-11-23 16:31',
      'DeductedCode D2026-11-23 16:31',
      'PricedCode P2026-11-23 18:05NAV 10.00 · Units 198.000 · Fee HKD 20.00',
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
    await user.click(await screen.findByRole('button', { name: '交易 41 的進度' }));
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
