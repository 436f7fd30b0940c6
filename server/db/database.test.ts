import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, testDatabaseKind, type TestDatabase } from '../test/test-database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations/index';

let database: TestDatabase;

beforeAll(async () => {
  database = await openTestDatabase({ isSeeded: false });
});

afterAll(async () => {
  await database.close();
});

describe('migrations', () => {
  it('are all applied, and a second run applies nothing', async () => {
    expect(await migrateToLatest(database.db)).toEqual([]);
    const applied = await sql<{
      name: string;
    }>`select name from kysely_migration order by name`.execute(database.db);
    expect(applied.rows.map((row) => row.name)).toEqual(Object.keys(migrations));
  });

  // These two change the migrator's tables: each on a database of its own.
  it('are read, not locked, when every one is applied: the lock table is not made again', async () => {
    const own = await openTestDatabase({ isSeeded: false });
    try {
      await sql`drop table kysely_migration_lock`.execute(own.db);
      expect(await migrateToLatest(own.db)).toEqual([]);
      const { rows } = await sql<{
        lockTable: string | null;
      }>`select to_regclass('kysely_migration_lock')::text as lock_table`.execute(own.db);
      expect(rows[0]?.lockTable).toBeNull();
    } finally {
      await own.close();
    }
  });

  it('one missing from the table: the migrator runs it again', async () => {
    const own = await openTestDatabase({ isSeeded: false });
    try {
      const last = Object.keys(migrations).at(-1) ?? '';
      await sql`delete from kysely_migration where name = ${last}`.execute(own.db);
      // The migration's tables are there already, so running it again fails, naming it.
      await expect(migrateToLatest(own.db)).rejects.toThrow(`Migration ${last} failed`);
    } finally {
      await own.close();
    }
  });

  it('are named by timestamp and listed in order', () => {
    const names = Object.keys(migrations);
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
    expect([...names].sort()).toEqual(names);
  });
});

describe('type parsing (identical on PGlite and PostgreSQL)', () => {
  it('reads int8 as number, numeric as exact string, timestamptz as Date, date as text', async () => {
    const { rows } = await sql<{
      big: unknown;
      money: unknown;
      tiny: unknown;
      at: unknown;
      day: unknown;
    }>`select
        9007199254740991::int8 as big,
        12345678901234567890.123456789012::numeric as money,
        0.1::numeric(10,4) as tiny,
        '2026-03-04T05:06:07.891Z'::timestamptz as at,
        '2026-03-04'::date as day`.execute(database.db);
    expect(rows[0]).toEqual({
      big: 9007199254740991,
      money: '12345678901234567890.123456789012',
      tiny: '0.1000',
      at: new Date('2026-03-04T05:06:07.891Z'),
      day: '2026-03-04',
    });
  });

  it('round-trips parameters of those types', async () => {
    const at = new Date('2026-11-21T08:30:00.123Z');
    const { rows } = await sql<{ big: unknown; money: unknown; at: unknown; day: unknown }>`select
        ${42}::int8 as big, ${'0.30'}::numeric as money, ${at}::timestamptz as at,
        ${'2026-02-28'}::date as day`.execute(database.db);
    expect(rows[0]).toEqual({ big: 42, money: '0.30', at, day: '2026-02-28' });
  });

  it('refuses an int8 beyond Number.MAX_SAFE_INTEGER rather than rounding it', async () => {
    await expect(sql`select 9007199254740993::int8 as big`.execute(database.db)).rejects.toThrow(
      'outside the safe integer range',
    );
    // The connection stays usable after the refusal.
    const { rows } = await sql<{ one: number }>`select 1::int8 as one`.execute(database.db);
    expect(rows[0]?.one).toBe(1);
  });

  it('reads generated int8 ids as numbers through the CamelCasePlugin', async () => {
    const row = await database.db
      .insertInto('account')
      .values({
        accountCode: 'T00001',
        source: 'gateway',
        role: 'user',
        status: 'active',
        passwordHash: 'x',
        passwordChangedAt: new Date(),
        mustChangePassword: false,
        agreementConfirmed: true,
        twoFactor: null,
        totpSecret: null,
        displayName: 'Type Test',
        email: null,
        mobile: null,
      })
      .returning(['id', 'accountCode', 'createdAt'])
      .executeTakeFirstOrThrow();
    expect(typeof row.id).toBe('number');
    expect(row.accountCode).toBe('T00001');
    expect(row.createdAt).toBeInstanceOf(Date);
  });
});

describe('transactions', () => {
  it('hold the connection: a rolled-back write is invisible and others wait their turn', async () => {
    const code = 'T00002';
    const attempt = database.db.transaction().execute(async (trx) => {
      await sql`insert into account (account_code, source, role, status, password_hash,
        password_changed_at, display_name) values (${code}, 'gateway', 'user', 'active', 'x',
        now(), 'Rollback')`.execute(trx);
      throw new Error('roll back');
    });
    const outside = database.db
      .selectFrom('account')
      .select('id')
      .where('accountCode', '=', code)
      .execute();
    await expect(attempt).rejects.toThrow('roll back');
    expect(await outside).toEqual([]);
  });

  it.runIf(testDatabaseKind === 'pglite')(
    "refuse on PGlite a statement on the pool from inside a transaction's body, which would wait for ever",
    async () => {
      const nested = database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        return database.db.selectFrom('account').select('id').limit(1).execute();
      });
      await expect(nested).rejects.toThrow(/inside an open transaction's body/);
      // The connection is free again: the next statement runs (on whatever rows other tests left).
      expect(await sql<{ one: number }>`select 1 as one`.execute(database.db)).toMatchObject({
        rows: [{ one: 1 }],
      });
      // A promise the body left behind may use the pool once the transaction has ended.
      let later: Promise<unknown> = Promise.resolve();
      await database.db.transaction().execute(async (trx) => {
        await sql`select 1`.execute(trx);
        later = new Promise((resolve) => setTimeout(resolve, 10)).then(() =>
          sql<{ one: number }>`select 1 as one`.execute(database.db),
        );
      });
      expect(await later).toMatchObject({ rows: [{ one: 1 }] });
    },
  );
});
