import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';

/**
 * The migration `20270101091000_create_manual_assets`: down drops the manual assets, the dated
 * rates and the holder link on a seeded book (C10001's flat and car with their valuations), and
 * up makes them again, empty.
 */

const BEFORE = '20261231090100_bank_account_review';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase();
}, 120_000);

afterAll(async () => {
  await database?.close();
});

const tables = async () =>
  (
    await sql<{ name: string }>`select table_name as name from information_schema.tables
      where table_schema = current_schema() and table_name in
      ('holder', 'holder_account', 'asset_holding', 'asset_valuation', 'asset_attachment',
       'hkd_rate_history')`.execute(database.db)
  ).rows
    .map((row) => row.name)
    .sort();

describe('the manual assets migration', () => {
  it('goes down on a seeded book and back up', async () => {
    const valuations = await sql<{
      n: number;
    }>`select count(*)::int4 as n from asset_valuation`.execute(database.db);
    expect(valuations.rows[0]?.n).toBeGreaterThanOrEqual(4);
    await migrateTo(database.db, BEFORE);
    expect(await tables()).toEqual([]);
    await migrateToLatest(database.db);
    expect(await tables()).toEqual([
      'asset_attachment',
      'asset_holding',
      'asset_valuation',
      'hkd_rate_history',
      'holder',
      'holder_account',
    ]);
  });
});
