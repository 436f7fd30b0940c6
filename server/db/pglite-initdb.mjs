// Makes an embedded database's data folder and exits: run as a child process by
// openPgliteDatabase when the folder is new, and with no argument by `npm install` (postinstall).
//
// A new folder is a copy of a pristine one, made once per PGlite version by PGlite's initdb under
// node_modules/.cache/portico/ and reused: initdb takes about 2.6 s of a fresh start on a 2-core
// machine, the copy about 0.1 s (its ~970 files copied 16 at a time; `fs.cp`, one file after
// another with a stat of each, took 0.6 s). The template is built in a folder of its own and
// renamed into place, so a start racing another (tests, two brands) sees a whole template or none.
//
// Better still, a copy of a migrated folder: running every migration on a pristine folder takes
// about 1.3 s of a fresh start. The first start on a new set of migrations migrates a pristine
// copy and then has this script keep its folder (`--keep-migrated <dataDir>`) as the migrated
// template of that set, named by a key over the migrations' files; later new folders are copies
// of it and apply no migration. A change to any migration makes a new key, so an old template is
// never served for a new set; keeping a new one removes the older sets' templates.
//
// The script answers on stdout how it made the folder: `migrated`, `pristine`, or `initdb` (the
// cache cannot be written; the folder is PGlite's initdb itself, and no template is kept).
//
// A child process, because PGlite's WebAssembly memory only grows, and initdb grows it to about
// 630 MB, which a warm open of the same folder never reaches (about 200 MB); run here, that peak
// leaves with this process instead of staying in the server's.
// Plain JavaScript, so it starts the same under tsx, the test runner, plain node and npm.
//
// Usage: `pglite-initdb.mjs` (make the pristine template), `pglite-initdb.mjs <dataDir>` (make a
// new folder), `pglite-initdb.mjs --keep-migrated <dataDir>` (keep a migrated folder as the
// template), `pglite-initdb.mjs --key [<migrationsFolder>]` (print the migration set's key),
// `pglite-initdb.mjs --templates` (print, as JSON, where the pristine and the migrated template of
// this PGlite version and migration set are kept, made or not: the one place that names them).
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * Where the templates are kept. PORTICO_TEMPLATE_CACHE moves it, for the tests of this script:
 * they remove and make templates, which they must never do to the one every other test uses.
 */
const cacheDir =
  process.env.PORTICO_TEMPLATE_CACHE || path.join(projectRoot, 'node_modules', '.cache', 'portico');

/** PGlite's own version: a template made by another version is never used. */
async function pgliteVersion() {
  let folder = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
  for (;;) {
    const manifest = await readFile(path.join(folder, 'package.json'), 'utf8').catch(() => '');
    if (manifest && JSON.parse(manifest).name === '@electric-sql/pglite') {
      return JSON.parse(manifest).version;
    }
    const parent = path.dirname(folder);
    if (parent === folder) throw new Error('@electric-sql/pglite has no package.json');
    folder = parent;
  }
}

async function initdb(dataDir) {
  const { PGlite } = await import('@electric-sql/pglite');
  const pglite = new PGlite({ dataDir });
  await pglite.waitReady;
  await pglite.close();
}

/** How many files `copyFolder` copies at once. */
const COPIES_AT_ONCE = 16;

/** Copies the folder `from` (directories and regular files: a data folder has nothing else) to `to`. */
async function copyFolder(from, to) {
  const entries = await readdir(from, { withFileTypes: true, recursive: true });
  const relative = (entry) => path.relative(from, path.join(entry.parentPath, entry.name));
  await mkdir(to, { recursive: true });
  // Parents before children: a directory's path sorts before every path inside it.
  const folders = entries
    .filter((entry) => entry.isDirectory())
    .map(relative)
    .sort();
  for (const folder of folders) await mkdir(path.join(to, folder), { recursive: true });
  const files = entries.filter((entry) => entry.isFile()).map(relative);
  let next = 0;
  const copier = async () => {
    while (next < files.length) {
      const file = files[next];
      next += 1;
      await copyFile(path.join(from, file), path.join(to, file));
    }
  };
  await Promise.all(Array.from({ length: COPIES_AT_ONCE }, copier));
}

const isMade = (folder) =>
  stat(path.join(folder, 'PG_VERSION')).then(
    () => true,
    () => false,
  );

/**
 * Puts the folder `building` (whole) at `template`. Another process that put its own there
 * first wins: its template is as good, and `building` is removed.
 */
async function placeTemplate(building, template) {
  try {
    await rename(building, template);
  } catch (error) {
    await rm(building, { recursive: true, force: true });
    if (!(await isMade(template))) throw error;
  }
}

/** The pristine template's name for this PGlite version. */
async function pristineTemplate() {
  return path.join(cacheDir, `pglite-${await pgliteVersion()}-initdb`);
}

/** The pristine data folder for this PGlite version, made when missing. */
async function ensureTemplate() {
  const template = await pristineTemplate();
  if (await isMade(template)) return template;
  await mkdir(cacheDir, { recursive: true });
  const building = `${template}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  await initdb(building);
  await placeTemplate(building, template);
  return template;
}

/** The migrations' folder; a migration is a file named as server/db/migrations/index.ts says. */
const migrationsFolder = path.join(projectRoot, 'server', 'db', 'migrations');
const migrationFile = /^\d{14}_[a-z0-9_]+\.ts$/;
/** The relative imports of a TypeScript file (`from './x'`, `from '../../shared/y'`). */
const relativeImport = /\bfrom\s+['"](\.{1,2}\/[^'"]+)['"]/g;

/** The file a relative import names, as tsx and esbuild resolve it; undefined when none. */
async function resolveImport(fromFile, specifier) {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [base, `${base}.ts`, path.join(base, 'index.ts')]) {
    const isFile = await stat(candidate).then(
      (found) => found.isFile(),
      () => false,
    );
    if (isFile) return candidate;
  }
  return undefined;
}

/**
 * The key of the migration set in `folder`: the first 16 hex digits of a sha256 over each
 * migration's name and content, by name, and over every file they import by a relative path
 * (one migration stores a constant of shared/domain: a change there changes what it stores).
 * Any change to the set, a file added, removed, renamed or edited, is a new key.
 */
async function migrationSetKey(folder = migrationsFolder) {
  const names = (await readdir(folder)).filter((name) => migrationFile.test(name)).sort();
  const hash = createHash('sha256');
  const hashed = new Set();
  const add = async (file) => {
    if (hashed.has(file)) return;
    hashed.add(file);
    const content = await readFile(file, 'utf8');
    hash.update(`${path.relative(folder, file)}\0${content}\0`);
    for (const [, specifier] of content.matchAll(relativeImport)) {
      const imported = await resolveImport(file, specifier);
      if (imported) await add(imported);
    }
  };
  for (const name of names) await add(path.join(folder, name));
  return hash.digest('hex').slice(0, 16);
}

/** The migrated template's name for this PGlite version and the current migration set. */
async function migratedTemplate() {
  return path.join(cacheDir, `pglite-${await pgliteVersion()}-migrated-${await migrationSetKey()}`);
}

/** A whole migrated template (never one being built: those end `.<pid>.tmp`). */
const migratedName = /^pglite-.+-migrated-[0-9a-f]+$/;
/** A template being built, by the process `<pid>`. */
const buildName = /^pglite-.+\.(\d+)\.tmp$/;

/** Whether the process `pid` runs (one of another user's, which may not be signalled, does). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error.code === 'EPERM';
  }
}

/**
 * Removes the templates of other migration sets (and other PGlite versions), which no start will
 * use again, and the builds whose process no longer runs (a start killed while copying): a build
 * of a running process is left to it.
 */
async function pruneCache(kept) {
  for (const name of await readdir(cacheDir)) {
    const build = buildName.exec(name);
    const isStale = build ? !isRunning(Number(build[1])) : migratedName.test(name) && name !== kept;
    if (isStale) await rm(path.join(cacheDir, name), { recursive: true, force: true });
  }
}

/**
 * Keeps the data folder `dataDir`, just migrated from a pristine copy and idle (the server ran a
 * CHECKPOINT and writes nothing until this ends), as the migrated template of the current set;
 * then prunes the cache (`pruneCache`). The pristine template stays: the next new set starts
 * from it.
 */
async function keepMigrated(dataDir) {
  const template = await migratedTemplate();
  if (!(await isMade(template))) {
    await mkdir(cacheDir, { recursive: true });
    const building = `${template}.${process.pid}.tmp`;
    await rm(building, { recursive: true, force: true });
    try {
      await copyFolder(dataDir, building);
      // The lock file of the server that holds the folder open: a copy is no server's.
      await rm(path.join(building, 'postmaster.pid'), { force: true });
    } catch (error) {
      await rm(building, { recursive: true, force: true });
      throw error;
    }
    await placeTemplate(building, template);
  }
  await pruneCache(path.basename(template));
}

/** Makes the new data folder `dataDir`; answers how (`migrated`, `pristine` or `initdb`). */
async function makeDataFolder(dataDir) {
  const migrated = await migratedTemplate().catch(() => undefined);
  if (migrated && (await isMade(migrated))) {
    try {
      await copyFolder(migrated, dataDir);
      return 'migrated';
    } catch {
      // A start on a newer migration set removed this template while it was being copied: start
      // again from the pristine one, and migrate.
      await rm(dataDir, { recursive: true, force: true });
      await mkdir(dataDir, { recursive: true });
    }
  }
  let pristine;
  try {
    pristine = await ensureTemplate();
  } catch {
    // node_modules cannot be written (a read-only install): initdb into the folder itself.
    await initdb(dataDir);
    return 'initdb';
  }
  await copyFolder(pristine, dataDir);
  return 'pristine';
}

const [argument, folder] = process.argv.slice(2);
if (!argument) {
  // npm install: a failure here must not fail the install; the first start makes the folder.
  await ensureTemplate().catch((error) => {
    process.stderr.write(`The embedded database's template was not made (${error.message}).\n`);
  });
} else if (argument === '--templates') {
  const templates = { pristine: await pristineTemplate(), migrated: await migratedTemplate() };
  process.stdout.write(`${JSON.stringify(templates)}\n`);
} else if (argument === '--key') {
  process.stdout.write(`${await migrationSetKey(folder)}\n`);
} else if (argument === '--keep-migrated') {
  if (!folder) throw new Error('--keep-migrated needs the data folder to keep');
  await keepMigrated(folder);
} else {
  process.stdout.write(`${await makeDataFolder(argument)}\n`);
}
