import { execFile } from 'node:child_process';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root';
import { testDatabaseKind } from '../test/test-database';
import { openPgliteDatabase } from './database';

const run = promisify(execFile);
const script = path.join(projectRoot, 'server', 'db', 'pglite-initdb.mjs');
const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'portico');

/** The templates in the cache folder, by name (only whole ones: a build in progress ends .tmp). */
async function templates(): Promise<string[]> {
  const names = await readdir(cacheDir).catch(() => []);
  return names.filter((name) => /^pglite-.+-initdb$/.test(name));
}

describe.skipIf(testDatabaseKind !== 'pglite')('a new embedded data folder', () => {
  it(
    'is a copy of the pristine template, its own files, and opens as a database',
    async () => {
      const parent = await mkdtemp(path.join(tmpdir(), 'portico-template-'));
      const [first, second] = [path.join(parent, 'first'), path.join(parent, 'second')];
      try {
        // With no folder named (npm install's postinstall), only the template is made.
        await run(process.execPath, [script]);
        const [template] = await templates();
        expect(template).toBeDefined();
        await stat(path.join(cacheDir, template as string, 'PG_VERSION'));

        const one = await openPgliteDatabase({ dataDir: first });
        const two = await openPgliteDatabase({ dataDir: second });
        try {
          await sql`create table only_here (id int)`.execute(one.db);
          const seen = await sql<{ name: string | null }>`
            select to_regclass('only_here')::text as name`.execute(two.db);
          expect(seen.rows[0]?.name).toBeNull();
        } finally {
          await one.close();
          await two.close();
        }
        // The template is left pristine: nothing written to a copy reaches it.
        const copy = await openPgliteDatabase({ dataDir: path.join(parent, 'third') });
        try {
          const seen = await sql<{ name: string | null }>`
            select to_regclass('only_here')::text as name`.execute(copy.db);
          expect(seen.rows[0]?.name).toBeNull();
        } finally {
          await copy.close();
        }
        expect(await templates()).toEqual([template]);
      } finally {
        await rm(parent, { recursive: true, force: true });
      }
    },
    // The template may not exist yet on a fresh machine: initdb then takes a few seconds.
    60_000,
  );
});
