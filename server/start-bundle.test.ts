import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { SESSION_HEADER } from '../shared/contracts/common';
import { pgliteTemplates } from './db/data-folder';
import { DEMO_PASSWORD } from './seed/demo-book';

/**
 * `npm start`'s entry (server/start.mjs) runs the server from its esbuild bundle (.server/, built
 * when stale): the login page and a call answer, the database is migrated with every migration
 * file of the source folder, and a statement downloads, so its worker thread starts from the
 * bundle too. Whatever the bundle moved (the project root, the migrations, the worker, the
 * locales) is read as under tsx.
 */

const projectRoot = fileURLToPath(new URL('..', import.meta.url));
const run = promisify(execFile);

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen({ port: 0, host: '127.0.0.1' }, resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Resolves once the server logs that it is serving; rejects if it exits first. */
function serving(child: ChildProcess, output: { text: string }): Promise<void> {
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output.text += chunk.toString();
      if (output.text.includes('Portico is serving')) resolve();
    });
    child.stderr?.on('data', (chunk: Buffer) => (output.text += chunk.toString()));
    child.once('exit', (code) => reject(new Error(`exited ${code}: ${output.text.slice(-2000)}`)));
  });
}

const stopped = (child: ChildProcess) =>
  child.exitCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => {
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      });

/** Migration names as the source folder has them (server/db/migrations/index.ts's rule). */
const sourceMigrations = () =>
  readdirSync(path.join(projectRoot, 'server', 'db', 'migrations'))
    .filter((file) => /^\d{14}_[a-z0-9_]+\.ts$/.test(file))
    .map((file) => file.replace(/\.ts$/, ''))
    .sort();

/**
 * A template cache of the test's own holding only the pristine template (the real cache's copy),
 * so the bundle migrates the new folder itself rather than copying a migrated template.
 */
async function pristineOnlyCache(): Promise<string> {
  const script = path.join(projectRoot, 'server', 'db', 'pglite-initdb.mjs');
  // With no folder named (npm install's postinstall), the real pristine template is made.
  await run(process.execPath, [script]);
  const { pristine } = await pgliteTemplates();
  const cache = await mkdtemp(path.join(tmpdir(), 'portico-bundle-cache-'));
  await cp(pristine, path.join(cache, path.basename(pristine)), { recursive: true });
  return cache;
}

describe('npm start from the server bundle', () => {
  it('serves, migrates every migration and renders a statement in its worker', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'portico-bundle-'));
    const templateCache = await pristineOnlyCache();
    const port = await freePort();
    const base = `http://127.0.0.1:${port}/portal`;
    const child = spawn(process.execPath, ['server/start.mjs'], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        PORTICO_TEMPLATE_CACHE: templateCache,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = { text: '' };
    try {
      await serving(child, output);
      expect(output.text).not.toContain('tsx');
      expect(output.text).toContain(`"applied":${sourceMigrations().length},`);

      const login = await fetch(`${base}/users/login`);
      expect(login.status).toBe(200);
      expect(await login.text()).toMatch(/^<!doctype html>/i);

      const call = (name: string, payload: object, headers: Record<string, string> = {}) =>
        fetch(`${base}/api/${name}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...headers },
          body: JSON.stringify(payload),
        });
      const alive = await call('example/alive', {});
      expect(alive.status).toBe(200);

      // A fund's factsheet is drawn on the server's own thread, pdf-lib loaded on first use.
      const factsheet = await call('fund-document/downloadFundDocument', {
        fundId: 'VH-HKD-MMF',
        type: 'factsheet',
        language: 'en',
      });
      expect(factsheet.status).toBe(200);
      const { contentBase64 } = (await factsheet.json()) as { contentBase64: string };
      expect(Buffer.from(contentBase64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');

      const signIn = await call('account/gatewayPasswordLogin', {
        accountCode: 'C10001',
        password: DEMO_PASSWORD,
      });
      const { sessionId } = (await signIn.json()) as { sessionId: string };
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const session = { [SESSION_HEADER]: sessionId, cookie };
      const found = await call(
        'trade-document/searchTradeDocuments',
        { accountCode: 'C10001', type: 'monthlyStatement' },
        session,
      );
      const { documents } = (await found.json()) as { documents: { id: string }[] };
      expect(documents.length).toBeGreaterThan(0);
      const file = await call(
        'trade-document/downloadTradeDocumentFile',
        { accountCode: 'C10001', documentId: documents[0]?.id, language: 'zh-HK' },
        session,
      );
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(
        Buffer.from(await file.arrayBuffer())
          .subarray(0, 5)
          .toString(),
      ).toBe('%PDF-');

      await stopped(child);
      const database = new PGlite({ dataDir: path.join(dataDir, 'pglite') });
      try {
        const applied = await database.query<{ name: string }>(
          'select name from kysely_migration order by name',
        );
        expect(applied.rows.map((row) => row.name)).toEqual(sourceMigrations());
      } finally {
        await database.close();
      }
    } finally {
      await stopped(child);
      await rm(dataDir, { recursive: true, force: true });
      await rm(templateCache, { recursive: true, force: true });
    }
  }, 240_000);
});
