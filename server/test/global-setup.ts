import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openPgliteDatabase } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { seedDemoBook } from '../areas/compose';
import {
  createPostgresTemplates,
  dropPostgresDatabases,
  type PostgresTemplates,
} from './postgres-templates';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Tarballs of a migrated PGlite data directory, without and with the demo book. */
    pgliteSnapshots: { migrated: string; seeded: string } | null;
    /** The template databases a PostgreSQL run copies for each test file. */
    postgresTemplates: PostgresTemplates | null;
  }
}

/**
 * Prepares the server tests' database once per run: creating and migrating a PGlite costs seconds
 * and most of a gigabyte, so each test file loads these dumped data directories instead. A
 * PostgreSQL run makes two template databases the same way, and each test file copies one.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env.TEST_DATABASE_KIND === 'postgres') {
    const templates = await createPostgresTemplates();
    project.provide('pgliteSnapshots', null);
    project.provide('postgresTemplates', templates);
    return () => dropPostgresDatabases([templates.migrated, templates.seeded]);
  }
  project.provide('postgresTemplates', null);
  const directory = await mkdtemp(path.join(tmpdir(), 'portico-test-'));
  const database = await openPgliteDatabase();
  const snapshot = async (name: string) => {
    const file = path.join(directory, `${name}.tar`);
    const dump = await database.pglite.dumpDataDir('none');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    return file;
  };
  try {
    await migrateToLatest(database.db);
    const migrated = await snapshot('migrated');
    await seedDemoBook(database.db);
    project.provide('pgliteSnapshots', { migrated, seeded: await snapshot('seeded') });
  } finally {
    await database.close();
  }
  return () => rm(directory, { recursive: true, force: true });
}
