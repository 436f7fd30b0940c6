import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { NotificationDraft } from '../../backoffice/embedded/notifications/notification-outbox';
import { post, signIn, type BrowserSession } from '../../test/auth-client';
import { testDatabaseKind } from '../../test/test-database';
import { getBrand } from '../../../brands/index';
import { callKey, selectCalls } from '../registry';
import { notificationCalls } from './notification.routes';
import {
  accountIdOf,
  clearNotifications,
  commitNotifications,
  createNotificationTestApp,
  endListeningConnections,
  listenLocally,
  notificationRowsOf,
  openSecondApp,
  rollBackNotifications,
  subscriptionByEndpoint,
  type NotificationTestApp,
} from '../../test/notification-test-kit';
import { openSse, type SseClient } from '../../test/sse-client';

/**
 * The `notification` service and the unread stream (issue 14 §1-2) through HTTP on the real
 * database: paging fixed by lastQueryTime, statuses, counts since the last query, status changes,
 * mark-all-read, push subscriptions (spec §5), and the SSE count after commit only, per account,
 * across two app instances on one database.
 */

let t: NotificationTestApp;
let base: string;
let alice: BrowserSession;
let bob: BrowserSession;
let aliceId: number;
let bobId: number;
const ALICE = 'C10006';
const BOB = 'C10001';
const streams: SseClient[] = [];
let sequence = 0;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function draft(accountId: number, at: Date, sourceKey = `test:${(sequence += 1)}`) {
  return {
    accountId,
    type: 'stockOrderUpdate',
    sourceKey,
    fields: { code: '00700;HKEX;HK', quantity: '100', orderStatus: 'FILLED' },
    at,
  } satisfies NotificationDraft;
}

/** `count` notifications for `accountId`, a minute apart, the newest a minute before now. */
async function commitSeveral(accountId: number, count: number) {
  const drafts = Array.from({ length: count }, (_, index) =>
    draft(accountId, new Date(t.clock.now.getTime() - (count - index) * 60_000)),
  );
  await commitNotifications(t.db, drafts);
  return (await notificationRowsOf(t.db, accountId)).map((row) => String(row.id));
}

async function query(
  session: BrowserSession,
  accountCode: string,
  input: { pageIndex?: number; pageSize?: number; statuses?: string[]; lastQueryTime?: string },
) {
  const reply = await post(
    t.app,
    'notification/queryNotifications',
    {
      accountCodes: [accountCode],
      statuses: input.statuses ?? ['read', 'unread'],
      pageIndex: input.pageIndex ?? 0,
      pageSize: input.pageSize ?? 20,
      source: 'gateway',
      ...(input.lastQueryTime ? { lastQueryTime: input.lastQueryTime } : {}),
    },
    session,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<{ notifications: { _id: string; status: string }[]; lastQueryTime: string }>();
}

async function count(session: BrowserSession, accountCode: string, sinceLastQuery: boolean) {
  const reply = await post(
    t.app,
    'notification/countNotifications',
    { accountCode, status: 'unread', sinceLastQuery, source: 'gateway' },
    session,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<{ count: number }>().count;
}

async function setStatus(
  session: BrowserSession,
  accountCode: string,
  notificationId: string,
  status: string,
) {
  const reply = await post(
    t.app,
    'notification/setNotificationStatus',
    { accountCode, notificationId, status, source: 'gateway' },
    session,
  );
  expect(reply.statusCode).toBe(200);
  return reply.json<{ success: boolean }>().success;
}

async function unreadStream(session: BrowserSession, at = base) {
  const client = await openSse(at, '/portal/api/stream/notifications', session, {
    viaQuery: true,
  });
  streams.push(client);
  return client;
}

const counts = (client: SseClient) =>
  client.all('unread').map((event) => (event.data as { count: number }).count);

beforeAll(async () => {
  t = await createNotificationTestApp();
  base = await listenLocally(t.app);
  aliceId = await accountIdOf(t.db, ALICE);
  bobId = await accountIdOf(t.db, BOB);
}, 120_000);

beforeEach(async () => {
  t.clock.now = new Date();
  alice = await signIn(t.app, ALICE);
  bob = await signIn(t.app, BOB);
  await clearNotifications(t.db, aliceId);
  await clearNotifications(t.db, bobId);
});

afterEach(() => {
  for (const client of streams.splice(0)) client.close();
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

describe('push subscriptions', () => {
  const add = (session: BrowserSession, accountCode: string, target: object) =>
    post(
      t.app,
      'notification/addSubscription',
      { accountCode, source: 'gateway', target },
      session,
    );
  const search = async (session: BrowserSession, accountCode: string) => {
    const reply = await post(
      t.app,
      'notification/searchSubscriptions',
      { accountCodes: [accountCode], source: 'gateway' },
      session,
    );
    expect(reply.statusCode).toBe(200);
    return reply.json<{ subscriptions: { _id: string; endpoint: string; status: string }[] }>()
      .subscriptions;
  };

  it('skips a target missing its endpoint, auth or p256dh key (spec §5)', async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const keys = { auth: 'YXV0aC1zZWNyZXQtMTY', p256dh: 'BPublicKeyOfTheBrowser' };
    for (const target of [
      { keys },
      { endpoint: '  ', keys },
      { endpoint },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint, keys: { auth: keys.auth } },
      { endpoint, keys: { auth: '', p256dh: keys.p256dh } },
    ]) {
      const reply = await add(alice, ALICE, target);
      expect(reply.statusCode).toBe(200);
      expect(reply.json()).toEqual({ added: false, subscription: null });
    }
    expect(await subscriptionByEndpoint(t.db, endpoint)).toBeUndefined();
    const added = await add(alice, ALICE, { endpoint, keys });
    expect(added.json()).toMatchObject({
      added: true,
      subscription: { accountCode: ALICE, endpoint, status: 'active', source: 'gateway' },
    });
  });

  it('updates the same endpoint, moving it to the account that sent it', async () => {
    const endpoint = `https://push.example/${(sequence += 1)}`;
    const first = await add(alice, ALICE, { endpoint, keys: { auth: 'a1', p256dh: 'p1' } });
    const firstId = first.json<{ subscription: { _id: string } }>().subscription._id;
    expect((await search(alice, ALICE)).map((row) => row._id)).toContain(firstId);

    const again = await add(bob, BOB, { endpoint, keys: { auth: 'a2', p256dh: 'p2' } });
    expect(again.json()).toMatchObject({
      added: true,
      subscription: { _id: firstId, accountCode: BOB, status: 'active' },
    });
    const stored = await subscriptionByEndpoint(t.db, endpoint);
    expect(stored).toMatchObject({ accountId: bobId, auth: 'a2', p256dh: 'p2' });
    expect((await search(alice, ALICE)).map((row) => row._id)).not.toContain(firstId);
    expect((await search(bob, BOB)).filter((row) => row.endpoint === endpoint)).toHaveLength(1);
  });

  it('answers the VAPID public key, the same every time', async () => {
    const first = await post(t.app, 'notification/getVapidPublicKey', {}, alice);
    const { publicKey } = first.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const second = await post(t.app, 'notification/getVapidPublicKey', {}, bob);
    expect(second.json()).toEqual({ publicKey });
  });
});

describe('the unread stream', () => {
  it('starts with the unread count, and refuses a request without its session cookie', async () => {
    await commitSeveral(aliceId, 2);
    const client = await unreadStream(alice);
    expect(client.status).toBe(200);
    const first = await client.next('unread');
    expect(client.events[0]).toBe(first);
    expect(first.data).toEqual({ count: 2 });
    const noCookie = await openSse(base, '/portal/api/stream/notifications', alice, {
      viaQuery: true,
      withCookie: false,
    });
    expect(noCookie.status).toBe(401);
  });

  it("raises the count on commit, on that account's streams only", async () => {
    const aliceTab = await unreadStream(alice);
    const aliceOtherTab = await unreadStream(alice);
    const bobTab = await unreadStream(bob);
    for (const client of [aliceTab, aliceOtherTab, bobTab]) await client.next('unread');
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    await aliceTab.next('unread', (data) => data.count === 1);
    await aliceOtherTab.next('unread', (data) => data.count === 1);
    await wait(200);
    expect(counts(bobTab)).toEqual([0]);
  });

  it('hears nothing of a rolled-back event, and one row of a retried one', async () => {
    const client = await unreadStream(alice);
    await client.next('unread');
    await rollBackNotifications(t.db, [draft(aliceId, t.clock.now, 'test:rolled-back')]);
    await wait(250);
    expect(counts(client)).toEqual([0]);
    expect(await notificationRowsOf(t.db, aliceId)).toEqual([]);

    const retried = draft(aliceId, t.clock.now, 'stock-order:41:FILLED');
    await commitNotifications(t.db, [retried]);
    await client.next('unread', (data) => data.count === 1);
    await commitNotifications(t.db, [retried]);
    await wait(250);
    expect(counts(client)).toEqual([0, 1]);
    expect(await notificationRowsOf(t.db, aliceId)).toHaveLength(1);
    expect(await count(alice, ALICE, true)).toBe(1);
  });

  it('follows the list being opened, a status change and mark-all-read', async () => {
    const [first = ''] = await commitSeveral(aliceId, 2);
    const client = await unreadStream(alice);
    await client.next('unread', (data) => data.count === 2);
    await query(alice, ALICE, {});
    await client.next('unread', (data) => data.count === 0);

    t.clock.advance(1_000);
    await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
    const newest = String((await notificationRowsOf(t.db, aliceId)).at(-1)?.id);
    await client.next('unread', (data) => data.count === 1);
    const before = client.all('unread').length;
    expect(await setStatus(alice, ALICE, newest, 'read')).toBe(true);
    await client.next('unread', (data) => data.count === 0 && client.all('unread').length > before);
    expect(await setStatus(alice, ALICE, newest, 'unread')).toBe(true);
    await client.next(
      'unread',
      (data) => data.count === 1 && client.all('unread').length > before + 1,
    );
    const marked = client.all('unread').length;
    await post(
      t.app,
      'notification/markAllNotificationsRead',
      { accountCode: ALICE, source: 'gateway' },
      alice,
    );
    await client.next('unread', (data) => data.count === 0 && client.all('unread').length > marked);
    expect(newest).not.toBe(first);
  });

  it("hears a notification committed through another app instance on this one's stream", async () => {
    const second = await openSecondApp(t);
    try {
      const secondBase = await listenLocally(second.app);
      const there = await unreadStream(alice, secondBase);
      const bobThere = await unreadStream(bob, secondBase);
      await there.next('unread', (data) => data.count === 0);
      await bobThere.next('unread');
      // The new instance recounts its streams once its LISTEN is up; let that pass.
      await wait(300);
      const bobBefore = counts(bobThere).length;
      // Committed through the first instance's database connection.
      await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
      await there.next('unread', (data) => data.count === 1);
      await wait(200);
      expect(counts(bobThere)).toHaveLength(bobBefore);
      expect(counts(bobThere).every((value) => value === 0)).toBe(true);
      there.close();
      bobThere.close();
    } finally {
      await second.close();
    }
  });

  it.runIf(testDatabaseKind === 'postgres')(
    'listens again after the LISTEN connection drops, and recounts',
    async () => {
      const client = await unreadStream(alice);
      await client.next('unread');
      await wait(300);
      expect(await endListeningConnections(t.db)).toBeGreaterThan(0);
      // The hub recounts once LISTEN is back (notifications meanwhile were not heard).
      await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
      await client.next('unread', (data) => data.count === 1, 5_000);
      await wait(1_000);
      await commitNotifications(t.db, [draft(aliceId, t.clock.now)]);
      await client.next('unread', (data) => data.count === 2, 5_000);
    },
  );
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
