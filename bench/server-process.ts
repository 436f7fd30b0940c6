import { spawn, type ChildProcess } from 'node:child_process';
import { readdir, readFile, stat } from 'node:fs/promises';
import http from 'node:http';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pgliteTemplates } from '../server/db/data-folder';

/**
 * The server as `npm start` runs it, from outside (bench:start): spawned, polled until its login
 * page answers, measured through /proc, stopped as an operator would stop it.
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const brandId = process.env.BRAND ?? 'default';
const POLL_MS = 50;

/** A pause. */
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A loopback port nothing listens on now. */
export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A process's resident memory now and at its highest (kB), or undefined once it is gone. */
export async function memoryOf(pid: number): Promise<{ rssKb: number; hwmKb: number } | undefined> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+)`, 'm').exec(status)?.[1]);
  const rssKb = field('VmRSS');
  return Number.isFinite(rssKb) ? { rssKb, hwmKb: field('VmHWM') } : undefined;
}

/**
 * The resident memory (kB) of a process's descendants: the child that makes a new data folder
 * (and, without the template, runs initdb) counts towards what a start costs the machine.
 */
async function descendantsRssKb(pid: number): Promise<number> {
  const parents = new Map<number, number>();
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    const line = await readFile(`/proc/${name}/stat`, 'utf8').catch(() => '');
    // "pid (command) state ppid ...": the command may hold spaces and brackets.
    const ppid = Number(line.slice(line.lastIndexOf(')') + 2).split(' ')[1]);
    if (ppid) parents.set(Number(name), ppid);
  }
  const isBelow = (child: number): boolean => {
    const parent = parents.get(child);
    return parent === pid || (parent !== undefined && parent > 1 && isBelow(parent));
  };
  let total = 0;
  for (const child of parents.keys()) {
    if (isBelow(child)) total += (await memoryOf(child))?.rssKb ?? 0;
  }
  return total;
}

/** The builds a start may make when stale: when each output was last written. */
async function buildStamps(): Promise<string> {
  const outputs = [
    path.join(projectRoot, '.server', 'main.js'),
    path.join(projectRoot, 'dist', 'web', brandId, 'index.html'),
  ];
  const times = await Promise.all(
    outputs.map((file) =>
      stat(file).then(
        (info) => info.mtimeMs,
        () => 0,
      ),
    ),
  );
  return times.join(' ');
}

/** `npm start` on a data folder: the whole environment, with the bench's settings over it. */
function spawnServer(dataDir: string, port: number): { child: ChildProcess; output: () => string } {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATA_DIR: dataDir,
    PORT: String(port),
    LOG_LEVEL: 'warn',
    RATE_LIMIT_PER_MINUTE: '1000000',
  };
  // The embedded database is what is measured, whatever the shell points at.
  delete env.DATABASE_URL;
  const child = spawn(process.execPath, ['server/start.mjs'], {
    cwd: projectRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let text = '';
  const keep = (chunk: Buffer) => (text = (text + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return { child, output: () => text };
}

/** The login page's status, over a connection of its own (none left open to hold a stop up). */
function loginStatus(port: number): Promise<number> {
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/portal/users/login', agent: false, timeout: 2_000 },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('timeout', () => request.destroy());
    request.on('error', () => resolve(0));
  });
}

/** One start measured: spawn to the login page's first 200, and memory then. */
export type Started = {
  child: ChildProcess;
  output: () => string;
  ms: number;
  rssKb: number;
  hwmKb: number;
  childrenPeakKb: number;
  rebuilt: boolean;
};

/** Spawns the server on a data folder and waits for its login page (polled every 50 ms). */
export async function startServer(dataDir: string, port: number): Promise<Started> {
  const stamps = await buildStamps();
  const begin = performance.now();
  const { child, output } = spawnServer(dataDir, port);
  const pid = child.pid as number;
  let childrenPeakKb = 0;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited: ${output()}`);
    if ((await loginStatus(port)) === 200) break;
    childrenPeakKb = Math.max(childrenPeakKb, await descendantsRssKb(pid));
    await sleep(POLL_MS);
  }
  const ms = Math.round(performance.now() - begin);
  const memory = (await memoryOf(pid)) ?? { rssKb: 0, hwmKb: 0 };
  const rebuilt = (await buildStamps()) !== stamps;
  return { child, output, ms, ...memory, childrenPeakKb, rebuilt };
}

/** SIGTERM, as a service manager stops it, and its exit. */
export function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

/**
 * Which of PGlite's templates (server/db/pglite-initdb.mjs) are in node_modules/.cache/portico: the
 * pristine data folder of this PGlite version, and the migrated one of this migration set, which
 * a first start on a new folder keeps and later new folders copy.
 */
export async function cachedTemplates(): Promise<{ pristine: boolean; migrated: boolean }> {
  const templates = await pgliteTemplates();
  const made = (folder: string) =>
    stat(path.join(folder, 'PG_VERSION')).then(
      () => true,
      () => false,
    );
  return { pristine: await made(templates.pristine), migrated: await made(templates.migrated) };
}
