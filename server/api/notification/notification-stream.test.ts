import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { post, type BrowserSession } from '../../test/auth-client';
import { testDatabaseKind } from '../../test/test-database';
import {
  ALICE,
  commitNotifications,
  draft,
  endListeningConnections,
  listenLocally,
  notificationRowsOf,
  notificationService,
  openNotificationSuite,
  openSecondApp,
  rollBackNotifications,
  startNotificationTest,
  type NotificationTestApp,
} from '../../test/notification-test-kit';
import { openSse, type SseClient } from '../../test/sse-client';

/**
 * The unread stream (issue 14 §2) through HTTP on the real database: the SSE count after commit
 * only, per account, following the list being marked seen (not read), status changes and
 * mark-all-read, across
 * two app instances on one database, and (PostgreSQL) again after the LISTEN connection drops.
 */

let t: NotificationTestApp;
let alice: BrowserSession;
let bob: BrowserSession;
let aliceId: number;
let bobId: number;
let base: string;
const streams: SseClient[] = [];
const { commitSeveral, query, count, setStatus, markSeen } = notificationService(() => t);

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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
  ({ t, aliceId, bobId } = await openNotificationSuite());
  base = await listenLocally(t.app);
}, 120_000);

beforeEach(async () => {
  ({ alice, bob } = await startNotificationTest(t, aliceId, bobId));
});

afterEach(() => {
  for (const client of streams.splice(0)) client.close();
});

afterAll(async () => {
  await t?.close();
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
    // Reading the list announces nothing; marking it seen (the web app, on opening it) does.
    await wait(300); // the hub's recount once its LISTEN is up
    const framesBefore = counts(client).length;
    const { lastQueryTime } = await query(alice, ALICE, {});
    await wait(250);
    expect(counts(client)).toHaveLength(framesBefore);
    expect(await markSeen(alice, ALICE, lastQueryTime)).toBe(true);
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
