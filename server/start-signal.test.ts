import { execFileSync, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * SIGTERM to the `npm start` process reaches the server (package.json's start script execs node):
 * npm signals only its script's shell, which neither passes the signal on nor execs its command,
 * so a server behind it went on holding the port. The signal is sent as soon as the server's
 * process exists, so nothing is built or opened.
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Every process below `pid`, with its command line. */
function descendantsOf(pid: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-A', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((match) => match !== null)
    .map((match) => ({ pid: Number(match[1]), ppid: Number(match[2]), command: match[3] ?? '' }));
  const found: { pid: number; command: string }[] = [];
  const visit = (parent: number) => {
    for (const row of rows.filter((candidate) => candidate.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command });
      visit(row.pid);
    }
  };
  visit(pid);
  return found;
}

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('npm start', () => {
  it('stops with the server when npm gets SIGTERM, leaving no process behind', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portico-signal-'));
    const npm = spawn('npm', ['start'], {
      cwd: projectRoot,
      env: { PATH: process.env.PATH, PORT: String(await freePort()), DATA_DIR: dataDir },
      stdio: 'ignore',
    });
    const exited = new Promise((resolve) => npm.on('exit', resolve));
    let tree: { pid: number; command: string }[] = [];
    try {
      for (let tries = 0; tries < 200; tries++) {
        tree = descendantsOf(npm.pid ?? -1);
        if (tree.some((process) => process.command.includes('server/start.mjs'))) break;
        await wait(25);
      }
      expect(tree.some((process) => process.command.includes('server/start.mjs'))).toBe(true);
      npm.kill('SIGTERM');
      await exited;
      for (let tries = 0; tries < 100 && tree.some(({ pid }) => isAlive(pid)); tries++) {
        await wait(50);
      }
      expect(tree.filter(({ pid }) => isAlive(pid))).toEqual([]);
    } finally {
      // What a failing start script leaves behind: the processes seen, and any they started since.
      const left = tree.filter(({ pid }) => isAlive(pid));
      for (const { pid } of [...left, ...left.flatMap(({ pid }) => descendantsOf(pid))]) {
        if (isAlive(pid)) process.kill(pid, 'SIGKILL');
      }
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 30_000);
});
