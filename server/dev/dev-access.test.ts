import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { captureLog } from '../test/log-capture';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { demoExposureWarning, DEV_PREFIX, guardDevRoutes } from './dev-access';

/**
 * Demo mode and the network (README, Demo mode and the network): it listens on loopback unless
 * HOST says otherwise, warns when HOST opens it, and its dev routes answer callers on this machine
 * only, 404 to anyone else, forwarded or not.
 */

let database: TestDatabase;
const apps: FastifyInstance[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});

afterAll(async () => {
  await Promise.all(apps.map((app) => app.close()));
  await database?.close();
});

/** A demo app of the session-login brand, which has every dev route, on the file's database. */
async function demoApp(env: NodeJS.ProcessEnv = {}, logger = captureLog().logger) {
  const config = loadConfig({ DEMO: '1', BRAND: 'lotus', LOG_LEVEL: 'silent', ...env });
  const app = await buildApp({ config, database, logger, webRoot: '/nonexistent/portico-web' });
  apps.push(app);
  return app;
}

/** The dev routes, each asked so that it answers without changing anything. */
const devRoutes: readonly (InjectOptions & { method: string; url: string })[] = [
  { method: 'GET', url: `${DEV_PREFIX}outbox` },
  { method: 'HEAD', url: `${DEV_PREFIX}outbox` },
  { method: 'GET', url: `${DEV_PREFIX}session-login-token?accountCode=F20001&source=fos` },
  { method: 'POST', url: `${DEV_PREFIX}run-dealing?at=soon` },
  { method: 'POST', url: `${DEV_PREFIX}run-exchange?at=soon` },
];

/** What a dev route answers a caller on this machine (run-* refuse the instant `soon`). */
const servedStatus = (route: InjectOptions) => (route.method === 'POST' ? 400 : 200);

// The listen host itself (loopback unless HOST is set) is config.test.ts's.
describe('where demo mode listens', () => {
  it('warns in one line that demo routes are reachable, and what they expose, when HOST opens it', async () => {
    const log = captureLog();
    await demoApp({ HOST: '0.0.0.0', PORT: '3000' }, log.logger);
    const warnings = log.entries().filter((entry) => entry.level === 40);
    expect(warnings).toHaveLength(1);
    const text = String(warnings[0]?.msg);
    expect(text).not.toContain('\n');
    expect(text).toMatch(/REACHABLE FROM THE NETWORK \(HOST=0\.0\.0\.0, port 3000\)/);
    for (const exposed of ['/portal/dev/', 'one-time password', 'reset key', 'session-login']) {
      expect(text).toContain(exposed);
    }
  });

  it('stays quiet on loopback, the default or a loopback HOST', async () => {
    for (const env of [{}, { HOST: '127.0.0.1' }, { HOST: '::1' }, { HOST: 'localhost' }]) {
      const log = captureLog();
      await demoApp(env, log.logger);
      expect(log.entries().filter((entry) => entry.level === 40)).toEqual([]);
    }
    expect(demoExposureWarning({ host: '127.0.0.1', port: 3000 })).toBeNull();
    expect(demoExposureWarning({ host: '10.0.0.8', port: 3000 })).toContain('HOST=10.0.0.8');
  });
});

describe('the dev routes', () => {
  it('answer 404 not_found to a caller on the network, as a server without demo mode does', async () => {
    const app = await demoApp();
    for (const remoteAddress of ['203.0.113.9', '10.0.0.5', '::ffff:192.168.1.2', '2001:db8::1']) {
      for (const route of devRoutes) {
        const reply = await app.inject({ ...route, remoteAddress });
        expect(reply.statusCode, `${route.method} ${route.url} from ${remoteAddress}`).toBe(404);
        if (route.method !== 'HEAD') expect(reply.json()).toEqual({ code: 'not_found' });
      }
    }
  });

  it('serve a caller on this machine', async () => {
    const app = await demoApp();
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      for (const route of devRoutes) {
        const reply = await app.inject({ ...route, remoteAddress });
        expect(reply.statusCode, `${route.method} ${route.url} from ${remoteAddress}`).toBe(
          servedStatus(route),
        );
      }
    }
  });

  it('refuse a client a proxy on this machine forwards, whatever TRUST_PROXY says', async () => {
    const forwardings = [
      { 'x-forwarded-for': '203.0.113.9' },
      { 'x-forwarded-for': '127.0.0.1, 203.0.113.9' },
      { 'x-real-ip': '203.0.113.9' },
      { forwarded: 'for=203.0.113.9;proto=https' },
      { forwarded: 'for="[2001:db8::1]:4711"' },
    ];
    for (const trustProxy of ['0', '1']) {
      const app = await demoApp({ TRUST_PROXY: trustProxy });
      for (const headers of forwardings) {
        for (const route of devRoutes) {
          const reply = await app.inject({ ...route, remoteAddress: '127.0.0.1', headers });
          expect(reply.statusCode, `${JSON.stringify(headers)} TRUST_PROXY=${trustProxy}`).toBe(
            404,
          );
        }
      }
      const local = await app.inject({
        method: 'GET',
        url: `${DEV_PREFIX}outbox`,
        remoteAddress: '127.0.0.1',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(local.statusCode).toBe(200);
    }
  });

  it('include any route registered under /portal/dev/, in whatever plugin', async () => {
    const app = Fastify();
    apps.push(app);
    guardDevRoutes(app, { host: '127.0.0.1', port: 3000 });
    await app.register(
      (nested, _options, done) => {
        nested.get('/later', () => ({ isServed: true }));
        done();
      },
      { prefix: `${DEV_PREFIX}tools` },
    );
    app.get('/portal/api-like', () => ({ isServed: true }));
    const later = { method: 'GET', url: `${DEV_PREFIX}tools/later` } as const;
    expect((await app.inject({ ...later, remoteAddress: '203.0.113.9' })).statusCode).toBe(404);
    expect((await app.inject({ ...later, remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
    const other = { method: 'GET', url: '/portal/api-like', remoteAddress: '203.0.113.9' } as const;
    expect((await app.inject(other)).statusCode).toBe(200);
  });
});
