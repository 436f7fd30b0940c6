import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getBrand } from '../../brands/index';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { openTestDatabase, type TestDatabase } from '../test/test-database';
import { allCalls } from '../areas/compose';
import type { CallAccess } from '../auth/acting';
import type { SessionGate } from '../auth/session-gate';
import { defineCall, selectCalls, type CallDefinition } from './registry';

// selectCalls only checks that a gate exists; these tests never call it.
const gate: SessionGate = {
  authenticate: () => Promise.reject(new Error('not called')),
  authorise: () => Promise.reject(new Error('not called')),
};

const fundCall = defineCall({
  service: 'test-fund',
  method: 'quote',
  input: z.strictObject({}),
  output: z.object({ nav: z.string() }),
  access: 'public',
  feature: 'fund',
  handler: () => Promise.resolve({ nav: '10.2500' }),
});

const withAccess = (access: CallAccess): CallDefinition => ({
  ...fundCall,
  method: 'guarded',
  access,
});

describe('selectCalls', () => {
  it('drops a call whose feature flag is off in the brand', () => {
    const lotus = getBrand('lotus');
    expect(lotus.features.fund).toBe(false);
    expect(selectCalls([fundCall], lotus)).not.toContain(fundCall);
    expect(selectCalls([fundCall], getBrand('default'))).toContain(fundCall);
  });

  it('drops a call of the other login mode', () => {
    const sessionOnly = { ...fundCall, feature: undefined, loginMode: 'session' as const };
    expect(selectCalls([sessionOnly], getBrand('lotus'))).toContain(sessionOnly);
    expect(selectCalls([sessionOnly], getBrand('default'))).not.toContain(sessionOnly);
    const keys = (brand: string) =>
      selectCalls(allCalls, getBrand(brand), gate).map((call) => `${call.service}/${call.method}`);
    expect(keys('lotus')).toContain('account/sessionLogin');
    expect(keys('default')).not.toContain('account/sessionLogin');
    expect(keys('lotus')).not.toContain('account/resetPassword');
    // Harbour has no virtual assets, so no Fos login.
    expect(keys('harbour')).not.toContain('account/fosPasswordLogin');
    expect(keys('harbour')).toContain('account/gatewayPasswordLogin');
  });

  it('refuses a call that needs a session while no session gate exists', () => {
    const brand = getBrand('default');
    for (const access of ['session', { minRole: 'admin' }, { source: 'fos' }] as const) {
      expect(() => selectCalls([withAccess(access)], brand)).toThrow(
        'Call "test-fund/guarded" needs a session',
      );
      expect(selectCalls([withAccess(access)], brand, gate)).toHaveLength(1);
    }
  });

  it('refuses a session call that names an account without an account claim', () => {
    const brand = getBrand('default');
    const naming = {
      ...withAccess('session'),
      input: z.strictObject({ accountCode: z.string() }),
    } as CallDefinition;
    expect(() => selectCalls([naming], brand, gate)).toThrow('declares no account claim');
    const claimed = { ...naming, account: { field: 'accountCode', reach: 'self' as const } };
    expect(selectCalls([claimed], brand, gate)).toHaveLength(1);
    const wrongField = { ...naming, account: { field: 'code', reach: 'self' as const } };
    expect(() => selectCalls([wrongField], brand, gate)).toThrow('is not in its input');
  });

  it('refuses duplicate keys and badly formed names', () => {
    const brand = getBrand('default');
    expect(() => selectCalls([fundCall, fundCall], brand)).toThrow('defined twice');
    expect(() => selectCalls([{ ...fundCall, service: 'Fund' }], brand)).toThrow('kebab-case');
    expect(() => selectCalls([{ ...fundCall, method: 'get-quote' }], brand)).toThrow('camelCase');
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

  it('serves a session call behind the gate: 401 without a session', async () => {
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      database,
      calls: [withAccess('session')],
      webRoot: '/nonexistent',
    });
    try {
      const reply = await app.inject({ method: 'POST', url: '/portal/api/test-fund/guarded' });
      expect(reply.statusCode).toBe(401);
      expect(reply.json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
    } finally {
      await app.close();
    }
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
