import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { captureLog } from '../test/log-capture';
import { createTestApp, type TestApp } from '../test/test-app';
import { defineCall } from './registry';

const brokenCall = defineCall({
  service: 'test-only',
  method: 'broken',
  input: z.strictObject({}),
  output: z.object({ total: z.string() }),
  access: 'public',
  // A deliberate bug: a number where the contract promises a decimal string.
  handler: () => Promise.resolve({ total: 12.5 } as unknown as { total: string }),
});

const echoCall = defineCall({
  service: 'test-only',
  method: 'echo',
  input: z.strictObject({
    amount: z.string(),
    order: z.strictObject({ side: z.enum(['B', 'S']), quantity: z.number().int() }).optional(),
    tags: z.array(z.string()).optional(),
  }),
  output: z.object({ amount: z.string() }),
  access: 'public',
  handler: (input) => Promise.resolve({ amount: input.amount }),
});

const log = captureLog();
let testApp: TestApp;

beforeAll(async () => {
  testApp = await createTestApp({ extraCalls: [brokenCall, echoCall], logger: log.logger });
});

afterAll(async () => {
  await testApp.close();
});

const json = { 'content-type': 'application/json' };

const post = (url: string, payload?: string | Buffer, headers: Record<string, string> = json) =>
  testApp.app.inject({
    method: 'POST',
    url: `/portal/api/${url}`,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });

describe('example/alive', () => {
  it('answers the same serverId on every call, each reply with its own request id', async () => {
    const first = await post('example/alive', '{}');
    const second = await post('example/alive', undefined, {});
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ serverId: expect.any(String) as string });
    expect(second.json()).toEqual(first.json());
    expect(first.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
  });

  it('accepts a charset parameter and an empty body as {}', async () => {
    const charset = { 'content-type': 'application/json; charset=UTF-8' };
    expect((await post('example/alive', '{}', charset)).statusCode).toBe(200);
    expect((await post('example/alive', '')).statusCode).toBe(200);
  });
});

describe('bad input answers 400 invalid_input with field codes, never 500', () => {
  const cases: [string, string | Buffer, Record<string, string>, Record<string, string>][] = [
    ['malformed JSON', '{"amount":', json, { '': 'malformed_json' }],
    ['a JSON array', '[]', json, { '': 'invalid_type' }],
    ['a JSON string', '"hello"', json, { '': 'invalid_type' }],
    ['null', 'null', json, { '': 'invalid_type' }],
    [
      'a wrong content type',
      '{"amount":"1"}',
      { 'content-type': 'text/plain' },
      { '': 'unsupported_content_type' },
    ],
    [
      'a form post',
      'amount=1',
      { 'content-type': 'application/x-www-form-urlencoded' },
      { '': 'unsupported_content_type' },
    ],
    [
      'an unparsable content type',
      '{"amount":"1"}',
      { 'content-type': 'not a media type' },
      { '': 'unsupported_content_type' },
    ],
    [
      'a non-UTF-8 charset',
      '{"amount":"1"}',
      { 'content-type': 'application/json; charset=latin1' },
      { '': 'unsupported_content_type' },
    ],
    ['a body without a content type', '{"amount":"1"}', {}, { '': 'unsupported_content_type' }],
    [
      'invalid UTF-8',
      Buffer.from([0x7b, 0x22, 0x61, 0xff, 0xfe, 0x22, 0x7d]),
      json,
      { '': 'malformed_json' },
    ],
    [
      'unknown fields',
      '{"amount":"1","extra":1,"more":2}',
      json,
      { extra: 'unrecognized_key', more: 'unrecognized_key' },
    ],
    [
      'a __proto__ key',
      '{"amount":"1","__proto__":{"polluted":true}}',
      json,
      JSON.parse('{"__proto__":"unrecognized_key"}') as Record<string, string>,
    ],
    ['a wrong type', '{"amount":12.5}', json, { amount: 'invalid_type' }],
    ['a missing field', '{}', json, { amount: 'invalid_type' }],
    [
      'nested problems',
      '{"amount":"1","order":{"side":"X","quantity":1.5,"x":0},"tags":["a",3]}',
      json,
      {
        'order.side': 'invalid_value',
        'order.quantity': 'invalid_type',
        'order.x': 'unrecognized_key',
        'tags.1': 'invalid_type',
      },
    ],
    [
      'huge nesting',
      `{"amount":"1","tags":${'['.repeat(100_000)}${']'.repeat(100_000)}}`,
      json,
      { '': 'too_deep' },
    ],
  ];

  it.each(cases)('%s', async (_name, payload, headers, fields) => {
    const reply = await post('test-only/echo', payload, headers);
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({ code: 'invalid_input', fields });
    expect(Object.getPrototypeOf(reply.json())).toBe(Object.prototype);
  });

  it('answers 413 payload_too_large beyond the body limit', async () => {
    const reply = await post('test-only/echo', `{"amount":"${'9'.repeat(2 * 1024 * 1024)}"}`);
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toEqual({ code: 'payload_too_large' });
  });

  it('passes valid input to the handler', async () => {
    const reply = await post(
      'test-only/echo',
      '{"amount":"1.10","order":{"side":"B","quantity":3}}',
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ amount: '1.10' });
  });
});

describe('routing', () => {
  it('answers 404 not_found for an unknown call, with a request id', async () => {
    const reply = await post('example/missing', '{}');
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'not_found' });
    expect(reply.headers['x-request-id']).toBeTruthy();
    expect((await post('nothing', '{}')).statusCode).toBe(404);
  });

  it('answers 405 method_not_allowed for another verb on a call path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      const reply = await testApp.app.inject({ method, url: '/portal/api/example/alive' });
      expect(reply.statusCode).toBe(405);
      expect(reply.json()).toEqual({ code: 'method_not_allowed' });
      expect(reply.headers.allow).toBe('POST');
    }
  });

  it('answers 404 for GET on an unknown call', async () => {
    const reply = await testApp.app.inject({ method: 'GET', url: '/portal/api/example/missing' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'not_found' });
  });
});

describe('output validation', () => {
  it('answers 500 internal_error with the request id, logged with it', async () => {
    const reply = await post('test-only/broken', '{}');
    expect(reply.statusCode).toBe(500);
    const requestId = reply.headers['x-request-id'];
    expect(reply.json()).toEqual({ code: 'internal_error', requestId });
    const entry = log.entries().find((line) => line.msg === 'internal error');
    expect(entry).toMatchObject({ level: 50, requestId, reqId: requestId });
    expect(JSON.stringify(entry)).toContain('test-only/broken');
  });
});
