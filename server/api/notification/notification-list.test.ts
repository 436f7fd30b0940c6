import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { post, type BrowserSession } from '../../test/auth-client';
import { getBrand } from '../../../brands/index';
import { callKey, selectCalls } from '../registry';
import { UNREAD_CHANNEL } from '../../backoffice/core/notifications/notification.repository';
import { notificationCalls } from './notification.routes';
import {
  ALICE,
  BOB,
  commitNotifications,
  counterOf,
  draft,
  notificationRowsOf,
  notificationService,
  openNotificationSuite,
  startNotificationTest,
  type NotificationTestApp,
} from '../../test/notification-test-kit';

/**
 * The `notification` service's list (issue 14 §1-2) through HTTP on the real database: paging
 * fixed by lastQueryTime, statuses, counts since the list was marked seen, reads that write
 * nothing (issue 22 §2), status changes, mark-all-read, and which of its calls each brand's flags
 * serve.
 */

let t: NotificationTestApp;
let alice: BrowserSession;
let bob: BrowserSession;
let aliceId: number;
let bobId: number;
const { commitSeveral, query, count, setStatus, markSeen } = notificationService(() => t);

beforeAll(async () => {
  ({ t, aliceId, bobId } = await openNotificationSuite());
}, 120_000);

beforeEach(async () => {
  ({ alice, bob } = await startNotificationTest(t, aliceId, bobId));
});

afterAll(async () => {
  await t?.close();
});

describe('the notification list', () => {
  it("names a fund row's fund in three languages, and only a fund row's (issue 31 §16)", async () => {
    const at = new Date(t.clock.now.getTime() - 60_000);
    await commitNotifications(t.db, [
      { ...draft(aliceId, at), type: 'fundOrder', fields: { code: 'VH-HK-EQUITY', amount: '100' } },
      draft(aliceId, at),
    ]);
    const { notifications } = await query(alice, ALICE, { pageSize: 2 });
    const rows = notifications as unknown as {
      type: string;
      productName?: Record<string, string>;
    }[];
    const fund = rows.find((row) => row.type === 'fundOrder');
    const name = fund?.productName;
    expect(Object.keys(name ?? {}).sort()).toEqual(['en', 'zh-CN', 'zh-HK']);
    expect(name?.['zh-HK']).toMatch(/基金/);
    expect(name?.['zh-CN']).toMatch(/基金/);
    expect(name?.en).toMatch(/Fund/);
    expect(rows.find((row) => row.type === 'stockOrderUpdate')?.productName).toBeUndefined();
  });

  it('pages newest first, and a row made after the first page does not shift Load More', async () => {
    const ids = await commitSeveral(aliceId, 5);
    const newestFirst = [...ids].reverse();
    const first = await query(alice, ALICE, { pageSize: 2 });
    expect(first.notifications.map((row) => row._id)).toEqual(newestFirst.slice(0, 2));
    expect(first.lastQueryTime).toBe(t.clock.now.toISOString());
    expect(first.notifications[0]).toMatchObject({
      type: 'stockOrderUpdate',
      status: 'unread',
      accountCode: ALICE,
      code: '00700;HKEX;HK',
      quantity: '100',
      orderStatus: 'FILLED',
    });

    t.clock.advance(1_000);
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    const { lastQueryTime } = first;
    const second = await query(alice, ALICE, { pageSize: 2, pageIndex: 1, lastQueryTime });
    expect(second.notifications.map((row) => row._id)).toEqual(newestFirst.slice(2, 4));
    expect(second.lastQueryTime).toBe(lastQueryTime);
    const third = await query(alice, ALICE, { pageSize: 2, pageIndex: 2, lastQueryTime });
    expect(third.notifications.map((row) => row._id)).toEqual(newestFirst.slice(4));

    const fresh = await query(alice, ALICE, { pageSize: 2 });
    expect(fresh.notifications.map((row) => row._id)[1]).toBe(newestFirst[0]);
    expect(fresh.notifications).toHaveLength(2);
  });

  it('filters read and unread and never shows deleted rows', async () => {
    const [readId = '', deletedId = '', unreadId = ''] = await commitSeveral(aliceId, 3);
    expect(await setStatus(alice, ALICE, readId, 'read')).toBe(true);
    expect(await setStatus(alice, ALICE, deletedId, 'deleted')).toBe(true);
    const read = await query(alice, ALICE, { statuses: ['read'] });
    expect(read.notifications.map((row) => row._id)).toEqual([readId]);
    const unread = await query(alice, ALICE, { statuses: ['unread'] });
    expect(unread.notifications.map((row) => row._id)).toEqual([unreadId]);
    const both = await query(alice, ALICE, {});
    expect(both.notifications.map((row) => row._id)).toEqual([unreadId, readId]);
  });

  it('counts unread since the list was marked seen: zero after the mark, up with a new row', async () => {
    await commitSeveral(aliceId, 3);
    expect(await count(alice, ALICE, true)).toBe(3);
    expect(await count(alice, ALICE, false)).toBe(3);
    const first = await query(alice, ALICE, {});
    expect(first.hasUnseen).toBe(true);
    // Reading alone moves nothing; the web app marks the list it showed.
    expect(await count(alice, ALICE, true)).toBe(3);
    expect(await markSeen(alice, ALICE, first.lastQueryTime)).toBe(true);
    expect(await count(alice, ALICE, true)).toBe(0);
    expect(await count(alice, ALICE, false)).toBe(3);
    expect((await query(alice, ALICE, {})).hasUnseen).toBe(false);
    t.clock.advance(1_000);
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    expect(await count(alice, ALICE, true)).toBe(1);
    expect(await count(alice, ALICE, false)).toBe(4);
    // Marking the older list again neither moves the mark back nor hides the new row.
    expect(await markSeen(alice, ALICE, first.lastQueryTime)).toBe(false);
    expect(await count(alice, ALICE, true)).toBe(1);
    const second = await query(alice, ALICE, {});
    expect(second.hasUnseen).toBe(true);
    expect(await markSeen(alice, ALICE, second.lastQueryTime)).toBe(true);
    expect(await count(alice, ALICE, true)).toBe(0);
    expect(await markSeen(alice, ALICE, second.lastQueryTime)).toBe(false);
  });

  it('marks seen only the list shown: a row made after its lastQueryTime still counts', async () => {
    await commitSeveral(aliceId, 2);
    const shown = await query(alice, ALICE, {});
    t.clock.advance(1_000);
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    expect(await markSeen(alice, ALICE, shown.lastQueryTime)).toBe(true);
    expect(await count(alice, ALICE, true)).toBe(1);
    // An instant ahead of the server's now reads as now.
    const ahead = new Date(t.clock.now.getTime() + 86_400_000).toISOString();
    expect(await markSeen(alice, ALICE, ahead)).toBe(true);
    expect(await count(alice, ALICE, true)).toBe(0);
    expect((await counterOf(t.db, aliceId))?.seenAt).toEqual(t.clock.now);
  });

  it('reads without writing: the rows, the counter and the unread channel stay as they were', async () => {
    const ids = await commitSeveral(aliceId, 5);
    await setStatus(alice, ALICE, ids[0] ?? '', 'read');
    const before = {
      rows: await notificationRowsOf(t.db, aliceId),
      counter: await counterOf(t.db, aliceId),
    };
    const heard: string[] = [];
    const unlisten = await t.database.listen?.(UNREAD_CHANNEL, (payload) => heard.push(payload));
    try {
      const first = await query(alice, ALICE, { pageSize: 2 });
      const { lastQueryTime } = first;
      await query(alice, ALICE, { pageSize: 2, pageIndex: 1, lastQueryTime });
      await query(alice, ALICE, { statuses: ['unread'] });
      await query(alice, ALICE, { statuses: ['read'] });
      expect(await count(alice, ALICE, true)).toBe(4);
      expect(await count(alice, ALICE, false)).toBe(4);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(heard).toEqual([]);
      expect(await notificationRowsOf(t.db, aliceId)).toEqual(before.rows);
      expect(await counterOf(t.db, aliceId)).toEqual(before.counter);

      // The explicit mark is the write, announced once; marking the same list again is free.
      expect(await markSeen(alice, ALICE, lastQueryTime)).toBe(true);
      await vi.waitFor(() => expect(heard).toEqual([String(aliceId)]));
      expect(await markSeen(alice, ALICE, lastQueryTime)).toBe(false);
      await new Promise((resolve) => setTimeout(resolve, 250));
      expect(heard).toEqual([String(aliceId)]);
      expect(await notificationRowsOf(t.db, aliceId)).toEqual(before.rows);
    } finally {
      await unlisten?.();
    }
  });
  it("sets the status of the account's own rows only; deleted is final", async () => {
    const [own = ''] = await commitSeveral(aliceId, 1);
    const [others = ''] = await commitSeveral(bobId, 1);
    expect(await setStatus(alice, ALICE, others, 'read')).toBe(false);
    expect(await setStatus(alice, ALICE, '999999999', 'read')).toBe(false);
    expect((await notificationRowsOf(t.db, bobId))[0]?.status).toBe('unread');
    const naming = await post(
      t.app,
      'notification/setNotificationStatus',
      { accountCode: BOB, notificationId: others, status: 'read', source: 'gateway' },
      alice,
    );
    expect(naming.statusCode).toBe(403);

    expect(await setStatus(alice, ALICE, own, 'read')).toBe(true);
    expect(await setStatus(alice, ALICE, own, 'unread')).toBe(true);
    expect(await setStatus(alice, ALICE, own, 'deleted')).toBe(true);
    expect(await setStatus(alice, ALICE, own, 'unread')).toBe(false);
    expect((await notificationRowsOf(t.db, aliceId))[0]?.status).toBe('deleted');
  });

  it('marks every unread row read', async () => {
    await commitSeveral(aliceId, 3);
    await commitSeveral(bobId, 2);
    const reply = await post(
      t.app,
      'notification/markAllNotificationsRead',
      { accountCode: ALICE, source: 'gateway' },
      alice,
    );
    expect(reply.json()).toEqual({ success: true, changed: 3 });
    expect(await count(alice, ALICE, false)).toBe(0);
    expect(await count(bob, BOB, false)).toBe(2);
    const again = await post(
      t.app,
      'notification/markAllNotificationsRead',
      { accountCode: ALICE, source: 'gateway' },
      alice,
    );
    expect(again.json()).toEqual({ success: true, changed: 0 });
  });
});

describe('brand flags', () => {
  const served = (brand: string, flags: Record<string, boolean> = {}) => {
    const base = getBrand(brand);
    const gate = { authenticate: () => Promise.reject(new Error('not used')) };
    return selectCalls(
      notificationCalls,
      { ...base, features: { ...base.features, ...flags } },
      gate,
    ).map(callKey);
  };

  it('serves push calls only with the push flag, the rest with the notifications flag', () => {
    expect(served('lotus')).toEqual([
      'notification/queryNotifications',
      'notification/markNotificationsSeen',
      'notification/countNotifications',
      'notification/setNotificationStatus',
      'notification/markAllNotificationsRead',
    ]);
    expect(served('default')).toHaveLength(8);
    expect(served('default', { notifications: false })).toEqual([
      'notification/getVapidPublicKey',
      'notification/addSubscription',
      'notification/searchSubscriptions',
    ]);
  });
});
