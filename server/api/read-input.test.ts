import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { getBrand } from '../../brands/index';
import type { SessionGate } from '../auth/session-gate';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../test/auth-client';
import { allCalls } from '../areas/compose';
import { invalidCharacterFields, readInput } from './read-input';
import { callKey, selectCalls, type CallDefinition } from './registry';

/**
 * No string reaches a handler (or SQL) holding U+0000 or a lone UTF-16 surrogate: PostgreSQL
 * answers "invalid byte sequence" (a 500) for the first and the driver silently mangles the
 * second. read-input refuses both, keys too, for every call, before the call's schema.
 */

const json = (value: unknown) => Buffer.from(JSON.stringify(value));
const read = (schema: z.ZodType, value: unknown) =>
  readInput(schema, json(value), 'application/json');

describe('readInput refuses characters no contract accepts', () => {
  const schema = z.strictObject({
    accountCode: z.string(),
    items: z.array(z.strictObject({ fundId: z.string() })).optional(),
  });

  it.each([
    ['a NUL', 'C1\u0000'],
    ['a lone high surrogate', 'C1\uD800'],
    ['a lone high surrogate at the end', '\uDBFF'],
    ['a lone low surrogate', '\uDC00C1'],
    ['two high surrogates', '\uD800\uD800\uDC00'],
  ])('%s in a value', (_name, accountCode) => {
    expect(read(schema, { accountCode })).toEqual({
      ok: false,
      fields: { accountCode: 'invalid_character' },
    });
  });

  it('reports nested paths, keys and the whole body, before any schema issue', () => {
    expect(
      read(schema, { accountCode: 'C1', items: [{ fundId: 'F' }, { fundId: '\u0000' }] }),
    ).toEqual({ ok: false, fields: { 'items.1.fundId': 'invalid_character' } });
    expect(read(schema, { accountCode: 'C1', 'x\u0000': 1, '\uDC00': {} })).toEqual({
      ok: false,
      fields: { 'x\u0000': 'invalid_character', '\uDC00': 'invalid_character' },
    });
    expect(read(schema, '\u0000')).toEqual({ ok: false, fields: { '': 'invalid_character' } });
    expect(invalidCharacterFields({ ['__proto__']: ['\u0000'] })).toEqual({
      '__proto__.0': 'invalid_character',
    });
  });

  it('accepts surrogate pairs and every other character', () => {
    const accountCode = 'C1 😀 \u0001 \uFFFF 中文 \uD83D\uDE00';
    expect(read(schema, { accountCode })).toEqual({ ok: true, value: { accountCode } });
    // The JSON escape of a NUL is refused as the NUL itself.
    const escaped = Buffer.from('{"accountCode":"\\u0000"}');
    expect(readInput(schema, escaped, 'application/json')).toEqual({
      ok: false,
      fields: { accountCode: 'invalid_character' },
    });
  });
});

/**
 * A body for a schema with a poisoned string at every leaf (strings, numbers, enums alike: the
 * check comes before the schema), and the paths read-input must name.
 */
function poisoned(schema: z.ZodType, bad: string, path: string[] = []): [unknown, string[]] {
  if (schema instanceof z.ZodObject) {
    const body: Record<string, unknown> = {};
    const paths: string[] = [];
    for (const [key, field] of Object.entries<z.ZodType>(schema.shape)) {
      const [value, fieldPaths] = poisoned(field, bad, [...path, key]);
      body[key] = value;
      paths.push(...fieldPaths);
    }
    return paths.length > 0 ? [body, paths] : [{ x: bad }, [[...path, 'x'].join('.')]];
  }
  if (schema instanceof z.ZodArray) {
    const [value, paths] = poisoned(schema.element as z.ZodType, bad, [...path, '0']);
    return [[value], paths];
  }
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return poisoned(schema.unwrap() as z.ZodType, bad, path);
  }
  if (schema instanceof z.ZodPipe) return poisoned(schema.in as z.ZodType, bad, path);
  return [`A1${bad}`, [path.join('.')]];
}

const gate: SessionGate = {
  authenticate: () => Promise.reject(new Error('unused')),
  authorise: () => Promise.reject(new Error('unused')),
};

const badCharacters = [
  ['NUL', '\u0000'],
  ['a lone high surrogate', '\uD800'],
  ['a lone low surrogate', '\uDFFF'],
] as const;

async function expectRefused(
  t: AuthTestApp,
  call: CallDefinition,
  session: BrowserSession | undefined,
) {
  const key = callKey(call);
  for (const [name, bad] of badCharacters) {
    const [body, paths] = poisoned(call.input, bad);
    const reply = await post(t.app, key, body as object, session);
    const expected = Object.fromEntries(paths.map((path) => [path, 'invalid_character']));
    expect([key, name, reply.statusCode, reply.json()]).toEqual([
      key,
      name,
      400,
      { code: 'invalid_input', fields: expected },
    ]);
    // A key holding one is refused as well.
    const keyed = await post(t.app, key, { [`k${bad}`]: 'x' }, session);
    expect([key, name, keyed.statusCode, keyed.json()]).toEqual([
      key,
      name,
      400,
      { code: 'invalid_input', fields: { [`k${bad}`]: 'invalid_character' } },
    ]);
  }
}

describe('every call refuses NUL and lone surrogates with 400 invalid_input, never a 500', () => {
  let t: AuthTestApp;
  let session: BrowserSession;
  const calls = selectCalls(allCalls, getBrand('default'), gate);

  beforeAll(async () => {
    // Every call twice over in a minute: above the per-minute limit the sweep does not test.
    t = await createAuthTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
    session = await signIn(t.app, 'C10005');
  });

  afterAll(async () => {
    await t.close();
  });

  it('covers every call but the session-login brand’s own', () => {
    const covered = new Set(calls.map(callKey));
    expect(allCalls.map(callKey).filter((key) => !covered.has(key))).toEqual([
      'account/sessionLogin',
    ]);
  });

  it.each(calls.map((call) => [callKey(call), call] as const))('%s', async (_key, call) => {
    await expectRefused(t, call, session);
  });

  it.each([
    ['account/gatewayPasswordLogin', { accountCode: 'C10001\u0000', password: 'Portico#2026' }],
    ['account/fosPasswordLogin', { accountCode: '\u0000F20001', password: 'Portico#2026' }],
    ['account/requestPasswordReset', { accountCode: 'C\u000010001', source: 'gateway' }],
    [
      'account/resetPassword',
      {
        accountCode: 'C10001\u0000',
        source: 'gateway',
        verificationKey: 'ABCDEFGH',
        newPassword: 'Harbour#2027',
      },
    ],
    ['fund-watchlist/removeFromWatchlist', { accountCode: 'C10005', fundId: 'VH-HKD\u0000' }],
  ])('%s: an otherwise valid body with one NUL', async (key, body) => {
    const reply = await post(t.app, key, body, session);
    const field = Object.entries(body).find(([, value]) => value.includes('\u0000'))?.[0] ?? '';
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: 'invalid_input',
      fields: { [field]: 'invalid_character' },
    });
  });
});

describe('the session-login brand', () => {
  it('refuses them on account/sessionLogin too', async () => {
    const t = await createAuthTestApp({
      env: { BRAND: 'lotus', SESSION_LOGIN_SECRET: 's'.repeat(40) },
    });
    try {
      const call = allCalls.find((candidate) => callKey(candidate) === 'account/sessionLogin');
      expect(call).toBeDefined();
      if (call) await expectRefused(t, call, undefined);
    } finally {
      await t.close();
    }
  });
});
