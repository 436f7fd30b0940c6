import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoBook } from '../areas/compose';

/** Which database the current test project runs on (vitest.config.ts sets it per project). */
export const testDatabaseKind =
  process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : ('pglite' as const);

const postgresUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** A test database; close() also drops it (PostgreSQL) or frees it (PGlite). */
export type TestDatabase = DatabaseHandle;

async function openPostgresSchema(isSeeded: boolean): Promise<TestDatabase> {
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = openPostgresDatabase(postgresUrl);
  await admin.db.schema.createSchema(schema).execute();
  const url = new URL(postgresUrl);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const database = openPostgresDatabase(url.toString());
  await migrateToLatest(database.db);
  if (isSeeded) await seedDemoBook(database.db);
  return {
    ...database,
    async close() {
      await database.close();
      await admin.db.schema.dropSchema(schema).cascade().execute();
      await admin.close();
    },
  };
}

/**
 * A migrated database of its own for a test file: PGlite loaded from the run's snapshot, or a
 * fresh schema on PostgreSQL (search_path). With the demo book unless `isSeeded` is false.
 */
export async function openTestDatabase(
  options: { isSeeded?: boolean } = {},
): Promise<TestDatabase> {
  const isSeeded = options.isSeeded ?? true;
  if (testDatabaseKind === 'postgres') return openPostgresSchema(isSeeded);
  const snapshots = inject('pgliteSnapshots');
  if (!snapshots) throw new Error('The PGlite snapshots were not prepared by global-setup');
  const tarball = await readFile(isSeeded ? snapshots.seeded : snapshots.migrated);
  return openPgliteDatabase({ loadDataDir: new Blob([tarball]) });
}
