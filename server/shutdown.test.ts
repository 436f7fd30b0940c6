import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineCall } from './api/registry';
import { openPgliteDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { shutDown } from './shutdown';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createTestApp } from './test/test-app';
import { testDatabaseKind } from './test/test-database';

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
}

describe('graceful shutdown', () => {
  it('lets an in-flight call finish, with the database, before closing', async () => {
    const started = deferred();
    const release = deferred();
    const slowCall = defineCall({
      service: 'test-only',
      method: 'slow',
      input: z.strictObject({}),
      output: z.object({ total: z.number() }),
      access: 'public',
      handler: async (_input, { db }) => {
        started.resolve();
        await release.promise;
        const { rows } = await sql<{
          total: number;
        }>`select count(*)::int8 as total from account`.execute(db);
        return { total: rows[0]?.total ?? -1 };
      },
    });
    const { app, close } = await createTestApp({ extraCalls: [slowCall] });
    try {
      const origin = await app.listen({ port: 0, host: '127.0.0.1' });
      const answer = fetch(`${origin}/portal/api/test-only/slow`, {
        method: 'POST',
      });
      await started.promise;
      let isClosed = false;
      const closing = app.close().then(() => (isClosed = true));
      await new Promise((resolve) => setImmediate(resolve));
      expect(isClosed).toBe(false);
      release.resolve();
      const reply = await answer;
      expect(reply.status).toBe(200);
      expect(reply.headers.get('connection')).toBe('close');
      expect(await reply.json()).toEqual({ total: 14 });
      await closing;
      expect(isClosed).toBe(true);
    } finally {
      await close();
    }
  });

  it.runIf(testDatabaseKind === 'pglite')(
    'closes PGlite so the same data directory opens again',
    async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'portico-pglite-'));
      try {
        const first = await openPgliteDatabase({ dataDir });
        await migrateToLatest(first.db);
        const config = loadConfig({ LOG_LEVEL: 'silent' });
        const app = await buildApp({ config, database: first, webRoot: dataDir });
        await app.inject({ method: 'POST', url: '/portal/api/example/alive' });
        await shutDown(app, first);
        const second = await openPgliteDatabase({ dataDir });
        try {
          expect(await migrateToLatest(second.db)).toEqual([]);
        } finally {
          await second.close();
        }
      } finally {
        await rm(dataDir, { recursive: true, force: true });
      }
    },
    // A new data folder is made by initdb in a child process, then opened twice here.
    60_000,
  );
});
