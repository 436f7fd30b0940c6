import { execFile } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql, type Kysely } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { projectRoot } from '../project-root';
import { migrateAtStart } from '../startup-checks';
import { testDatabaseKind } from '../test/test-database';
import { pgliteTemplates } from './data-folder';
import { openPgliteDatabase } from './database';
import type { Database } from './schema';

const run = promisify(execFile);
const script = path.join(projectRoot, 'server', 'db', 'pglite-initdb.mjs');

/** The key the child gives the migration set in `folder` (the project's migrations when omitted). */
async function keyOf(folder?: string): Promise<string> {
  const { stdout } = await run(process.execPath, [script, '--key', ...(folder ? [folder] : [])]);
  return stdout.trim();
}

/** The project's migrations, by file name as server/db/migrations/index.ts finds them. */
async function migrationCount(): Promise<number> {
  const names = await readdir(path.join(projectRoot, 'server', 'db', 'migrations'));
  return names.filter((name) => /^\d{14}_[a-z0-9_]+\.ts$/.test(name)).length;
}

/**
 * Runs `work` with a template cache of its own (PORTICO_TEMPLATE_CACHE, which the child that
 * makes folders inherits) holding a copy of the real pristine template, and a scratch folder:
 * these tests remove and make templates, never in the cache every other test uses.
 */
async function withOwnCache(
  work: (place: { cache: string; scratch: string; pristine: string }) => Promise<void>,
): Promise<void> {
  // With no folder named (npm install's postinstall), only the real pristine template is made.
  await run(process.execPath, [script]);
  const real = (await pgliteTemplates()).pristine;
  const pristine = path.basename(real);
  const scratch = await mkdtemp(path.join(tmpdir(), 'portico-template-'));
  const cache = path.join(scratch, 'cache');
  await cp(real, path.join(cache, pristine), { recursive: true });
  const before = process.env.PORTICO_TEMPLATE_CACHE;
  process.env.PORTICO_TEMPLATE_CACHE = cache;
  try {
    await work({ cache, scratch, pristine });
  } finally {
    if (before === undefined) delete process.env.PORTICO_TEMPLATE_CACHE;
    else process.env.PORTICO_TEMPLATE_CACHE = before;
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Whether a table exists (to_regclass is null when it does not). */
async function hasTable(db: Kysely<Database>, name: string): Promise<boolean> {
  const seen = await sql<{ name: string | null }>`
    select to_regclass(${name})::text as name`.execute(db);
  return seen.rows[0]?.name !== null;
}

/**
 * What a migrated database holds: its columns, indexes and constraints, and each table's rows
 * (a count and a digest of the rows as text, the migrations' own bookkeeping included).
 */
async function contentOf(db: Kysely<Database>) {
  const columns = await sql<Record<string, unknown>>`
    select table_name, column_name, data_type, is_nullable, column_default
    from information_schema.columns where table_schema = 'public'
    order by table_name, ordinal_position`.execute(db);
  const indexes = await sql<Record<string, unknown>>`
    select indexname, indexdef from pg_indexes where schemaname = 'public'
    order by indexname`.execute(db);
  const constraints = await sql<Record<string, unknown>>`
    select conname, pg_get_constraintdef(oid) as definition from pg_constraint
    where connamespace = 'public'::regnamespace order by conname, definition`.execute(db);
  const tables = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const rows: Record<string, unknown> = {};
  for (const { name } of tables.rows) {
    const { rows: found } = await sql<{ count: number; digest: string }>`
      select count(*)::int as count, md5(coalesce(string_agg(t::text, ',' order by t::text), ''))
        as digest
      from ${sql.table(name)} t`.execute(db);
    rows[name] = found[0];
  }
  return {
    columns: columns.rows,
    indexes: indexes.rows,
    constraints: constraints.rows,
    rows,
  };
}

describe.skipIf(testDatabaseKind !== 'pglite')('a new embedded data folder', () => {
  it(
    'is a copy of the pristine template, its own files, and opens as a database',
    async () => {
      await withOwnCache(async ({ cache, scratch, pristine }) => {
        const [first, second] = [path.join(scratch, 'first'), path.join(scratch, 'second')];
        await stat(path.join(cache, pristine, 'PG_VERSION'));
        const one = await openPgliteDatabase({ dataDir: first });
        const two = await openPgliteDatabase({ dataDir: second });
        try {
          expect([one.madeFrom, two.madeFrom]).toEqual(['pristine', 'pristine']);
          await sql`create table only_here (id int)`.execute(one.db);
          expect(await hasTable(two.db, 'only_here')).toBe(false);
        } finally {
          await one.close();
          await two.close();
        }
        // The template is left pristine: nothing written to a copy reaches it.
        const copy = await openPgliteDatabase({ dataDir: path.join(scratch, 'third') });
        try {
          expect(copy.madeFrom).toBe('pristine');
          expect(await hasTable(copy.db, 'only_here')).toBe(false);
        } finally {
          await copy.close();
        }
        // A folder already made is opened as it is.
        const again = await openPgliteDatabase({ dataDir: first });
        try {
          expect(again.madeFrom).toBeUndefined();
          expect(await hasTable(again.db, 'only_here')).toBe(true);
        } finally {
          await again.close();
        }
        // Only migrating keeps a migrated template.
        expect(await readdir(cache)).toEqual([pristine]);
      });
    },
    // The real template may not exist yet on a fresh machine: initdb then takes a few seconds.
    60_000,
  );

  it('once migrated from the pristine template, is kept as the migrated template the next new folder copies', async () => {
    await withOwnCache(async ({ cache, scratch, pristine }) => {
      const version = /^pglite-(.+)-initdb$/.exec(pristine)?.[1] as string;
      const migrated = path.basename((await pgliteTemplates()).migrated);
      expect(migrated).toBe(`pglite-${version}-migrated-${await keyOf()}`);
      // An older migration set's template, never served for this set and removed once this
      // set's is kept; a build whose process is gone (above Linux's largest pid), removed too;
      // and a build of a running process (this one), left to it.
      const older = `pglite-${version}-migrated-0123456789abcdef`;
      await cp(path.join(cache, pristine), path.join(cache, older), { recursive: true });
      await mkdir(path.join(cache, `${migrated}.4194305.tmp`));
      const building = `${migrated}.${process.pid}.tmp`;
      await mkdir(path.join(cache, building));

      const log = { warn: vi.fn() };
      const first = await openPgliteDatabase({ dataDir: path.join(scratch, 'first') });
      let firstContent;
      try {
        expect(first.madeFrom).toBe('pristine');
        const applied = await migrateAtStart(first, 'the first folder', log);
        expect(applied).toHaveLength(await migrationCount());
        expect(log.warn).not.toHaveBeenCalled();
        expect((await readdir(cache)).sort()).toEqual([building, pristine, migrated].sort());
        // The open server's lock file is left out of the template.
        await expect(stat(path.join(cache, migrated, 'postmaster.pid'))).rejects.toThrow();
        firstContent = await contentOf(first.db);
      } finally {
        await first.close();
      }

      const second = await openPgliteDatabase({ dataDir: path.join(scratch, 'second') });
      try {
        expect(second.madeFrom).toBe('migrated');
        expect(await migrateAtStart(second, 'the second folder', log)).toEqual([]);
        expect(await contentOf(second.db)).toEqual(firstContent);
        // A copy's writes are its own: the template stays as it was migrated.
        await sql`create table only_here (id int)`.execute(second.db);
      } finally {
        await second.close();
      }
      const third = await openPgliteDatabase({ dataDir: path.join(scratch, 'third') });
      try {
        expect(third.madeFrom).toBe('migrated');
        expect(await hasTable(third.db, 'only_here')).toBe(false);
        expect(await contentOf(third.db)).toEqual(firstContent);
      } finally {
        await third.close();
      }
      expect(log.warn).not.toHaveBeenCalled();
    });
  }, 60_000);

  it('a template that cannot be kept is a warning, and the start goes on migrated', async () => {
    await withOwnCache(async ({ cache, scratch, pristine }) => {
      const log = { warn: vi.fn() };
      const database = await openPgliteDatabase({ dataDir: path.join(scratch, 'folder') });
      try {
        expect(database.madeFrom).toBe('pristine');
        // The cache is now somewhere no folder can be made: under a file.
        await writeFile(path.join(scratch, 'file'), '');
        process.env.PORTICO_TEMPLATE_CACHE = path.join(scratch, 'file', 'cache');
        const applied = await migrateAtStart(database, 'the folder', log);
        expect(applied).toHaveLength(await migrationCount());
        expect(log.warn).toHaveBeenCalledOnce();
        expect(log.warn.mock.calls[0]?.[1]).toMatch(/not kept as a template/);
        expect(await hasTable(database.db, 'ledger_entry')).toBe(true);
      } finally {
        await database.close();
      }
      expect(await readdir(cache)).toEqual([pristine]);
    });
  }, 60_000);

  it('the migration set key changes with any migration, and with what one imports', async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), 'portico-key-'));
    const folder = path.join(scratch, 'migrations');
    const write = (name: string, content: string) => writeFile(path.join(folder, name), content);
    try {
      await mkdir(folder);
      await mkdir(path.join(scratch, 'shared'));
      await writeFile(path.join(scratch, 'shared', 'a.ts'), 'export const A = 1;\n');
      await write('20260101000000_create_a.ts', "import { A } from '../shared/a';\nexport {};\n");
      await write('20260102000000_create_b.ts', 'export {};\n');
      const keys = [await keyOf(folder)];
      expect(keys[0]).toMatch(/^[0-9a-f]{16}$/);
      // Files that are not migrations (a test, the index, notes) leave the key.
      await write('20260101000000_create_a.test.ts', 'test');
      await write('index.ts', 'export {};\n');
      await write('README.md', 'notes');
      expect(await keyOf(folder)).toBe(keys[0]);
      // A migration edited, one added, one renamed, a file one imports edited: new keys each.
      await write('20260102000000_create_b.ts', 'export {}; // edited\n');
      keys.push(await keyOf(folder));
      await write('20260103000000_create_c.ts', 'export {};\n');
      keys.push(await keyOf(folder));
      await rm(path.join(folder, '20260103000000_create_c.ts'));
      await write('20260103000000_create_d.ts', 'export {};\n');
      keys.push(await keyOf(folder));
      await writeFile(path.join(scratch, 'shared', 'a.ts'), 'export const A = 2;\n');
      keys.push(await keyOf(folder));
      expect(new Set(keys).size).toBe(keys.length);
      // The project's own set is keyed over the migrations folder.
      expect(await keyOf()).toBe(await keyOf(path.join(projectRoot, 'server', 'db', 'migrations')));
    } finally {
      await rm(scratch, { recursive: true, force: true });
    }
  });
});
