import { Migrator, sql, type Kysely, type MigrationResult, type MigrationResultSet } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * The migrator of `db`. Its bookkeeping tables live in the current schema: left unqualified,
 * Kysely would take another schema's for its own (two schemas of one database, as the PostgreSQL
 * tests use, would then collide).
 */
async function migratorOf(db: Kysely<Database>): Promise<Migrator> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
}

/**
 * Brings the schema to the latest migration; a no-op when it is already there. Kysely takes a
 * lock, so two processes starting together on one PostgreSQL migrate once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<readonly MigrationResult[]> {
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
