import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openPostgresDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoBook } from '../areas/compose';

/** The PostgreSQL server the server tests run on (CI sets TEST_DATABASE_URL). */
export const testPostgresUrl =
  process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/** The run's two template databases: migrated, and migrated with the demo book. */
export type PostgresTemplates = { migrated: string; seeded: string };

/** The URL of database `name` on the test server. */
export function postgresUrlOf(name: string): string {
  const url = new URL(testPostgresUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** A fresh database name for this run (lower case, so it needs no quoting). */
export function testDatabaseName(prefix: string): string {
  return `${prefix}_${randomBytes(6).toString('hex')}`;
}

/**
 * Migrates (and seeds) two template databases once per run: a test file's database is then a
 * copy (`create database ... template`, tens of milliseconds) instead of its own migration and
 * demo book (over a second each).
 */
export async function createPostgresTemplates(): Promise<PostgresTemplates> {
  const templates = {
    migrated: testDatabaseName('portico_tpl_migrated'),
    seeded: testDatabaseName('portico_tpl_seeded'),
  };
  const admin = openPostgresDatabase(testPostgresUrl);
  try {
    for (const name of [templates.migrated, templates.seeded]) {
      await sql`create database ${sql.id(name)}`.execute(admin.db);
      const template = openPostgresDatabase(postgresUrlOf(name));
      try {
        await migrateToLatest(template.db);
        if (name === templates.seeded) await seedDemoBook(template.db);
      } finally {
        await template.close();
      }
    }
  } finally {
    await admin.close();
  }
  return templates;
}

/** Drops databases of this run, whoever is still connected. */
export async function dropPostgresDatabases(names: readonly string[]): Promise<void> {
  const admin = openPostgresDatabase(testPostgresUrl);
  try {
    for (const name of names) {
      await sql`drop database if exists ${sql.id(name)} with (force)`.execute(admin.db);
    }
  } finally {
    await admin.close();
  }
}
