import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { findStaleTables, refreshStatistics } from './embedded-statistics';

let database: TestDatabase;

beforeAll(async () => {
  if (testDatabaseKind === 'pglite') database = await openTestDatabase({ isSeeded: false });
});

afterAll(async () => {
  await database?.close();
});

const planOf = async (query: ReturnType<typeof sql>) =>
  (await sql<{ 'QUERY PLAN': string }>`explain ${query}`.execute(database.db)).rows
    .map((row) => row['QUERY PLAN'])
    .join('\n');

// PostgreSQL's own autovacuum keeps its statistics; this is the embedded database's stand-in.
describe.skipIf(testDatabaseKind !== 'pglite')('the planner statistics of a growing table', () => {
  it('are refreshed once it grew, and a page then walks the index instead of sorting', async () => {
    const { db } = database;
    await sql`create table statistics_probe (id serial primary key, owner int not null,
      at timestamptz not null, body text not null)`.execute(db);
    await sql`create index statistics_probe_owner_at on statistics_probe (owner, at desc, id desc)`.execute(
      db,
    );
    // Analyzed while owner 1 has one row among 10,000: the statistics say it is rare.
    await sql`insert into statistics_probe (owner, at, body)
      select 2 + g % 50, now(), 'x' from generate_series(1, 10000) g`.execute(db);
    await sql`insert into statistics_probe (owner, at, body) values (1, now(), 'x')`.execute(db);
    await sql`analyze statistics_probe`.execute(db);
    expect(await findStaleTables(db)).not.toContain('statistics_probe');
    // Then owner 1 gets 40,000 more.
    await sql`insert into statistics_probe (owner, at, body)
      select 1, now() - g * interval '1 second', repeat('y', 40) from generate_series(1, 40000) g`.execute(
      db,
    );
    const page = sql`select * from statistics_probe where owner = 1
      order by at desc, id desc limit 20`;
    expect(await planOf(page)).toContain('Sort');
    expect(await findStaleTables(db)).toContain('statistics_probe');

    expect(await refreshStatistics(db)).toContain('statistics_probe');

    expect(await planOf(page)).not.toContain('Sort');
    expect(await findStaleTables(db)).not.toContain('statistics_probe');
  });
});
