// Makes an embedded database's data folder and exits: run as a child process by
// openPgliteDatabase when the folder is new, and with no argument by `npm install` (postinstall).
//
// A new folder is a copy of a pristine one, made once per PGlite version by PGlite's initdb under
// node_modules/.cache/portico/ and reused: initdb takes about 2.6 s of a fresh start on a 2-core
// machine, the copy about 0.1 s (its ~970 files copied 16 at a time; `fs.cp`, one file after
// another with a stat of each, took 0.6 s). The template is built in a folder of its own and
// renamed into place, so a start racing another (tests, two brands) sees a whole template or none.
//
// A child process, because PGlite's WebAssembly memory only grows, and initdb grows it to about
// 630 MB, which a warm open of the same folder never reaches (about 200 MB); run here, that peak
// leaves with this process instead of staying in the server's.
// Plain JavaScript, so it starts the same under tsx, the test runner, plain node and npm.
import { copyFile, mkdir, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

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

/** The pristine data folder for this PGlite version, made when missing. */
async function ensureTemplate() {
  const cacheDir = path.join(projectRoot, 'node_modules', '.cache', 'portico');
  const template = path.join(cacheDir, `pglite-${await pgliteVersion()}-initdb`);
  if (await isMade(template)) return template;
  await mkdir(cacheDir, { recursive: true });
  const building = `${template}.${process.pid}.tmp`;
  await rm(building, { recursive: true, force: true });
  await initdb(building);
  try {
    await rename(building, template);
  } catch (error) {
    // Another process put its template there first: theirs is as good.
    await rm(building, { recursive: true, force: true });
    if (!(await isMade(template))) throw error;
  }
  return template;
}

const dataDir = process.argv[2];
if (!dataDir) {
  // npm install: a failure here must not fail the install; the first start makes the folder.
  await ensureTemplate().catch((error) => {
    process.stderr.write(`The embedded database's template was not made (${error.message}).\n`);
  });
} else {
  let template;
  try {
    template = await ensureTemplate();
  } catch {
    // node_modules cannot be written (a read-only install): initdb into the folder itself.
    template = undefined;
  }
  if (template) await copyFolder(template, dataDir);
  else await initdb(dataDir);
}
