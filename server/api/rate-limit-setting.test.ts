import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp, type TestAppOptions } from '../test/test-app';

/** RATE_LIMIT_PER_MINUTE sets the per-address limit; buildApp's rateLimit option overrides it. */

async function statusesOf(options: TestAppOptions, count: number): Promise<number[]> {
  const { app, close } = await createTestApp({ ...options, isSeeded: false });
  try {
    const statuses: number[] = [];
    for (let index = 0; index < count; index++) {
      const reply = await app.inject({ method: 'POST', url: '/portal/api/example/alive' });
      statuses.push(reply.statusCode);
    }
    return statuses;
  } finally {
    await close();
  }
}

describe('the per-address rate limit', () => {
  it('follows RATE_LIMIT_PER_MINUTE', async () => {
    expect(await statusesOf({ env: { RATE_LIMIT_PER_MINUTE: '2' } }, 3)).toEqual([200, 200, 429]);
  });

  it("gives way to buildApp's rateLimit option", async () => {
    const rateLimit = { max: 3, timeWindowMs: 60_000 };
    expect(await statusesOf({ env: { RATE_LIMIT_PER_MINUTE: '2' }, rateLimit }, 4)).toEqual([
      200, 200, 200, 429,
    ]);
  });

  it("counts calls only: the app's pages and files load however often they are asked for", async () => {
    const webRoot = await mkdtemp(path.join(tmpdir(), 'portico-web-'));
    await mkdir(path.join(webRoot, 'assets'));
    await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Portico</title>');
    await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1);');
    const { app, close } = await createTestApp({
      env: { RATE_LIMIT_PER_MINUTE: '2' },
      webRoot,
      isSeeded: false,
    });
    try {
      const statuses: number[] = [];
      for (let index = 0; index < 5; index++) {
        for (const url of ['/portal/users/login', '/portal/assets/app-abc123.js']) {
          statuses.push((await app.inject({ method: 'GET', url })).statusCode);
        }
      }
      expect(statuses).toEqual(Array.from({ length: 10 }, () => 200));
      const calls: number[] = [];
      for (let index = 0; index < 3; index++) {
        const reply = await app.inject({ method: 'POST', url: '/portal/api/example/alive' });
        calls.push(reply.statusCode);
      }
      expect(calls).toEqual([200, 200, 429]);
    } finally {
      await close();
      await rm(webRoot, { recursive: true, force: true });
    }
  });
});
