import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, type BrowserSession } from '../../test/auth-client';
import { getBrand } from '../../../brands/index';
import { callKey, selectCalls } from '../registry';
import { notificationCalls } from './notification.routes';
import {
  ALICE,
  BOB,
  commitNotifications,
  draft,
  notificationRowsOf,
  notificationService,
  openNotificationSuite,
  startNotificationTest,
  type NotificationTestApp,
} from '../../test/notification-test-kit';

/**
 * The `notification` service's list (issue 14 §1-2) through HTTP on the real database: paging
 * fixed by lastQueryTime, statuses, counts since the last query, status changes, mark-all-read,
 * and which of its calls each brand's flags serve.
 */

let t: NotificationTestApp;
let alice: BrowserSession;
let bob: BrowserSession;
let aliceId: number;
let bobId: number;
const { commitSeveral, query, count, setStatus } = notificationService(() => t);

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

  it('counts unread since the last query: zero after a query, up with a new row', async () => {
    await commitSeveral(aliceId, 3);
    expect(await count(alice, ALICE, true)).toBe(3);
    expect(await count(alice, ALICE, false)).toBe(3);
    await query(alice, ALICE, {});
    expect(await count(alice, ALICE, true)).toBe(0);
    expect(await count(alice, ALICE, false)).toBe(3);
    t.clock.advance(1_000);
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    expect(await count(alice, ALICE, true)).toBe(1);
    expect(await count(alice, ALICE, false)).toBe(4);
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
      'notification/countNotifications',
      'notification/setNotificationStatus',
      'notification/markAllNotificationsRead',
    ]);
    expect(served('default')).toHaveLength(7);
    expect(served('default', { notifications: false })).toEqual([
      'notification/getVapidPublicKey',
      'notification/addSubscription',
      'notification/searchSubscriptions',
    ]);
  });
});
