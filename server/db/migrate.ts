import { Migrator, sql, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration; a no-op when it is already there. Kysely takes a
 * lock, so two processes starting together on one PostgreSQL migrate once. The bookkeeping tables
 * live in the current schema: left unqualified, Kysely would take another schema's for its own
 * (two schemas of one database, as the PostgreSQL tests use, would then collide).
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<readonly MigrationResult[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    migrationTableSchema: rows[0]?.schema ?? 'public',
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}
