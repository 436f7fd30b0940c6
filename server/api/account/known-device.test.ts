import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DAY_MS } from '../../auth/auth-policy';
import { DEVICE_COOKIE_PREFIX, deviceCookieName, signDeviceCookie } from '../../auth/device-cookie';
import { findServerSecret } from '../../repositories/server-secret.repository';
import { cookiesOf, createAuthTestApp, post, type AuthTestApp } from '../../test/auth-client';

/**
 * Known devices and the address's accounts (issue "Trust" 5; server/auth/throttle.ts,
 * server/auth/device-cookie.ts): a browser that signed in to an account keeps a signed cookie
 * that passes the account's spacing, so a stranger failing from many addresses cannot hold the
 * holder back; its own failures still count. One address is limited per account it fails, so an
 * office behind one NAT is not locked out by a few colleagues' typos, and in how many accounts it
 * fails, against spraying.
 */

const RIGHT = 'Portico#2026';
const WRONG = 'Wrong#2026';

let t: AuthTestApp;
let copies = 0;
let addresses = 0;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

// Every test starts past the window of every failure before it, with accounts of its own.
beforeEach(() => {
  t.clock.advance(16 * 60_000);
});

/** A fresh address of the test's own. */
const address = () => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${(addresses % 250) + 1}`;
};

/** An account of the test's own: a copy of C10001 (password login, no second factor). */
async function freshAccount(): Promise<string> {
  const demo = await t.db
    .selectFrom('account')
    .selectAll()
    .where('accountCode', '=', 'C10001')
    .where('source', '=', 'gateway')
    .executeTakeFirstOrThrow();
  const accountCode = `D${String((copies += 1)).padStart(5, '0')}`;
  await t.db
    .insertInto('account')
    .values({ ...demo, id: undefined, accountCode })
    .execute();
  return accountCode;
}

/** "429 <retry-after>" or "<status> <result>", so a whole exchange reads as one list. */
function outcome(reply: LightMyRequestResponse): string {
  if (reply.statusCode !== 429) {
    return `${reply.statusCode} ${String(reply.json<{ result?: string }>().result)}`;
  }
  return `429 ${String(reply.headers['retry-after'])}`;
}

/** A password login from `remoteAddress`, with the browser's cookies when given. */
async function login(
  accountCode: string,
  password: string,
  remoteAddress: string,
  cookies: Record<string, string> = {},
): Promise<string> {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/portal/api/account/gatewayPasswordLogin',
    payload: { accountCode, password },
    remoteAddress,
    cookies,
  });
  return outcome(reply);
}

/** Signs in and answers the device cookies the reply set (the browser keeps them). */
async function deviceOf(accountCode: string, remoteAddress: string) {
  const reply = await t.app.inject({
    method: 'POST',
    url: '/portal/api/account/gatewayPasswordLogin',
    payload: { accountCode, password: RIGHT },
    remoteAddress,
  });
  expect(outcome(reply)).toBe('200 Y');
  const cookies = cookiesOf(reply);
  return Object.fromEntries(
    Object.entries(cookies).filter(([name]) => name.startsWith(DEVICE_COOKIE_PREFIX)),
  );
}

/** Fails once from `from`, waiting out the spacing as a patient stranger would. */
async function failPatiently(accountCode: string, from: string): Promise<void> {
  let answer = await login(accountCode, WRONG, from);
  while (answer.startsWith('429 ')) {
    t.clock.advance(Number(answer.slice(4)) * 1000);
    answer = await login(accountCode, WRONG, from);
  }
  expect(answer).toBe('200 N');
}

describe('a known device', () => {
  it('is remembered by a long-lived httpOnly SameSite=Strict cookie for the sign-in calls', async () => {
    const accountCode = await freshAccount();
    const reply = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/gatewayPasswordLogin',
      payload: { accountCode, password: RIGHT },
      remoteAddress: address(),
    });
    const device = reply.cookies.filter((cookie) => cookie.name.startsWith(DEVICE_COOKIE_PREFIX));
    expect(device).toHaveLength(1);
    expect(device[0]).toMatchObject({
      httpOnly: true,
      sameSite: 'Strict',
      path: '/portal/api/account',
    });
    expect(device[0]?.secure).toBeFalsy();
    expect(device[0]?.name).not.toContain(accountCode);
    expect(device[0]?.value).not.toContain(accountCode);
    const expires = Date.parse(String(device[0]?.expires));
    expect(expires - t.clock.now.getTime()).toBeGreaterThan(179 * DAY_MS);
    // A refusal remembers nothing.
    const refused = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/gatewayPasswordLogin',
      payload: { accountCode, password: WRONG },
      remoteAddress: address(),
    });
    expect(refused.cookies).toEqual([]);
  });

  it('lets the holder in at once while a stranger fails from 50 addresses', async () => {
    const accountCode = await freshAccount();
    const device = await deviceOf(accountCode, address());
    for (let n = 0; n < 50; n++) await failPatiently(accountCode, address());
    // The stranger holds the account to one attempt every 4 s; without the cookie, so is the holder.
    const hotel = address();
    expect(await login(accountCode, RIGHT, hotel)).toBe('429 4');
    // With it, from yet another address, the holder is in at once.
    expect(await login(accountCode, RIGHT, hotel, device)).toBe('200 Y');
  });

  it("still counts the device's own wrong passwords", async () => {
    const accountCode = await freshAccount();
    const home = address();
    const device = await deviceOf(accountCode, home);
    const seen: string[] = [];
    for (let n = 0; n < 6; n++) seen.push(await login(accountCode, WRONG, home, device));
    // No spacing between its attempts, but five failures from one address refuse the pair.
    expect(seen).toEqual([...Array<string>(5).fill('200 N'), '429 900']);
    // And they space out everyone else's attempts on the account.
    expect(await login(accountCode, RIGHT, address())).toBe('429 1');
  });

  it("gives no pass with another account's, a forged or an expired cookie", async () => {
    const accountCode = await freshAccount();
    const other = await freshAccount();
    const home = address();
    const own = await deviceOf(accountCode, home);
    const others = await deviceOf(other, home);
    for (let n = 0; n < 5; n++) await failPatiently(accountCode, address());
    const secret = await findServerSecret(t.db, 'device_cookie');
    if (!secret) throw new Error('no device cookie secret was kept');
    const key = `gateway:${accountCode}`;
    const name = deviceCookieName(secret, key);
    const later = new Date(t.clock.now.getTime() + DAY_MS);
    const attempts = {
      othersCookie: others,
      othersValueUnderThisName: { [name]: Object.values(others)[0] ?? '' },
      signedWithAnotherSecret: { [name]: signDeviceCookie('x'.repeat(32), key, later) },
      expired: { [name]: signDeviceCookie(secret, key, new Date(t.clock.now.getTime() - 1000)) },
      expiryMoved: {
        [name]: (own[name] ?? '').replace(/^\d+/, String(Math.floor(later.getTime() / 1000))),
      },
    };
    const seen: Record<string, string> = {};
    for (const [what, cookies] of Object.entries(attempts)) {
      seen[what] = await login(accountCode, RIGHT, home, cookies);
    }
    expect(seen).toEqual({
      othersCookie: '429 1',
      othersValueUnderThisName: '429 1',
      signedWithAnotherSecret: '429 1',
      expired: '429 1',
      expiryMoved: '429 1',
    });
    expect(await login(accountCode, RIGHT, home, own)).toBe('200 Y');
  });

  it('is remembered by a sign-in that ends with a one-time password', async () => {
    const reply = await post(t.app, 'account/gatewayPasswordLogin', {
      accountCode: 'C10003',
      password: RIGHT,
    });
    const { sessionId } = reply.json<{ sessionId: string }>();
    const code = t.messenger.recent().find((message) => message.accountCode === 'C10003')?.code;
    const factor = await post(t.app, 'account/factorLogin', {
      sessionId,
      password: code,
      factor: 'S',
    });
    expect(factor.json()).toMatchObject({ result: 'Y' });
    const names = factor.cookies.map((cookie) => cookie.name);
    expect(names.filter((name) => name.startsWith(DEVICE_COOKIE_PREFIX))).toHaveLength(1);
  });
});

describe('one address', () => {
  it('is limited per account: colleagues behind one NAT are not locked out by others', async () => {
    const office = address();
    const typos = [await freshAccount(), await freshAccount(), await freshAccount()];
    const seen: string[] = [];
    // Twenty failures from the office: five on each of three accounts, five on an unknown code.
    for (const accountCode of [...typos, 'D99999']) {
      for (let n = 0; n < 5; n++) seen.push(await login(accountCode, WRONG, office));
    }
    expect(seen.filter((answer) => !/^200 [NF]$/.test(answer))).toEqual([]);
    // Those accounts wait from the office; a colleague's does not, with no device cookie.
    expect(await login(typos[0] ?? '', RIGHT, office)).toBe('429 900');
    expect(await login(await freshAccount(), RIGHT, office)).toBe('200 Y');
  });

  it('failing 30 accounts is spraying: refused for any account but a known device', async () => {
    const holder = await freshAccount();
    const device = await deviceOf(holder, address());
    const sprayer = address();
    for (let n = 1; n <= 30; n++) {
      expect(await login(`Z${String(n).padStart(5, '0')}`, WRONG, sprayer)).toBe('200 F');
    }
    expect(await login('Z00031', WRONG, sprayer)).toBe('429 900');
    expect(await login(holder, RIGHT, sprayer)).toBe('429 900');
    expect(await login(holder, RIGHT, sprayer, device)).toBe('200 Y');
    // Once those failures age out, the address may try again.
    t.clock.advance(900_000);
    expect(await login('Z00031', WRONG, sprayer)).toBe('200 F');
  });
});
