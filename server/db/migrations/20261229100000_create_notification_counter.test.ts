import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountIdOf, counterOf, expectCountersRecounted } from '../../test/notification-test-kit';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

/**
 * The migration `20261229100000_create_notification_counter`: an existing database's
 * notifications and last queries become counters that agree with a recount (the count since the
 * last query included), and down puts each last query back.
 */

const BEFORE = '20261228090000_create_server_secret';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const at = (iso: string) => new Date(iso);

describe('the notification counter migration', () => {
  it('backfills every account from its rows and its last query, and goes back down', async () => {
    const aliceId = await accountIdOf(database.db, 'C10006');
    const bobId = await accountIdOf(database.db, 'C10002');
    await migrateTo(database.db, BEFORE);
    const rows: [number, string, string][] = [
      [aliceId, 'unread', '2026-12-01T01:00:00Z'],
      [aliceId, 'unread', '2026-12-03T01:00:00Z'],
      [aliceId, 'read', '2026-12-04T01:00:00Z'],
      [aliceId, 'deleted', '2026-12-05T01:00:00Z'],
      [aliceId, 'unread', '2026-12-06T01:00:00Z'],
      [bobId, 'unread', '2026-12-02T01:00:00Z'],
    ];
    for (const [index, [accountId, status, made]] of rows.entries()) {
      await sql`
        insert into notification
          (account_id, type, status, source_key, fields, start_time, created_at, updated_at)
        values (${accountId}, 'newIpo', ${status}, ${`migration:${index}`}, '{}'::jsonb,
          ${made}, ${made}, ${made})`.execute(database.db);
    }
    await sql`insert into notification_reader (account_id, last_query_at)
      values (${aliceId}, '2026-12-02T01:00:00Z')`.execute(database.db);

    await migrateToLatest(database.db);
    expect(await counterOf(database.db, aliceId)).toMatchObject({
      unreadCount: 3,
      unseenCount: 2,
      seenAt: at('2026-12-02T01:00:00Z'),
      newestAt: at('2026-12-06T01:00:00Z'),
    });
    expect(await counterOf(database.db, bobId)).toMatchObject({
      unreadCount: 1,
      unseenCount: 1,
      seenAt: null,
    });
    await expectCountersRecounted(database.db);

    await migrateTo(database.db, BEFORE);
    const readers = await sql<{ accountId: number; lastQueryAt: Date }>`
      select account_id as "accountId", last_query_at as "lastQueryAt"
      from notification_reader`.execute(database.db);
    expect(readers.rows.map((row) => [Number(row.accountId), row.lastQueryAt])).toEqual([
      [aliceId, at('2026-12-02T01:00:00Z')],
    ]);
    await migrateToLatest(database.db);
    await expectCountersRecounted(database.db);
  });
});
