import { spawn } from 'node:child_process';
import { access, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseRefusedError } from './db/data-folder';
import { assertPortFree, PortUnavailableError } from './port-check';
import { startFailureLine } from './start-failure';

/**
 * `npm start` on a busy port fails at once in one plain line, before the web build or the
 * database (server/port-check.ts), and every other start failure is one plain line too
 * (server/start-failure.ts), as a configuration error is.
 */

const held: net.Server[] = [];

afterEach(async () => {
  await Promise.all(
    held.splice(0).map((server) => new Promise((resolve) => server.close(resolve))),
  );
});

/** A port on loopback that something else holds. */
async function busyPort(): Promise<number> {
  const server = net.createServer();
  held.push(server);
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  return (server.address() as net.AddressInfo).port;
}

describe('the port check', () => {
  it('refuses a port in use in one line, and lets a free one go', async () => {
    const port = await busyPort();
    const refusal = assertPortFree(port, '127.0.0.1');
    await expect(refusal).rejects.toBeInstanceOf(PortUnavailableError);
    await expect(refusal).rejects.toThrow(
      `Cannot listen: port ${port} on 127.0.0.1 is in use; stop what holds it or set PORT to a free port`,
    );
    const free = await busyPort();
    await new Promise((resolve) => held.pop()?.close(resolve));
    await expect(assertPortFree(free, '127.0.0.1')).resolves.toBeUndefined();
    // The probe let the port go again.
    await expect(assertPortFree(free, '127.0.0.1')).resolves.toBeUndefined();
  });

  it('stops `npm start` on a busy port at once, before the database is touched', async () => {
    const port = await busyPort();
    const dataDir = path.join(await mkdtemp(path.join(tmpdir(), 'portico-port-')), 'data');
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
        cwd: fileURLToPath(new URL('..', import.meta.url)),
        env: { PATH: process.env.PATH, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
      child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
      const code = await new Promise((resolve) => child.on('exit', resolve));
      expect(code).toBe(1);
      expect(stderr).toBe(
        `Cannot listen: port ${port} on 127.0.0.1 is in use; stop what holds it or set PORT to a free port\n`,
      );
      expect(stdout).toBe('');
      await expect(access(dataDir)).rejects.toThrow();
    } finally {
      await rm(path.dirname(dataDir), { recursive: true, force: true });
    }
  }, 60_000);
});

describe('a failed start', () => {
  const listen = { port: 3000, host: '0.0.0.0' };

  it("prints the operator's line for what the operator can fix", () => {
    const refused = new DatabaseRefusedError('The data folder /srv/data is held by process 42');
    expect(startFailureLine(refused, listen)).toBe(
      'The data folder /srv/data is held by process 42',
    );
    const taken = Object.assign(new Error('listen EADDRINUSE: address already in use'), {
      code: 'EADDRINUSE',
      syscall: 'listen',
    });
    expect(startFailureLine(taken, listen)).toBe(
      'Cannot listen: port 3000 on 0.0.0.0 is in use; stop what holds it or set PORT to a free port',
    );
    const privileged = Object.assign(new Error('listen EACCES'), {
      code: 'EACCES',
      syscall: 'listen',
    });
    expect(startFailureLine(privileged, { port: 80, host: '0.0.0.0' })).toBe(
      'Cannot listen: port 80 on 0.0.0.0 needs privileges this process lacks; set PORT above 1023',
    );
  });

  it('prints anything else as one line saying what failed, without its stack', () => {
    const unreachable = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
      code: 'ECONNREFUSED',
    });
    expect(startFailureLine(unreachable, listen)).toBe(
      'Start failed: connect ECONNREFUSED 127.0.0.1:5432',
    );
    const build = new Error('\nvite build failed\n    at build (vite.js:1:1)');
    expect(startFailureLine(build, listen)).toBe('Start failed: vite build failed');
    expect(startFailureLine('odd', listen)).toBe('Start failed: odd');
    const coded = Object.assign(new Error('password authentication failed'), { code: '28P01' });
    expect(startFailureLine(coded, listen)).toBe(
      'Start failed: password authentication failed (28P01)',
    );
  });
});
