import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, type TestDatabase } from '../../test/test-database';
import { migrateTo, migrateToLatest } from '../migrate';
import { migrations } from './index';

/**
 * The migration `20270102110000_create_admin_content`: down on a seeded book drops the disclaimer
 * notes and the theme tables and the agreements' effective dates (the demo banner, on a placement
 * the old check allows, stays), and up makes them again.
 */

const MINE = '20270102110000_create_admin_content';
const BEFORE = Object.keys(migrations)
  .filter((name) => name < MINE)
  .sort()
  .at(-1) as string;

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
      ('disclaimer_note', 'brand_theme', 'theme_preview')`.execute(database.db)
  ).rows
    .map((row) => row.name)
    .sort();

describe('the admin content migration', () => {
  it('goes down on a seeded book and back up', async () => {
    expect(await tables()).toEqual(['brand_theme', 'disclaimer_note', 'theme_preview']);
    await migrateTo(database.db, BEFORE);
    expect(await tables()).toEqual([]);
    const banners = await sql<{ n: number }>`select count(*)::int4 as n from banner`.execute(
      database.db,
    );
    expect(banners.rows[0]?.n).toBe(1);
    await migrateToLatest(database.db);
    expect(await tables()).toEqual(['brand_theme', 'disclaimer_note', 'theme_preview']);
    const effective = await sql<{ n: number }>`select count(*)::int4 as n from legal_agreement
      where effective_at is null`.execute(database.db);
    expect(effective.rows[0]?.n).toBe(0);
  });
});
