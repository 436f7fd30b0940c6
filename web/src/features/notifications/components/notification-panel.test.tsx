/**
 * The panel the bell opens: each kind's row text in every language, the page a row leads to,
 * deleting a row, Load More and Show More.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@shared/domain/notification';
import { stubApi } from '../../../test/api-stub';
import { renderApp } from '../../../test/render-app';
import {
  EVERY_KIND,
  page,
  queries,
  row,
  stubNotificationStream,
  type Query,
} from './notification-fixtures';

stubNotificationStream();

async function openPanel() {
  fireEvent.click(await screen.findByTestId('notification-bell', {}, { timeout: 5000 }));
  return screen.findByTestId('notification-panel', {}, { timeout: 5000 });
}

describe('the panel (spec §2.15, §2.18)', { timeout: 30_000 }, () => {
  it("writes each kind's text in the reader's language", async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 13 }),
      'notification/queryNotifications': () =>
        page(NOTIFICATION_TYPES.map((type) => EVERY_KIND[type].row)),
    });
    renderApp({ path: '/', session: {} });
    const panel = await openPanel();
    for (const type of NOTIFICATION_TYPES) {
      const item = await within(panel).findByText(EVERY_KIND[type].text);
      expect(item.closest('li')?.getAttribute('data-type')).toBe(type);
    }
    // A page shorter than 20 ends the list: no Load More.
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('writes the rows in Traditional Chinese too', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': () => page([EVERY_KIND.stockOrderUpdate.row]),
    });
    renderApp({ path: '/', session: {}, language: 'zh-HK' });
    fireEvent.click(
      await screen.findByRole('button', { name: '通知，1 則新通知' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('你的賣出訂單 HK.00700 200 股部分成交後已取消。')).toBeTruthy();
  });

  it("names a fund row's fund in the reader's language, not its code (issue 31 §16)", async () => {
    const named = {
      ...EVERY_KIND.fundOrder.row,
      productName: {
        en: 'Vista HK Equity Fund',
        'zh-HK': '遠景香港股票基金',
        'zh-CN': '远景香港股票基金',
      },
    };
    stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': () => page([named]),
    });
    renderApp({ path: '/', session: {}, language: 'zh-CN' });
    fireEvent.click(
      await screen.findByRole('button', { name: '通知，1 条新通知' }, { timeout: 5000 }),
    );
    expect(await screen.findByText(/^您的 远景香港股票基金 买入订单/)).toBeTruthy();
    expect(screen.queryByText(/VH-HK-EQUITY/)).toBeNull();
  });

  it('says how much cash a balance event leaves held, when some is', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': () =>
        page([{ ...EVERY_KIND.balance.row, holdFundAmount: '20500' }]),
    });
    renderApp({ path: '/', session: {}, language: 'zh-CN' });
    fireEvent.click(
      await screen.findByRole('button', { name: '通知，1 条新通知' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText('您的可用现金现为 HKD 1,234.50，另有 HKD 20,500.00 为订单冻结。'),
    ).toBeTruthy();
  });

  it('names a cash request a deposit or a withdrawal, and says only "cash request" when a row does not tell', async () => {
    const untold = { ...EVERY_KIND.cashRequest.row, cashDirection: undefined };
    stubApi({
      'notification/countNotifications': () => ({ count: 2 }),
      'notification/queryNotifications': () =>
        page([
          { ...EVERY_KIND.cashRequest.row, _id: '41', cashDirection: 'deposit' },
          { ...untold, _id: '42' },
        ]),
    });
    renderApp({ path: '/', session: {}, language: 'zh-HK' });
    fireEvent.click(
      await screen.findByRole('button', { name: '通知，2 則新通知' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('你的存款申請 12（USD 5,000.00）已接納。')).toBeTruthy();
    expect(screen.getByText('你的現金申請 12（USD 5,000.00）已接納。')).toBeTruthy();
  });

  it.each(NOTIFICATION_TYPES.map((type) => [type, EVERY_KIND[type].target]))(
    'a %s row is marked read and leads to %s',
    async (type, target) => {
      const calls = stubApi({
        'notification/countNotifications': () => ({ count: 1 }),
        'notification/queryNotifications': () => page([EVERY_KIND[type].row]),
        'notification/setNotificationStatus': () => ({ success: true }),
      });
      const { router } = renderApp({ path: '/', session: {} });
      const panel = await openPanel();
      fireEvent.click(await within(panel).findByText(EVERY_KIND[type].text));
      // The page of the row's kind (spec §2.18) and the item it names (issue 31 §3).
      await waitFor(
        () => expect(router.state.location.pathname + router.state.location.search).toBe(target),
        { timeout: 5000 },
      );
      await waitFor(() =>
        expect(
          calls.find((call) => call.name === 'notification/setNotificationStatus')?.input,
        ).toMatchObject({ notificationId: EVERY_KIND[type].row._id, status: 'read' }),
      );
    },
  );

  it('leaves the reader on /stocks/order for a fill, and a balance or holding event', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': () =>
        page([EVERY_KIND.stockOrderMatched.row, EVERY_KIND.holding.row]),
      'notification/setNotificationStatus': () => ({ success: true }),
    });
    const { router } = renderApp({ path: '/stocks/order', session: {} });
    let panel = await openPanel();
    fireEvent.click(await within(panel).findByText(EVERY_KIND.stockOrderMatched.text));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
    expect(router.state.location.pathname).toBe('/stocks/order');
    panel = await openPanel();
    fireEvent.click(await within(panel).findByText(EVERY_KIND.holding.text));
    await waitFor(() => expect(screen.queryByTestId('notification-panel')).toBeNull());
    expect(router.state.location.pathname).toBe('/stocks/order');
  });

  it('deletes a row: its status becomes deleted and it disappears', async () => {
    const calls = stubApi({
      'notification/countNotifications': () => ({ count: 2 }),
      'notification/queryNotifications': () =>
        page([EVERY_KIND.newDocument.row, EVERY_KIND.cashMovement.row]),
      'notification/setNotificationStatus': () => ({ success: true }),
    });
    renderApp({ path: '/', session: {} });
    const panel = await openPanel();
    await within(panel).findByText(EVERY_KIND.cashMovement.text);
    fireEvent.click(
      within(panel).getByRole('button', {
        name: `Delete notification: ${EVERY_KIND.cashMovement.text}`,
      }),
    );
    await waitFor(() => expect(within(panel).queryByText(EVERY_KIND.cashMovement.text)).toBeNull());
    expect(within(panel).getByText(EVERY_KIND.newDocument.text)).toBeTruthy();
    expect(calls.find((call) => call.name === 'notification/setNotificationStatus')?.input).toEqual(
      {
        accountCode: 'C10001',
        notificationId: '4',
        status: 'deleted',
        source: 'gateway',
      },
    );
  });

  it('loads more with the first page time, and a short page ends the list', async () => {
    const first = Array.from({ length: 20 }, (_, n) =>
      row(100 - n, 'cashMovement', { amount: String(1000 + n), currencyCode: 'HKD' }),
    );
    const second = [row(50, 'newIpo', { code: '06990' })];
    const calls = stubApi({
      'notification/countNotifications': () => ({ count: 0 }),
      'notification/queryNotifications': (input) =>
        (input as Query).pageIndex === 0
          ? page(first, '2026-11-20T03:00:00.000Z')
          : page(second, '2026-11-20T03:05:00.000Z'),
    });
    renderApp({ path: '/', session: {} });
    const panel = await openPanel();
    await within(panel).findByText('Cash movement on your account: HKD 1,000.00.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(20);
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByText(EVERY_KIND.newIpo.text);
    expect(within(panel).getAllByRole('listitem')).toHaveLength(21);
    expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(within(panel).getByText('No more notifications.')).toBeTruthy();
    expect(queries(calls)).toEqual([
      {
        accountCodes: ['C10001'],
        statuses: ['read', 'unread'],
        pageIndex: 0,
        pageSize: 20,
        source: 'gateway',
      },
      {
        accountCodes: ['C10001'],
        statuses: ['read', 'unread'],
        pageIndex: 1,
        pageSize: 20,
        lastQueryTime: '2026-11-20T03:00:00.000Z',
        source: 'gateway',
      },
    ]);
    // Nothing arrived since the last mark: opening the list writes nothing on the server.
    expect(calls.some((call) => call.name === 'notification/markNotificationsSeen')).toBe(false);
  });

  it('marks the list seen as of its first page when something arrived, once, not on Load More', async () => {
    const first = Array.from({ length: 20 }, (_, n) => row(200 - n, 'newIpo', { code: '06990' }));
    const calls = stubApi({
      'notification/countNotifications': () => ({ count: 2 }),
      'notification/queryNotifications': (input) =>
        (input as Query).pageIndex === 0
          ? page(first, '2026-11-20T03:00:00.000Z', true)
          : page([EVERY_KIND.plan.row], '2026-11-20T03:05:00.000Z', true),
      'notification/markNotificationsSeen': () => ({ moved: true }),
    });
    renderApp({ path: '/', session: {} });
    await screen.findByRole('button', { name: 'Notifications, 2 new' }, { timeout: 5000 });
    const panel = await openPanel();
    await waitFor(() => expect(within(panel).getAllByRole('listitem')).toHaveLength(20));
    expect(screen.getByTestId('notification-bell').getAttribute('aria-label')).toBe(
      'Notifications',
    );
    fireEvent.click(within(panel).getByRole('button', { name: 'Load more' }));
    await within(panel).findByText(EVERY_KIND.plan.text);
    const marks = calls.filter((call) => call.name === 'notification/markNotificationsSeen');
    expect(marks.map((call) => call.input)).toEqual([
      { accountCode: 'C10001', lastQueryTime: '2026-11-20T03:00:00.000Z', source: 'gateway' },
    ]);
  });

  it('shows Show More to /notifications, and says when the list is empty', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 0 }),
      'notification/queryNotifications': () => page([]),
    });
    const { router } = renderApp({ path: '/', session: {} });
    const panel = await openPanel();
    await within(panel).findByText(/You have no notifications/);
    fireEvent.click(within(panel).getByRole('link', { name: 'Show More' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });
});
