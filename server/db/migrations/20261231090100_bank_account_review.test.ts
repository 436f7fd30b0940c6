import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

/**
 * The migration `20261231090100_bank_account_review`: the bank accounts already in a book stay
 * approved (payable) when review arrives, and down puts the table back as it was.
 */

const BEFORE = '20261231090000_create_account_information';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const columns = async () =>
  (
    await sql<{ name: string }>`select column_name as name from information_schema.columns
      where table_name = 'client_bank_account' and table_schema = current_schema()`.execute(
      database.db,
    )
  ).rows
    .map((row) => row.name)
    .sort();

describe('the bank account review migration', () => {
  it('keeps existing accounts approved, and goes back down', async () => {
    const count = async () =>
      Number(
        (
          await sql<{ n: string }>`select count(*) as n from client_bank_account`.execute(
            database.db,
          )
        ).rows[0]?.n,
      );
    const seeded = await count();
    expect(seeded).toBeGreaterThan(0);
    await migrateTo(database.db, BEFORE);
    expect(await columns()).not.toContain('status');
    expect(await count()).toBe(seeded);
    await migrateToLatest(database.db);
    expect(await columns()).toEqual(expect.arrayContaining(['decided_at', 'removed_at', 'status']));
    const statuses = await sql<{
      status: string;
    }>`select distinct status from client_bank_account`.execute(database.db);
    expect(statuses.rows).toEqual([{ status: 'approved' }]);
  });
});
