import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  accountIdOf,
  clearNotifications,
  commitNotifications,
  counterOf,
  draft,
  expectCountersRecounted,
  rollBackNotifications,
} from '../../../test/notification-test-kit';
import { openTestDatabase, type TestDatabase } from '../../../test/test-database';
import { createEmbeddedNotifications } from './embedded-notifications';
import {
  markAllNotificationsRead,
  notifyAllClients,
  updateNotificationStatus,
} from './notification.repository';

/**
 * The notification counters (issue 22 §2) on the real database: whatever changes the rows (an
 * event's insert, a retried or rolled-back one, the insert for every client, status changes,
 * mark-all-read, deletion, marking the list seen, several transactions at once), each account's
 * counter agrees with a recount of its rows in the same transaction; and reading writes nothing.
 */

let database: TestDatabase;
let aliceId: number;
let bobId: number;
const port = () =>
  createEmbeddedNotifications({ db: database.db, vapid: { keys: null, subject: 'x' } });
const alice = () => ({ accountId: aliceId, accountCode: 'C10006' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

beforeAll(async () => {
  database = await openTestDatabase();
  aliceId = await accountIdOf(database.db, 'C10006');
  bobId = await accountIdOf(database.db, 'C10001');
}, 120_000);

beforeEach(async () => {
  await clearNotifications(database.db, aliceId);
  await clearNotifications(database.db, bobId);
});

afterAll(async () => {
  await database?.close();
});

const counts = async (accountId: number) => {
  const counter = await counterOf(database.db, accountId);
  return { unread: counter?.unreadCount ?? 0, unseen: counter?.unseenCount ?? 0 };
};

describe('the notification counters', () => {
  it('count inserts once however often retried, and none of a rolled-back event', async () => {
    const retried = draft(aliceId, minutesAgo(3), 'stock-order:7:FILLED');
    const newest = minutesAgo(1);
    await commitNotifications(database.db, [
      retried,
      draft(aliceId, minutesAgo(2)),
      { ...draft(aliceId, newest), status: 'read' },
      draft(bobId, minutesAgo(1)),
    ]);
    await commitNotifications(database.db, [retried]);
    await rollBackNotifications(database.db, [draft(aliceId, minutesAgo(1))]);
    expect(await counts(aliceId)).toEqual({ unread: 2, unseen: 2 });
    expect(await counts(bobId)).toEqual({ unread: 1, unseen: 1 });
    expect((await counterOf(database.db, aliceId))?.newestAt).toEqual(newest);
    await expectCountersRecounted(database.db);
  });

  it('follow status changes, mark-all-read and deletion', async () => {
    await commitNotifications(
      database.db,
      [1, 2, 3, 4].map((n) => draft(aliceId, minutesAgo(n))),
    );
    const ids = (
      await database.db
        .selectFrom('notification')
        .select('id')
        .where('accountId', '=', aliceId)
        .orderBy('id')
        .execute()
    ).map((row) => row.id);
    const set = (id: number | undefined, status: 'read' | 'unread' | 'deleted') =>
      updateNotificationStatus(database.db, {
        accountId: aliceId,
        id: id ?? 0,
        status,
        now: new Date(),
      });
    expect(await set(ids[0], 'read')).toBe(true);
    expect(await set(ids[0], 'read')).toBe(true);
    expect(await counts(aliceId)).toEqual({ unread: 3, unseen: 3 });
    expect(await set(ids[0], 'unread')).toBe(true);
    expect(await set(ids[1], 'deleted')).toBe(true);
    expect(await set(ids[2], 'read')).toBe(true);
    expect(await set(ids[2], 'deleted')).toBe(true);
    expect(await counts(aliceId)).toEqual({ unread: 2, unseen: 2 });
    await expectCountersRecounted(database.db);

    expect(await markAllNotificationsRead(database.db, aliceId, new Date())).toBe(2);
    expect(await counts(aliceId)).toEqual({ unread: 0, unseen: 0 });
    expect(await set(ids[3], 'unread')).toBe(true);
    expect(await counts(aliceId)).toEqual({ unread: 1, unseen: 1 });
    await expectCountersRecounted(database.db);

    await database.db
      .deleteFrom('notification')
      .where('id', '=', ids[3] ?? 0)
      .execute();
    expect(await counts(aliceId)).toEqual({ unread: 0, unseen: 0 });
    await expectCountersRecounted(database.db);
  });

  it('count since the mark only what was made after it, whatever changes later', async () => {
    const seenAt = minutesAgo(10);
    await commitNotifications(database.db, [
      draft(aliceId, minutesAgo(20)),
      draft(aliceId, minutesAgo(15)),
    ]);
    expect(await port().markSeen(alice(), seenAt, new Date())).toBe(true);
    expect(await counts(aliceId)).toEqual({ unread: 2, unseen: 0 });
    // Made later: counted; dated before the mark (a late event): unread, not new.
    await commitNotifications(database.db, [
      draft(aliceId, minutesAgo(5)),
      draft(aliceId, minutesAgo(12)),
    ]);
    expect(await counts(aliceId)).toEqual({ unread: 4, unseen: 1 });
    const seenRow = await database.db
      .selectFrom('notification')
      .select('id')
      .where('accountId', '=', aliceId)
      .where('createdAt', '<', seenAt)
      .orderBy('id')
      .executeTakeFirstOrThrow();
    const change = (status: 'read' | 'unread') =>
      updateNotificationStatus(database.db, {
        accountId: aliceId,
        id: seenRow.id,
        status,
        now: new Date(),
      });
    await change('read');
    await change('unread');
    expect(await counts(aliceId)).toEqual({ unread: 4, unseen: 1 });
    // Nothing new since: marking again writes nothing.
    expect(await port().markSeen(alice(), new Date(), new Date())).toBe(true);
    expect(await port().markSeen(alice(), new Date(), new Date())).toBe(false);
    expect(await counts(aliceId)).toEqual({ unread: 4, unseen: 0 });
    await expectCountersRecounted(database.db);
  });

  it('tell every client in one statement and count each once, again nobody twice', async () => {
    const clients = await sql<{ n: number }>`
      select count(*)::int as n from account
      where source = 'gateway' and role = 'user' and status = 'active'`.execute(database.db);
    const notice = {
      type: 'newIpo' as const,
      sourceKey: `ipo-open:T${Date.now()}`,
      fields: { code: '06990' },
      at: new Date(),
    };
    const before = await counts(bobId);
    expect(await notifyAllClients(database.db, notice)).toBe(clients.rows[0]?.n);
    expect(await notifyAllClients(database.db, notice)).toBe(0);
    expect(await counts(bobId)).toEqual({ unread: before.unread + 1, unseen: before.unseen + 1 });
    await expectCountersRecounted(database.db);
  });

  it('agree with a recount after many transactions at once, inserts, marks and mark-all-read', async () => {
    const work = Array.from({ length: 24 }, (_, n) => {
      if (n % 8 === 3) return port().markSeen(alice(), new Date(), new Date());
      if (n % 8 === 5) return markAllNotificationsRead(database.db, bobId, new Date());
      if (n % 8 === 7) {
        const notice = {
          type: 'newIpo' as const,
          sourceKey: `ipo-open:C${n}-${Date.now()}`,
          fields: { code: '06990' },
          at: new Date(),
        };
        return notifyAllClients(database.db, notice);
      }
      // Both accounts in one transaction, in either order.
      const pair = [draft(aliceId, minutesAgo(n % 3)), draft(bobId, minutesAgo(n % 2))];
      return commitNotifications(database.db, n % 2 === 0 ? pair : pair.reverse());
    });
    await Promise.all(work);
    await expectCountersRecounted(database.db);
    // 15 events of Alice's own, and the 3 offers told to every client.
    expect((await counts(aliceId)).unread).toBe(18);
  });

  it('are read without a write: the list and the counts run in a read-only transaction', async () => {
    await commitNotifications(database.db, [
      draft(aliceId, minutesAgo(2)),
      draft(aliceId, minutesAgo(1)),
    ]);
    const answers = await database.db.transaction().execute(async (trx) => {
      await sql`set transaction read only`.execute(trx);
      const readOnly = createEmbeddedNotifications({
        db: trx,
        vapid: { keys: null, subject: 'x' },
      });
      const now = new Date();
      const page = await readOnly.queryNotifications({
        client: alice(),
        statuses: ['read', 'unread'],
        pageIndex: 0,
        pageSize: 20,
        lastQueryTime: null,
        now,
      });
      return {
        listed: page.notifications.length,
        hasUnseen: page.hasUnseen,
        unread: await readOnly.countUnread(alice(), { sinceLastQuery: false }),
        unseen: await readOnly.countUnread(alice(), { sinceLastQuery: true }),
      };
    });
    expect(answers).toEqual({ listed: 2, hasUnseen: true, unread: 2, unseen: 2 });
  });
});
