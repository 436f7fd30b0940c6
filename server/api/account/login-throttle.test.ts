import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthTestApp, post, type AuthTestApp } from '../../test/auth-client';

/**
 * Throttling without lock-out (server/auth/throttle.ts): per account from one address, and per
 * address past its cap of accounts failed, 429 until the failures age out; per account from every
 * address, only a short growing spacing (defaults: from the 5th failure, 1 s, 2 s, 4 s, then 4 s),
 * enforced as 429 with Retry-After for an attempt that comes sooner. Unknown codes are throttled
 * exactly like known ones. Known devices: known-device.test.ts.
 */

const RIGHT = 'Portico#2026';
const WRONG = 'Wrong#2026';
const HOLDER = '203.0.113.10';
const stranger = (n: number) => `198.51.100.${n}`;

/** "429 <retry-after>" or "<status> <result>", so a whole exchange reads as one list. */
function outcome(reply: LightMyRequestResponse): string {
  if (reply.statusCode !== 429) {
    return `${reply.statusCode} ${String(reply.json<{ result?: string }>().result)}`;
  }
  const seconds = reply.headers['retry-after'];
  expect(reply.json()).toEqual({ code: 'rate_limited', retryAfterSeconds: Number(seconds) });
  return `429 ${String(seconds)}`;
}

function loginWith(t: AuthTestApp) {
  return async (accountCode: string, password: string, remoteAddress: string) =>
    outcome(
      await post(
        t.app,
        'account/gatewayPasswordLogin',
        { accountCode, password },
        undefined,
        remoteAddress,
      ),
    );
}

describe('with the default settings', () => {
  let t: AuthTestApp;
  let login: ReturnType<typeof loginWith>;

  beforeAll(async () => {
    t = await createAuthTestApp();
    login = loginWith(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it("a stranger's failures from other addresses only space out the holder's attempts", async () => {
    const seen: string[] = [];
    for (let n = 1; n <= 5; n++) seen.push(await login('C10001', WRONG, stranger(n)));
    for (const [n, seconds] of [
      [6, 1],
      [7, 2],
      [8, 4],
      [9, 4],
    ] as const) {
      seen.push(await login('C10001', WRONG, stranger(n)));
      t.clock.advance(seconds * 1000);
      seen.push(await login('C10001', WRONG, stranger(n)));
    }
    expect(seen).toEqual([
      ...Array<string>(5).fill('200 N'),
      '429 1',
      '200 N',
      '429 2',
      '200 N',
      '429 4',
      '200 N',
      '429 4',
      '200 N',
    ]);
    // Nine failures from nine addresses: the holder waits four seconds, and is in.
    expect(await login('C10001', RIGHT, HOLDER)).toBe('429 4');
    t.clock.advance(4000);
    expect(await login('C10001', RIGHT, HOLDER)).toBe('200 Y');
    // The success ends the spacing.
    expect(await login('C10001', WRONG, HOLDER)).toBe('200 N');
    expect(await login('C10001', RIGHT, HOLDER)).toBe('200 Y');
  });

  it('five failures from one address refuse that address for the window, not the holder', async () => {
    const seen: string[] = [];
    for (let n = 0; n < 5; n++) seen.push(await login('C10005', WRONG, stranger(20)));
    expect(seen).toEqual(Array<string>(5).fill('200 N'));
    // The stranger's address, even with the right password: until the first failure ages out.
    expect(await login('C10005', RIGHT, stranger(20))).toBe('429 900');
    // The holder: the one-second spacing of an account's fifth failure, then in.
    expect(await login('C10005', RIGHT, HOLDER)).toBe('429 1');
    t.clock.advance(1000);
    expect(await login('C10005', RIGHT, stranger(20))).toBe('429 899');
    expect(await login('C10005', RIGHT, HOLDER)).toBe('200 Y');
  });

  it('gives parallel attempts one try per opening, whichever addresses they come from', async () => {
    for (let n = 30; n < 35; n++) expect(await login('C77777', WRONG, stranger(n))).toBe('200 F');
    t.clock.advance(1000);
    const burst = await Promise.all(
      [35, 36, 37, 38].map((n) => login('C77777', WRONG, stranger(n))),
    );
    // One takes the opening; the rest wait for the next (1 or 2 s, as the first's failure lands).
    expect(burst.filter((answer) => answer === '200 F')).toHaveLength(1);
    expect(burst.filter((answer) => /^429 [12]$/.test(answer))).toHaveLength(3);
  });

  it('throttles an unknown code exactly like a known one', async () => {
    const exchange = async (accountCode: string, first: number) => {
      const seen: string[] = [];
      for (let n = 0; n < 5; n++) seen.push(await login(accountCode, WRONG, stranger(first)));
      seen.push(await login(accountCode, WRONG, stranger(first)));
      seen.push(await login(accountCode, WRONG, stranger(first + 1)));
      t.clock.advance(1000);
      seen.push(await login(accountCode, WRONG, stranger(first + 1)));
      seen.push(await login(accountCode, WRONG, stranger(first + 2)));
      t.clock.advance(2000);
      seen.push(await login(accountCode, WRONG, stranger(first + 2)));
      // Spec §8 names the refusal: N for a wrong password, F for an unknown account.
      return seen.map((answer) => answer.replace(/^200 [NF]$/, '200 refused'));
    };
    const known = await exchange('M40001', 40);
    const unknown = await exchange('M49999', 50);
    expect(unknown).toEqual(known);
    expect(known).toEqual([
      ...Array<string>(5).fill('200 refused'),
      '429 900',
      '429 1',
      '200 refused',
      '429 2',
      '200 refused',
    ]);
  });
});

describe('with the limits set in the environment', () => {
  let t: AuthTestApp;
  let login: ReturnType<typeof loginWith>;

  beforeAll(async () => {
    t = await createAuthTestApp({
      env: {
        LOGIN_THROTTLE_WINDOW_MS: '60000',
        LOGIN_MAX_ACCOUNTS_PER_ADDRESS: '2',
        LOGIN_MAX_FAILURES_PER_ACCOUNT_ADDRESS: '2',
        LOGIN_DELAY_AFTER_FAILURES: '3',
        LOGIN_DELAY_BASE_MS: '2000',
        LOGIN_DELAY_MAX_MS: '3000',
      },
    });
    login = loginWith(t);
  });

  afterAll(async () => {
    await t.close();
  });

  it('refuses the account from the address, then the address once it failed two accounts', async () => {
    const address = stranger(60);
    expect(await login('C10001', WRONG, address)).toBe('200 N');
    expect(await login('C10001', WRONG, address)).toBe('200 N');
    expect(await login('C10001', RIGHT, address)).toBe('429 60');
    expect(await login('C10005', WRONG, address)).toBe('200 N');
    t.clock.advance(10_000);
    expect(await login('M40001', RIGHT, address)).toBe('429 50');
    // Two failures of C10001: below the spacing threshold, so another address is in at once.
    expect(await login('C10001', RIGHT, stranger(61))).toBe('200 Y');
    // The success forgets C10001's failures: the address has failed one account again.
    expect(await login('M40001', RIGHT, address)).toBe('200 Y');
  });

  it('spaces an account out from its third failure, up to the maximum', async () => {
    t.clock.advance(60_000);
    for (let n = 70; n < 73; n++) expect(await login('A30001', WRONG, stranger(n))).toBe('200 N');
    expect(await login('A30001', WRONG, stranger(73))).toBe('429 2');
    t.clock.advance(2000);
    expect(await login('A30001', WRONG, stranger(73))).toBe('200 N');
    expect(await login('A30001', RIGHT, HOLDER)).toBe('429 3');
    t.clock.advance(3000);
    expect(await login('A30001', RIGHT, HOLDER)).toBe('200 Y');
  });
});
