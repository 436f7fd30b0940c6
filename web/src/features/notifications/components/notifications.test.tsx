import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CallInput } from '@shared/contracts/index';
import { NOTIFICATION_TYPES, type NotificationType } from '@shared/domain/notification';
import { stubApi, type StubCall } from '../../../test/api-stub';
import { FakeEventSource } from '../../../test/fake-event-source';
import { renderApp } from '../../../test/render-app';
import { nextPageParam, type Notification, type NotificationPage } from '../api/notification';
import { HIGHLIGHT_MS } from './notification-bell';
import { placesOf } from './notification-text';

beforeEach(() => {
  FakeEventSource.opened = [];
  vi.stubGlobal('EventSource', FakeEventSource);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const START = '2026-11-20T02:30:00.000Z';

function row(id: number, type: NotificationType, fields: Partial<Notification> = {}): Notification {
  return {
    _id: String(id),
    type,
    startTime: START,
    status: 'unread',
    accountCode: 'C10001',
    ...fields,
  };
}

/** One row of each kind, with the fields its producer gives it. */
const EVERY_KIND: Record<NotificationType, { row: Notification; text: string; target: string }> = {
  fundOrder: {
    row: row(1, 'fundOrder', {
      code: 'VH-HK-EQUITY',
      quantity: '1500',
      currencyCode: 'HKD',
      side: 'buy',
      orderStatus: 'settled',
    }),
    text: 'Your buy order for VH-HK-EQUITY (1,500) is settled.',
    target: '/funds/history',
  },
  advisorOrder: {
    row: row(2, 'advisorOrder', {
      code: 'VH-HK-EQUITY',
      amount: '10000',
      currencyCode: 'HKD',
      advisorCode: 'A30001',
    }),
    text: 'Your advisor A30001 placed an order for VH-HK-EQUITY (HKD 10,000.00).',
    target: '/funds/history',
  },
  monthlyInvestment: {
    row: row(3, 'monthlyInvestment', { code: 'VH-HK-EQUITY', amount: '2000', currencyCode: 'HKD' }),
    text: 'Your monthly investment order for VH-HK-EQUITY was placed: HKD 2,000.00.',
    target: '/funds/history',
  },
  cashMovement: {
    row: row(4, 'cashMovement', { amount: '850000.00', currencyCode: 'HKD' }),
    text: 'Cash movement on your account: HKD 850,000.00.',
    target: '/cashes/history',
  },
  cashRequest: {
    row: row(5, 'cashRequest', {
      referenceCode: '12',
      amount: '5000',
      currencyCode: 'USD',
      orderStatus: 'A',
      cashDirection: 'withdrawal',
    }),
    text: 'Your withdrawal 12 of USD 5,000.00 is accepted.',
    target: '/cashes/history',
  },
  stockOrderUpdate: {
    row: row(6, 'stockOrderUpdate', {
      code: '00700;HKEX;HK',
      quantity: '200',
      side: 'sell',
      orderStatus: 'partially cancelled',
    }),
    text: 'Your sell order for 200 shares of HK.00700 is partially filled and cancelled.',
    target: '/stocks/order',
  },
  stockOrderMatched: {
    row: row(7, 'stockOrderMatched', {
      code: 'AAPL',
      quantity: '50',
      price: '198.4',
      currencyCode: 'USD',
      side: 'buy',
    }),
    text: 'Your buy of 50 shares of AAPL traded at USD 198.40.',
    target: '/stocks/history',
  },
  newDocument: {
    row: row(8, 'newDocument', { documentName: 'C10001 daily statement 2026-11-19' }),
    text: 'A new document is ready: C10001 daily statement 2026-11-19.',
    target: '/funds/document',
  },
  newIpo: {
    row: row(9, 'newIpo', { code: '06990' }),
    text: 'A new IPO is open for application: 06990.',
    target: '/stocks/ipo',
  },
  ipoResult: {
    row: row(10, 'ipoResult', { code: '06990', quantity: '1000' }),
    text: 'Your IPO application for 06990 has a result: 1,000 shares allotted.',
    target: '/stocks/ipo',
  },
  plan: {
    row: row(11, 'plan', { code: 'P-01' }),
    text: 'An update on your plan P-01.',
    target: '/plans/search',
  },
  balance: {
    row: row(12, 'balance', { currencyCode: 'HKD', balance: '1234.5', holdFundAmount: '0' }),
    text: 'Your available cash is now HKD 1,234.50.',
    target: '/stocks/portfolio',
  },
  holding: {
    row: row(13, 'holding', { code: '00005', quantity: '400' }),
    text: 'Your holding of 00005 changed by 400 shares.',
    target: '/stocks/portfolio',
  },
};

const page = (notifications: Notification[], lastQueryTime = START): NotificationPage => ({
  notifications,
  lastQueryTime,
});

type Query = CallInput<'notification/queryNotifications'>;

const queries = (calls: StubCall[]) =>
  calls
    .filter((call) => call.name === 'notification/queryNotifications')
    .map((c) => c.input as Query);

async function openPanel() {
  fireEvent.click(await screen.findByTestId('notification-bell', {}, { timeout: 5000 }));
  return screen.findByTestId('notification-panel', {}, { timeout: 5000 });
}

describe('the bell (spec §2.16, §4)', { timeout: 30_000 }, () => {
  it('shows the unread count of countNotifications, kept live by the stream', async () => {
    const calls = stubApi({ 'notification/countNotifications': () => ({ count: 3 }) });
    renderApp({ path: '/', session: {} });
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 3 unread' },
      { timeout: 5000 },
    );
    expect(screen.getByTestId('notification-count').getAttribute('data-count')).toBe('3');
    expect(calls.find((call) => call.name === 'notification/countNotifications')?.input).toEqual({
      accountCode: 'C10001',
      status: 'unread',
      sinceLastQuery: true,
      source: 'gateway',
    });
    const stream = FakeEventSource.opened.at(-1);
    expect(stream?.url).toMatch(/\/api\/stream\/notifications\?session=/);
    stream?.emit('unread', { count: 5 });
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications, 5 unread'));
    stream?.emit('unread', { count: 0 });
    await waitFor(() => expect(bell.getAttribute('aria-label')).toBe('Notifications'));
  });

  it('highlights for one second after a click, and opening the list zeroes the count', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 2 }),
      'notification/queryNotifications': () => page([EVERY_KIND.newDocument.row]),
    });
    renderApp({ path: '/', session: {} });
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 5000 },
    );
    vi.useFakeTimers({ shouldAdvanceTime: true });
    fireEvent.click(bell);
    expect(bell.hasAttribute('data-highlighted')).toBe(true);
    await screen.findByText('A new document is ready: C10001 daily statement 2026-11-19.');
    expect(bell.getAttribute('aria-label')).toBe('Notifications');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(HIGHLIGHT_MS + 10);
    });
    expect(bell.hasAttribute('data-highlighted')).toBe(false);
  });
});

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
      await screen.findByRole('button', { name: '通知，1 則未讀' }, { timeout: 5000 }),
    );
    expect(await screen.findByText('你的賣出訂單 HK.00700 200 股部分成交後已取消。')).toBeTruthy();
  });

  it('says how much cash a balance event leaves held, when some is', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': () =>
        page([{ ...EVERY_KIND.balance.row, holdFundAmount: '20500' }]),
    });
    renderApp({ path: '/', session: {}, language: 'zh-CN' });
    fireEvent.click(
      await screen.findByRole('button', { name: '通知，1 条未读' }, { timeout: 5000 }),
    );
    expect(
      await screen.findByText('你的可用现金现为 HKD 1,234.50，另有 HKD 20,500.00 为订单冻结。'),
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
      await screen.findByRole('button', { name: '通知，2 則未讀' }, { timeout: 5000 }),
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
      await waitFor(() => expect(router.state.location.pathname).toBe(target), { timeout: 5000 });
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
  });

  it('shows Show More to /notifications, and says when the list is empty', async () => {
    stubApi({
      'notification/countNotifications': () => ({ count: 0 }),
      'notification/queryNotifications': () => page([]),
    });
    const { router } = renderApp({ path: '/', session: {} });
    const panel = await openPanel();
    await within(panel).findByText(/You have no notifications/);
    fireEvent.click(within(panel).getByRole('link', { name: 'Show all notifications' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications'));
  });
});

describe('/notifications (issue 14 §4)', { timeout: 30_000 }, () => {
  it('filters All, Unread and Read, and marks all read', async () => {
    const read = { ...EVERY_KIND.newDocument.row, status: 'read' as const };
    const unread = EVERY_KIND.cashRequest.row;
    const calls = stubApi({
      'notification/countNotifications': () => ({ count: 1 }),
      'notification/queryNotifications': (input) => {
        const { statuses } = input as Query;
        return page([unread, read].filter((item) => statuses.includes(item.status as 'read')));
      },
      'notification/markAllNotificationsRead': () => ({ success: true, changed: 1 }),
    });
    const { router } = renderApp({ path: '/notifications', session: {} });
    await screen.findByRole('heading', { name: 'Notifications' }, { timeout: 20_000 });
    const main = screen.getByRole('main');
    await within(main).findByText(EVERY_KIND.cashRequest.text, {}, { timeout: 5000 });
    expect(within(main).getByText(EVERY_KIND.newDocument.text)).toBeTruthy();

    fireEvent.click(within(main).getByRole('radio', { name: 'Unread' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/unread'));
    await waitFor(() => expect(within(main).queryByText(EVERY_KIND.newDocument.text)).toBeNull());
    expect(within(main).getByText(EVERY_KIND.cashRequest.text)).toBeTruthy();

    fireEvent.click(within(main).getByRole('radio', { name: 'Read' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/notifications/read'));
    await within(main).findByText(EVERY_KIND.newDocument.text);
    expect(within(main).queryByText(EVERY_KIND.cashRequest.text)).toBeNull();
    expect(queries(calls).map((query) => query.statuses)).toEqual(
      expect.arrayContaining([['read', 'unread'], ['unread'], ['read']]),
    );

    fireEvent.click(within(main).getByRole('button', { name: 'Mark all as read' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mark all as read?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Mark all as read' }));
    await within(main).findByText('Notifications marked as read: 1.', {}, { timeout: 5000 });
  });

  it('is not found under an unknown filter', async () => {
    stubApi({ 'notification/countNotifications': () => ({ count: 0 }) });
    renderApp({ path: '/notifications/everything', session: {} });
    expect(await screen.findByText('404', {}, { timeout: 5000 })).toBeTruthy();
  });
});

describe('paging and figures', () => {
  it('asks for the next page only after a full one, with the first page time', () => {
    const full = page(
      Array.from({ length: 20 }, (_, n) => row(n, 'plan')),
      'A',
    );
    expect(nextPageParam([full], 20)).toEqual({ pageIndex: 1, lastQueryTime: 'A' });
    expect(nextPageParam([full, page([row(1, 'plan')], 'B')], 20)).toBeUndefined();
    expect(nextPageParam([], 20)).toBeUndefined();
  });

  it('keeps the places a figure was sent with', () => {
    expect(placesOf('1500')).toBe(0);
    expect(placesOf('455.20')).toBe(1);
    expect(placesOf('9036.0825')).toBe(4);
  });
});
