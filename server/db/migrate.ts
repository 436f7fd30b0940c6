import { Migrator, sql, type Kysely, type MigrationResult, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * The migrator of `db`. Its bookkeeping tables live in the current schema: left unqualified,
 * Kysely would take another schema's for its own (two schemas of one database, as the PostgreSQL
 * tests use, would then collide).
 */
async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: await currentSchema(db),
  });
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]?.schema ?? 'public';
}

/**
 * Whether the database has applied exactly the migrations of this build, read from the migrator's
 * table in the current schema (another schema's is another database's, as for the migrator).
 * Kysely's migrator answers the same in about 0.7 s on the embedded database (it introspects the
 * catalog for its tables and takes its lock first): most of a warm start's time after the open.
 * A missing or unreadable table answers false, and the migrator has the last word.
 */
async function isUpToDate(db: Kysely<Database>): Promise<boolean> {
  const names = Object.keys(migrations);
  try {
    const table = sql.id(await currentSchema(db), 'kysely_migration');
    const { rows } = await sql<{ name: string }>`select name from ${table}`.execute(db);
    // Sorted as the list is (migrations/index.ts), not by the database's collation.
    const applied = rows.map((row) => row.name).sort();
    return applied.length === names.length && applied.every((name, at) => name === names[at]);
  } catch {
    return false;
  }
}

/**
 * Brings the schema to the latest migration; a no-op when it is already there. Kysely takes a
 * lock, so two processes starting together on one PostgreSQL migrate once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<readonly MigrationResult[]> {
  if (await isUpToDate(db)) return [];
  return outcomeOf(await (await migratorOf(db)).migrateToLatest());
}

/**
 * Brings the schema to migration `name`, up or down (a test of a migration's data migrates to the
 * one before it, adds rows as they were, then migrates on).
 */
export async function migrateTo(
  db: Kysely<Database>,
  name: string,
): Promise<readonly MigrationResult[]> {
  return outcomeOf(await (await migratorOf(db)).migrateTo(name));
}

function outcomeOf({ error, results = [] }: MigrationResultSet): readonly MigrationResult[] {
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}
