import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { migrateTo, migrateToLatest } from './migrate';

/**
 * The migration `20261226090000_job_kind_spelling`: jobs stored under the old spellings of their
 * kinds (queued before an upgrade, or done and failed long ago) read in the one spelling after
 * it, so a queued one still finds its handler; down spells them as they were.
 */

const BEFORE = '20261225090000_create_feed_anchor';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ isSeeded: false });
});

afterAll(async () => {
  await database.close();
});

const kinds = async () =>
  (await database.db.selectFrom('job').select('kind').orderBy('id').execute()).map(
    (row) => row.kind,
  );

describe('the job kind spelling migration', () => {
  it('renames the old spellings of every row, up, and back down', async () => {
    await migrateTo(database.db, BEFORE);
    const runAt = new Date('2026-12-24T01:00:00.000Z');
    await database.db
      .insertInto('job')
      .values(
        (
          [
            ['fund-order', 'queued'],
            ['cash-instruction', 'done'],
            ['edda-authorisation', 'failed'],
            ['notification.push', 'queued'],
            ['ipoStep', 'queued'],
            ['statementNotices', 'queued'],
          ] as const
        ).map(([kind, status]) => ({ kind, status, runAt, payload: JSON.stringify({}) })),
      )
      .execute();

    expect((await migrateToLatest(database.db)).map((result) => result.migrationName)).toContain(
      '20261226090000_job_kind_spelling',
    );
    expect(await kinds()).toEqual([
      'fundOrder',
      'cashInstruction',
      'eddaAuthorisation',
      'notificationPush',
      'ipoStep',
      'statementNotices',
    ]);

    await migrateTo(database.db, BEFORE);
    expect(await kinds()).toEqual([
      'fund-order',
      'cash-instruction',
      'edda-authorisation',
      'notification.push',
      'ipoStep',
      'statementNotices',
    ]);
    await migrateToLatest(database.db);
  });
});
