import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getBrand } from '../../brands/index';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { allCalls } from './all-calls';
import { defineCall, selectCalls, type CallAccess } from './registry';

const fundCall = defineCall({
  service: 'test-fund',
  method: 'quote',
  input: z.strictObject({}),
  output: z.object({ nav: z.string() }),
  access: 'public',
  feature: 'fund',
  handler: () => Promise.resolve({ nav: '10.2500' }),
});

const withAccess = (access: CallAccess) => ({ ...fundCall, method: 'guarded', access });

describe('selectCalls', () => {
  it('drops a call whose feature flag is off in the brand', () => {
    const lotus = getBrand('lotus').features;
    expect(lotus.fund).toBe(false);
    expect(selectCalls([...allCalls, fundCall], lotus)).not.toContain(fundCall);
    expect(selectCalls([...allCalls, fundCall], getBrand('default').features)).toContain(fundCall);
  });

  it('refuses a call that needs a session while no session resolver exists', () => {
    const features = getBrand('default').features;
    for (const access of ['session', { minRole: 'admin' }, { source: 'fos' }] as const) {
      expect(() => selectCalls([withAccess(access)], features)).toThrow(
        'Call "test-fund/guarded" needs a session',
      );
    }
  });

  it('refuses duplicate keys and badly formed names', () => {
    const features = getBrand('default').features;
    expect(() => selectCalls([fundCall, fundCall], features)).toThrow('defined twice');
    expect(() => selectCalls([{ ...fundCall, service: 'Fund' }], features)).toThrow('kebab-case');
    expect(() => selectCalls([{ ...fundCall, method: 'get-quote' }], features)).toThrow(
      'camelCase',
    );
  });
});

describe('the registry over HTTP', () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await openTestDatabase();
  });

  afterAll(async () => {
    await database.close();
  });

  const appFor = (brand: string, rateLimit?: { max: number; timeWindowMs: number }) =>
    buildApp({
      config: loadConfig({ BRAND: brand, LOG_LEVEL: 'silent' }),
      database,
      calls: [...allCalls, fundCall],
      webRoot: '/nonexistent',
      ...(rateLimit ? { rateLimit } : {}),
    });

  const quote = { method: 'POST', url: '/portal/api/test-fund/quote', payload: {} } as const;

  it('answers 404 for a feature-gated call in a brand with the flag off', async () => {
    const lotus = await appFor('lotus');
    const standard = await appFor('default');
    try {
      const off = await lotus.inject(quote);
      expect(off.statusCode).toBe(404);
      expect(off.json()).toEqual({ code: 'not_found' });
      expect((await standard.inject(quote)).json()).toEqual({ nav: '10.2500' });
    } finally {
      await lotus.close();
      await standard.close();
    }
  });

  it('refuses to build an app with a call that needs a session', async () => {
    await expect(
      buildApp({
        config: loadConfig({ LOG_LEVEL: 'silent' }),
        database,
        calls: [withAccess('session')],
      }),
    ).rejects.toThrow('no session resolver');
  });

  it('answers 429 rate_limited with Retry-After past the limit', async () => {
    const app = await appFor('default', { max: 2, timeWindowMs: 60_000 });
    try {
      const alive = { method: 'POST', url: '/portal/api/example/alive' } as const;
      expect((await app.inject(alive)).statusCode).toBe(200);
      expect((await app.inject(alive)).statusCode).toBe(200);
      const limited = await app.inject(alive);
      expect(limited.statusCode).toBe(429);
      const body = limited.json<{ code: string; retryAfterSeconds: number }>();
      expect(body).toEqual({
        code: 'rate_limited',
        retryAfterSeconds: expect.any(Number) as number,
      });
      expect(body.retryAfterSeconds).toBeGreaterThan(0);
      expect(body.retryAfterSeconds).toBeLessThanOrEqual(60);
      expect(limited.headers['retry-after']).toBe(String(body.retryAfterSeconds));
      expect(limited.headers['x-request-id']).toBeTruthy();
    } finally {
      await app.close();
    }
  });
});
