import { readFile } from 'node:fs/promises';
import { sql } from 'kysely';
import { inject } from 'vitest';
import { openPgliteDatabase, openPostgresDatabase, type DatabaseHandle } from '../db/database';
import {
  dropPostgresDatabases,
  postgresUrlOf,
  testDatabaseName,
  testPostgresUrl,
} from './postgres-templates';

/** Which database the current test project runs on (vitest.config.ts sets it per project). */
export const testDatabaseKind =
  process.env.TEST_DATABASE_KIND === 'postgres' ? 'postgres' : ('pglite' as const);

/**
 * A test database; close() also drops it (PostgreSQL) or frees it (PGlite). `url` is the
 * PostgreSQL database's own address, for a test that opens a second pool or process on it.
 */
export type TestDatabase = DatabaseHandle & { url?: string };

async function openPostgresCopy(isSeeded: boolean): Promise<TestDatabase> {
  const templates = inject('postgresTemplates');
  if (!templates) throw new Error('The PostgreSQL templates were not prepared by global-setup');
  const name = testDatabaseName('portico_test');
  const admin = openPostgresDatabase(testPostgresUrl);
  try {
    const template = isSeeded ? templates.seeded : templates.migrated;
    await sql`create database ${sql.id(name)} template ${sql.id(template)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  const url = postgresUrlOf(name);
  const database = openPostgresDatabase(url);
  return {
    ...database,
    url,
    async close() {
      await database.close();
      await dropPostgresDatabases([name]);
    },
  };
}

/**
 * A migrated database of its own for a test file: PGlite loaded from the run's snapshot, or a
 * copy of the run's template database on PostgreSQL. With the demo book unless `isSeeded` is
 * false.
 */
export async function openTestDatabase(
  options: { isSeeded?: boolean } = {},
): Promise<TestDatabase> {
  const isSeeded = options.isSeeded ?? true;
  if (testDatabaseKind === 'postgres') return openPostgresCopy(isSeeded);
  const snapshots = inject('pgliteSnapshots');
  if (!snapshots) throw new Error('The PGlite snapshots were not prepared by global-setup');
  const tarball = await readFile(isSeeded ? snapshots.seeded : snapshots.migrated);
  return openPgliteDatabase({ loadDataDir: new Blob([tarball]) });
}
