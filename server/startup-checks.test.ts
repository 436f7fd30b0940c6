import { spawnSync } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, stat, truncate, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countBookRows } from './backoffice/core/books/ledger.repository';
import { DatabaseRefusedError } from './db/data-folder';
import { databasePlace, openPgliteDatabase } from './db/database';
import type { Database } from './db/schema';
import { checkBooksAtStart, migrateAtStart, prepareBooksAtStart } from './startup-checks';
import { openTestDatabase, testDatabaseKind } from './test/test-database';

/**
 * Issue "Trust" §4: a damaged embedded data folder is noticed at start. main.ts opens the
 * folder, migrates (migrateAtStart) and checks the books before the demo seed
 * (prepareBooksAtStart); each test damages a copy of one seeded folder as a disk or an operator
 * would, then starts on it the same way.
 */

/** Ledger entries are immutable (a trigger refuses DELETE); a loss goes around it. */
async function deleteAround(db: Kysely<Database>, ...statements: RawBuilder<unknown>[]) {
  await db.connection().execute(async (connection) => {
    await sql`set session_replication_role = replica`.execute(connection);
    for (const statement of statements) await statement.execute(connection);
    await sql`set session_replication_role = origin`.execute(connection);
  });
}

describe('the books at start, on the test database', () => {
  it('pass when they tie out, and are refused once entries are lost', async () => {
    const database = await openTestDatabase();
    try {
      await expect(checkBooksAtStart(database.db, 'the test database')).resolves.toBeUndefined();
      await deleteAround(
        database.db,
        sql`delete from ledger_entry where id in (select id from ledger_entry order by id limit 3)`,
      );
      const refusal = checkBooksAtStart(database.db, 'the test database');
      await expect(refusal).rejects.toBeInstanceOf(DatabaseRefusedError);
      await expect(refusal).rejects.toThrow(
        /^The books in the test database do not tie out: \d+ balances differ from their entries \(/,
      );
    } finally {
      await database.close();
    }
  });
});

/** The data folder under DATA_DIR `root`, as main.ts names it. */
const folderOf = (root: string) => path.join(root, 'pglite');
const placeOf = (root: string) => databasePlace({ databaseUrl: null, dataDir: root });

/** Starts on DATA_DIR `root` as main.ts does in demo mode; answers what the seed loaded. */
async function startOn(root: string) {
  const database = await openPgliteDatabase({ dataDir: folderOf(root) });
  try {
    await migrateAtStart(database, placeOf(root));
    return await prepareBooksAtStart(database.db, {
      place: placeOf(root),
      isDemo: true,
      now: new Date(),
    });
  } finally {
    await database.close();
  }
}

/** Opens the folder under `root` for a look (or an operator's statement) and closes it. */
async function onFolder<T>(root: string, work: (db: Kysely<Database>) => Promise<T>): Promise<T> {
  const database = await openPgliteDatabase({ dataDir: folderOf(root) });
  try {
    return await work(database.db);
  } finally {
    await database.close();
  }
}

const relationFile = async (db: Kysely<Database>, table: string) =>
  (await sql<{ file: string }>`select pg_relation_filepath(${table}::regclass) as file`.execute(db))
    .rows[0]?.file ?? '';

describe.runIf(testDatabaseKind === 'pglite')('a damaged embedded data folder', () => {
  let scratch: string;
  let seeded: string;
  let files: { ledgerAccount: string; ledgerEntry: string };

  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), 'portico-startup-'));
    seeded = path.join(scratch, 'seeded');
    expect(await startOn(seeded)).toMatchObject({ accounts: expect.any(Number) as number });
    files = await onFolder(seeded, async (db) => ({
      ledgerAccount: await relationFile(db, 'ledger_account'),
      ledgerEntry: await relationFile(db, 'ledger_entry'),
    }));
  });

  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  /** A copy of the seeded DATA_DIR of the test's own. */
  let copies = 0;
  async function copyOfSeeded(): Promise<string> {
    copies += 1;
    const root = path.join(scratch, `copy-${copies}`);
    await cp(seeded, root, { recursive: true });
    return root;
  }

  const counts = (root: string) => onFolder(root, countBookRows);

  /** Expects the start on `root` refused in one line naming its folder, matching `reason`. */
  async function expectRefused(root: string, reason: RegExp) {
    const error = await startOn(root).then(
      () => new Error('the start was not refused'),
      (refusal: unknown) => refusal,
    );
    expect(error).toBeInstanceOf(DatabaseRefusedError);
    const message = (error as Error).message;
    expect(message).toContain(folderOf(root));
    expect(message).not.toContain('\n');
    expect(message).toMatch(reason);
  }

  it('a healthy folder starts again, its book kept as it is (no second seeding)', async () => {
    const root = await copyOfSeeded();
    const before = await counts(root);
    expect(before.ledgerEntries).toBeGreaterThan(0);
    expect(await startOn(root)).toBeNull();
    expect(await counts(root)).toEqual(before);
  });

  it('entries deleted: refused, and nothing is seeded over the loss', async () => {
    const root = await copyOfSeeded();
    await onFolder(root, (db) =>
      deleteAround(db, sql`delete from ledger_entry where reason = 'deposit'`),
    );
    const damaged = await counts(root);
    await expectRefused(root, /do not tie out: \d+ balances differ from their entries/);
    expect(await counts(root)).toEqual(damaged);
  });

  it('every ledger row deleted while the accounts stay: refused, not seeded again', async () => {
    const root = await copyOfSeeded();
    await onFolder(root, (db) =>
      deleteAround(db, sql`delete from ledger_entry`, sql`delete from ledger_account`),
    );
    await expectRefused(root, /books in .* are empty while \d+ accounts are there/);
    expect(await counts(root)).toMatchObject({ ledgerAccounts: 0, ledgerEntries: 0 });
  });

  it('the ledger accounts file zeroed: PGlite reads no row, and the dangling entries refuse it', async () => {
    const root = await copyOfSeeded();
    const file = path.join(folderOf(root), files.ledgerAccount);
    await writeFile(file, Buffer.alloc((await stat(file)).size));
    // The balance checks join entries to their accounts: with the accounts gone, both pass.
    await expectRefused(root, /\d+ ledger entries have lost their ledger account/);
    expect(await counts(root)).toMatchObject({ ledgerAccounts: 0 });
  });

  it('the ledger entries file truncated: refused, balances without their entries', async () => {
    const root = await copyOfSeeded();
    await truncate(path.join(folderOf(root), files.ledgerEntry), 0);
    await expectRefused(root, /balances differ from their entries/);
    expect(await counts(root)).toMatchObject({ ledgerEntries: 0 });
  });

  it('a page of the entries overwritten: the books cannot be read, refused', async () => {
    const root = await copyOfSeeded();
    const file = path.join(folderOf(root), files.ledgerEntry);
    const page = await readFile(file);
    page.fill(0x41, 100, 3000);
    await writeFile(file, page);
    await expectRefused(
      root,
      /cannot be read \(invalid page in block 0 .*\): its files are damaged/,
    );
  });

  it('PG_VERSION lost: refused, where PGlite would start an empty database over the files', async () => {
    const root = await copyOfSeeded();
    await rm(path.join(folderOf(root), 'PG_VERSION'));
    await expectRefused(root, /is damaged: it holds files but no PG_VERSION/);
    await expect(stat(path.join(folderOf(root), 'PG_VERSION'))).rejects.toThrow();
  });

  it('pg_control zeroed: PGlite cannot open it, and the line says the files are damaged', async () => {
    const root = await copyOfSeeded();
    const control = path.join(folderOf(root), 'global', 'pg_control');
    await writeFile(control, Buffer.alloc((await stat(control)).size));
    await expectRefused(root, /could not be opened \(.+\): its files are damaged/);
  });

  it('in use by another process: refused; a lock its process left behind is taken over', async () => {
    const root = await copyOfSeeded();
    const lock = `${folderOf(root)}.lock`;
    await writeFile(lock, `${process.ppid}\n`);
    await expectRefused(root, new RegExp(`is in use by another process \\(pid ${process.ppid}\\)`));
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    await writeFile(lock, `${gone}\n`);
    expect(await startOn(root)).toBeNull();
    await expect(stat(lock)).rejects.toThrow();
  });

  it('opened twice in one process: the second open is refused until the first closes', async () => {
    const root = await copyOfSeeded();
    await onFolder(root, async () => {
      await expectRefused(root, /is in use by another process \(pid \d+, this one\)/);
    });
    expect(await startOn(root)).toBeNull();
  });

  it('the migrations table zeroed: migrating is refused in one line naming the folder', async () => {
    const root = await copyOfSeeded();
    const file = await onFolder(root, (db) => relationFile(db, 'kysely_migration'));
    const migrations = path.join(folderOf(root), file);
    await writeFile(migrations, Buffer.alloc((await stat(migrations)).size));
    await expectRefused(
      root,
      /could not be migrated \(Migration \w+ failed: .+\): its files may be damaged/,
    );
  });
});
