import { spawn } from 'node:child_process';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { projectRoot } from '../project-root';

/**
 * The embedded database's data folder, guarded before PGlite opens it: PGlite neither notices a
 * second process on the same folder (both write, and the files are damaged) nor a folder that
 * lost its PG_VERSION (it starts a new, empty database over the old files).
 */

/**
 * The database cannot be served as it is: a damaged or busy data folder, books that do not tie
 * out. Its message is one line for the operator, naming where the database is; no stack.
 */
export class DatabaseRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DatabaseRefusedError';
  }
}

/** The folders this process holds, so a second open in the same process is refused as well. */
const heldHere = new Set<string>();

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** The pid recorded in a lock file that a running process (another one, or this one) holds. */
async function livePidIn(lockFile: string, folder: string): Promise<number | null> {
  const pid = Number.parseInt(await readFile(lockFile, 'utf8').catch(() => ''), 10);
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (pid === process.pid) return heldHere.has(folder) ? pid : null;
  return isRunning(pid) ? pid : null;
}

const inUse = (folder: string, pid: number) =>
  new DatabaseRefusedError(
    `The data folder ${folder} is in use by another process (pid ${pid}${pid === process.pid ? ', this one' : ''}): ` +
      'two processes on one embedded database damage it; stop the other one first ' +
      '(DATABASE_URL lets processes share PostgreSQL).',
  );

/**
 * Takes the data folder for this process: creates it when missing, refuses one that holds files
 * but no PG_VERSION (damaged), and one another running process holds, through `<folder>.lock`
 * beside it (a lock left by a process that is gone is taken over). Answers the release.
 */
export async function claimDataFolder(dataDir: string): Promise<() => Promise<void>> {
  const folder = path.resolve(dataDir);
  await mkdir(folder, { recursive: true });
  const files = await readdir(folder);
  if (files.length > 0 && !files.includes('PG_VERSION')) {
    throw new DatabaseRefusedError(
      `The data folder ${folder} is damaged: it holds files but no PG_VERSION, and opening it ` +
        'would start an empty database over them; restore it from a backup or move it away.',
    );
  }
  const lockFile = `${folder}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await writeFile(lockFile, `${process.pid}\n`, { flag: 'wx' });
      heldHere.add(folder);
      return async () => {
        heldHere.delete(folder);
        await rm(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const pid = await livePidIn(lockFile, folder);
      if (pid !== null) throw inUse(folder, pid);
      await rm(lockFile, { force: true });
    }
  }
  throw inUse(folder, Number.parseInt(await readFile(lockFile, 'utf8').catch(() => '0'), 10));
}

/** The one line for a data folder PGlite could not open. */
export function unopenableDataFolder(dataDir: string, error: unknown): DatabaseRefusedError {
  const reason = (error instanceof Error ? error.message : String(error)).split('\n')[0];
  return new DatabaseRefusedError(
    `The data folder ${path.resolve(dataDir)} could not be opened (${reason}): its files are ` +
      'damaged, or another process changed them; restore it from a backup or move it away.',
  );
}

/**
 * How an open made its new data folder (pglite-initdb.mjs): a copy of the migrated template of
 * the current migration set, a copy of the pristine one, or PGlite's initdb run into it (the
 * template cache cannot be written).
 */
export type DataFolderOrigin = 'migrated' | 'pristine' | 'initdb';

/** The child that makes data folders and keeps templates; answers what it printed. */
async function runInitdbChild(args: string[]): Promise<string> {
  // From the project root, not beside this module: in the server bundle this code is in .server/.
  const script = path.join(projectRoot, 'server', 'db', 'pglite-initdb.mjs');
  return new Promise<string>((resolve, reject) => {
    const child = spawn(process.execPath, [script, ...args], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    let errors = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.once('error', reject);
    child.once('close', (code, signal) => {
      if (code === 0) resolve(output);
      else reject(new Error(`initdb ${signal ?? `exit ${code}`}: ${errors.trim()}`));
    });
  });
}

/**
 * Makes a new (empty) data folder in a child process: a copy of the migrated template of the
 * current migration set, else of the pristine folder PGlite's initdb made once for this PGlite
 * version, or initdb itself (pglite-initdb.mjs says why: the memory initdb takes stays in the
 * process that ran it). Answers how it made it; undefined for a folder already made, left as is.
 */
export async function createDataFolderApart(
  dataDir: string,
): Promise<DataFolderOrigin | undefined> {
  if ((await readdir(dataDir)).includes('PG_VERSION')) return undefined;
  const output = await runInitdbChild([dataDir]);
  // The last line: anything PGlite itself prints while initdb runs comes before it.
  const said = output.trim().split('\n').at(-1);
  if (said === 'migrated' || said === 'pristine' || said === 'initdb') return said;
  throw new Error(`initdb said ${JSON.stringify(output.trim())}, not how it made the folder`);
}

/**
 * Where the child keeps the pristine template of this PGlite version and the migrated template
 * of the current migration set (made or not), in the cache in effect (`PORTICO_TEMPLATE_CACHE`
 * or `node_modules/.cache/portico`): the one place that names them.
 */
export async function pgliteTemplates(): Promise<{ pristine: string; migrated: string }> {
  const output = await runInitdbChild(['--templates']);
  return JSON.parse(output.trim().split('\n').at(-1) ?? '') as {
    pristine: string;
    migrated: string;
  };
}

/**
 * Keeps the data folder `dataDir`, just migrated from a pristine copy, as the migrated template
 * of the current migration set (and prunes the cache of other sets' templates and abandoned
 * builds), in the child process. The
 * folder must be idle, every change in its files (a CHECKPOINT), until this resolves.
 */
export async function keepMigratedTemplateApart(dataDir: string): Promise<void> {
  await runInitdbChild(['--keep-migrated', dataDir]);
}
