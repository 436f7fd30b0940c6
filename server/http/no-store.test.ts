import http from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { SESSION_HEADER } from '../../shared/contracts/common';
import { defineCall } from '../api/registry';
import { createAuthTestApp, signIn, type AuthTestApp } from '../test/auth-client';

/**
 * Every /portal/api answer carries Cache-Control: no-store, whatever its status and whoever
 * raised it (the call, the contract, the session gate, the rate limiter, routing, a bug, a
 * stream); the web app's own files keep their caching.
 */

const brokenCall = defineCall({
  service: 'test-only',
  method: 'broken',
  input: z.strictObject({}),
  output: z.object({ total: z.string() }),
  access: 'public',
  handler: () => Promise.reject(new Error('a deliberate bug')),
});

let t: AuthTestApp;
let webRoot: string;
let addressCount = 0;
/** Each request from an address of its own, so only the 429 case meets the limit. */
const nextAddress = () => `198.51.100.${(addressCount += 1)}`;

beforeAll(async () => {
  webRoot = await mkdtemp(path.join(tmpdir(), 'portico-no-store-'));
  await mkdir(path.join(webRoot, 'assets'));
  await writeFile(path.join(webRoot, 'index.html'), '<!doctype html><title>Portico</title>');
  await writeFile(path.join(webRoot, 'assets', 'app-abc123.js'), 'console.log(1);');
  t = await createAuthTestApp({
    webRoot,
    extraCalls: [brokenCall],
    rateLimit: { max: 3, timeWindowMs: 60_000 },
  });
});

afterAll(async () => {
  await t.close();
  await rm(webRoot, { recursive: true, force: true });
});

const inject = (
  method: 'GET' | 'POST',
  url: string,
  options: { payload?: string; contentType?: string; remoteAddress?: string } = {},
) =>
  t.app.inject({
    method,
    url,
    remoteAddress: options.remoteAddress ?? nextAddress(),
    headers: { 'content-type': options.contentType ?? 'application/json' },
    ...(options.payload === undefined ? {} : { payload: options.payload }),
  });

describe('Cache-Control on the API', () => {
  it.each([
    ['a call', 'POST', 'example/alive', '{}', undefined, 200],
    ['malformed JSON', 'POST', 'example/alive', '{', undefined, 400],
    ['an input the contract refuses', 'POST', 'example/alive', '{"x":1}', undefined, 400],
    ['another content type', 'POST', 'example/alive', 'x', 'text/plain', 400],
    [
      'no session',
      'POST',
      'balance/searchCashBalances',
      '{"accountCode":"C10001"}',
      undefined,
      401,
    ],
    ['an unknown call', 'POST', 'nothing/here', '{}', undefined, 404],
    ['another verb', 'GET', 'example/alive', undefined, undefined, 405],
    ['a failing handler', 'POST', 'test-only/broken', '{}', undefined, 500],
    ['a stream without a session', 'GET', 'stream/notifications', undefined, undefined, 401],
  ] as const)('answers %s (%s %s) no-store', async (_, method, call, payload, type, status) => {
    const reply = await inject(method, `/portal/api/${call}`, {
      ...(payload === undefined ? {} : { payload }),
      ...(type === undefined ? {} : { contentType: type }),
    });
    expect([reply.statusCode, reply.headers['cache-control']]).toEqual([status, 'no-store']);
  });

  it('answers the rate limit no-store', async () => {
    const remoteAddress = nextAddress();
    const replies = [];
    for (let index = 0; index < 4; index += 1) {
      replies.push(
        await inject('POST', '/portal/api/example/alive', { payload: '{}', remoteAddress }),
      );
    }
    expect(replies.map((reply) => [reply.statusCode, reply.headers['cache-control']])).toEqual([
      [200, 'no-store'],
      [200, 'no-store'],
      [200, 'no-store'],
      [429, 'no-store'],
    ]);
  });

  it('opens a stream no-store', async () => {
    const session = await signIn(t.app, 'C10001', { remoteAddress: nextAddress() });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as AddressInfo;
    const cookie = Object.entries(session.cookies)
      .map(([name, value]) => `${name}=${value}`)
      .join('; ');
    const opened = await new Promise<{ status?: number; headers: http.IncomingHttpHeaders }>(
      (resolve, reject) => {
        const request = http.get(
          `http://127.0.0.1:${port}/portal/api/stream/notifications`,
          { headers: { cookie, [SESSION_HEADER]: session.sessionId } },
          (response) => {
            resolve({ status: response.statusCode, headers: response.headers });
            request.destroy();
          },
        );
        request.on('error', reject);
      },
    );
    const { status, headers } = opened;
    expect([status, headers['content-type'], headers['cache-control']]).toEqual([
      200,
      'text/event-stream; charset=utf-8',
      'no-store, no-transform',
    ]);
  });

  it('leaves the web app files their own caching', async () => {
    const page = await inject('GET', '/portal/');
    const asset = await inject('GET', '/portal/assets/app-abc123.js');
    expect(page.statusCode).toBe(200);
    expect(asset.statusCode).toBe(200);
    expect(page.headers['cache-control']).not.toContain('no-store');
    expect(asset.headers['cache-control']).toContain('immutable');
  });
});
