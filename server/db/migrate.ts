import { Migrator, type Kysely, type MigrationResult } from 'kysely';
import { migrations } from './migrations/index';
import type { Database } from './schema';

/**
 * Brings the schema to the latest migration; a no-op when it is already there. Kysely takes a
 * lock, so two processes starting together on one PostgreSQL migrate once.
 */
export async function migrateToLatest(db: Kysely<Database>): Promise<readonly MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error) {
    const failed = results.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed`, { cause: error });
  }
  return results;
}
