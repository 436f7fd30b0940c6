import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hongKongDate } from '../../../shared/domain/business-calendar';
import { DAY_MS } from '../../auth/auth-policy';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
} from '../../test/auth-client';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { MAX_INACTIVE_DAYS: '200' } });
  // The throttling tests move the clock a quarter of an hour: from 10:00 on the demo book's day it
  // never crosses a Hong Kong midnight, so the password days (C10006, C10007) hold in any order.
  t.clock.now = new Date(`${hongKongDate(t.clock.now)}T10:00:00+08:00`);
});

afterAll(async () => {
  await t.close();
});

const login = (accountCode: string, password = 'Portico#2026', remoteAddress?: string) =>
  post(t.app, 'account/gatewayPasswordLogin', { accountCode, password }, undefined, remoteAddress);

const activeSessions = async (accountCode: string) =>
  (
    await t.db
      .selectFrom('session')
      .innerJoin('account', 'account.id', 'session.accountId')
      .select('session.id')
      .where('account.accountCode', '=', accountCode)
      .where('session.status', '=', 'active')
      .execute()
  ).map((row) => row.id);

describe('gatewayPasswordLogin results (spec §8)', () => {
  it('Y: opens a session, its secrets only in httpOnly SameSite=Strict cookies', async () => {
    const reply = await login('C10001');
    expect(reply.statusCode).toBe(200);
    const answer = reply.json<Record<string, unknown>>();
    expect(answer).toMatchObject({
      result: 'Y',
      accountCode: 'C10001',
      role: 'user',
      source: 'gateway',
      agreementConfirmed: true,
      isForceChangePassword: false,
      alertChangePasswordOption: 0,
      sessionToken: { expirationTime: expect.any(String) as string },
      refreshToken: { expirationTime: expect.any(String) as string },
    });
    const sessionId = String(answer.sessionId);
    const cookies = reply.cookies.filter((cookie) => cookie.name.endsWith(sessionId));
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual([
      `portico_rt_${sessionId}`,
      `portico_st_${sessionId}`,
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/portal/api' });
      expect(cookie.secure).toBeFalsy();
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(reply.body).not.toContain(cookie.value);
    }
    const { expirationTime } = answer.sessionToken as { expirationTime: string };
    expect(Date.parse(expirationTime) - t.clock.now.getTime()).toBe(15 * 60_000);
  });

  it('marks cookies Secure behind HTTPS only when the proxy is trusted', async () => {
    const forwarded = (app: AuthTestApp) =>
      app.app.inject({
        method: 'POST',
        url: '/portal/api/account/gatewayPasswordLogin',
        payload: { accountCode: 'M40001', password: 'Portico#2026' },
        headers: { 'x-forwarded-proto': 'https' },
      });
    expect((await forwarded(t)).cookies.every((cookie) => !cookie.secure)).toBe(true);
    const trusting = await createAuthTestApp({ env: { TRUST_PROXY: '1' } });
    try {
      const cookies = (await forwarded(trusting)).cookies;
      expect(cookies.length).toBeGreaterThan(0);
      expect(cookies.every((cookie) => cookie.secure === true)).toBe(true);
    } finally {
      await trusting.close();
    }
  });

  it('upper-cases Gateway account codes', async () => {
    expect((await login(' c10005 ')).json()).toMatchObject({ result: 'Y', accountCode: 'C10005' });
  });

  it('1: first login, agreement not confirmed and change forced (C10002)', async () => {
    expect((await login('C10002')).json()).toMatchObject({
      result: '1',
      agreementConfirmed: false,
      isForceChangePassword: true,
      alertChangePasswordOption: 2,
    });
  });

  it('1: an expired password forces the change (C10007); C10006 is reminded', async () => {
    expect((await login('C10007')).json()).toMatchObject({
      result: '1',
      agreementConfirmed: true,
      isForceChangePassword: true,
      alertChangePasswordOption: 2,
      passwordDuration: -10,
    });
    expect((await login('C10006')).json()).toMatchObject({
      result: 'Y',
      isForceChangePassword: false,
      alertChangePasswordOption: 1,
      passwordDuration: 3,
    });
  });

  it('2: a two-factor account gets a challenge and no cookies (C10003)', async () => {
    const reply = await login('C10003');
    expect(reply.json()).toEqual({
      result: '2',
      factor: 'S',
      sessionId: expect.any(String) as string,
    });
    expect(reply.cookies).toEqual([]);
  });

  it('N and F: wrong password and unknown account', async () => {
    expect((await login('C10005', 'Wrong#2026')).json()).toEqual({ result: 'N' });
    expect((await login('C99999')).json()).toEqual({ result: 'F' });
  });

  it('V and S: not active (C10008) and suspended (C10009), only with the right password', async () => {
    expect((await login('C10008')).json()).toEqual({ result: 'V' });
    expect((await login('C10009')).json()).toEqual({ result: 'S' });
    expect((await login('C10009', 'Wrong#2026')).json()).toEqual({ result: 'N' });
  });

  it('G: refused when the last successful login is older than MAX_INACTIVE_DAYS', async () => {
    const longAgo = new Date(t.clock.now.getTime() - 201 * DAY_MS);
    await sql`update account set last_successful_login_at = ${longAgo}
      where account_code = 'M40001'`.execute(t.db);
    expect((await login('M40001')).json()).toEqual({ result: 'G' });
  });

  it('answers the previous attempt as last login time and status', async () => {
    await login('A30001', 'Wrong#2026');
    t.clock.advance(1000);
    const answer = (await login('A30001')).json<Record<string, unknown>>();
    expect(answer.lastLoginStatus).toBe('failure');
    expect(answer.lastLoginTime).toBe(new Date(t.clock.now.getTime() - 1000).toISOString());
  });
});

describe('sessions per account and source', () => {
  it('a new login replaces the active session of the same account (old one logouted)', async () => {
    const first = await signIn(t.app, 'S90001');
    const second = await signIn(t.app, 'S90001');
    expect(await activeSessions('S90001')).toEqual([second.sessionId]);
    const status = await t.db
      .selectFrom('session')
      .select('status')
      .where('id', '=', first.sessionId)
      .executeTakeFirstOrThrow();
    expect(status.status).toBe('logouted');
    const old = await post(t.app, 'account/touch', {}, first);
    expect(old.json()).toEqual({ code: 'unauthenticated', reason: 'logged_out' });
  });

  it('clears the replaced session cookies this browser still holds', async () => {
    const first = await signIn(t.app, 'C10005');
    const reply = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/gatewayPasswordLogin',
      payload: { accountCode: 'C10005', password: 'Portico#2026' },
      cookies: first.cookies,
    });
    expect(cookiesOf(reply)[`portico_st_${first.sessionId}`]).toBe('');
  });

  it('fosPasswordLogin answers success beside the session (F20001)', async () => {
    const reply = await post(t.app, 'account/fosPasswordLogin', {
      accountCode: 'F20001',
      password: 'Portico#2026',
    });
    expect(reply.json()).toMatchObject({ success: true, result: 'Y', source: 'fos' });
    const wrong = await post(t.app, 'account/fosPasswordLogin', {
      accountCode: 'F20001',
      password: 'nope',
    });
    expect(wrong.json()).toEqual({ success: false, result: 'N' });
    const gatewayCode = await post(t.app, 'account/fosPasswordLogin', {
      accountCode: 'C10001',
      password: 'Portico#2026',
    });
    expect(gatewayCode.json()).toEqual({ success: false, result: 'F' });
  });
});

describe('throttling', () => {
  // Five failures of an account refuse it from the address they came from (other addresses only
  // wait a few seconds: login-throttle.test.ts), until they age out.
  it('answers 429 with Retry-After after 5 failures of an account from one address', async () => {
    // An address of its own: the other tests' failures of C10005 came from the default one.
    const address = '198.51.100.21';
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await login('C10005', `Wrong#${attempt}`, address)).json()).toEqual({ result: 'N' });
      t.clock.advance(60_000);
    }
    const limited = await login('C10005', 'Portico#2026', address);
    expect(limited.statusCode).toBe(429);
    // The first failure leaves the 15-minute window 10 minutes from now.
    expect(limited.json()).toEqual({ code: 'rate_limited', retryAfterSeconds: 10 * 60 });
    expect(limited.headers['retry-after']).toBe(String(10 * 60));
    t.clock.advance(10 * 60_000 - 1000);
    expect((await login('C10005', 'Portico#2026', address)).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await login('C10005', 'Portico#2026', address)).json()).toMatchObject({ result: 'Y' });
  });

  it('a success resets the account counter', async () => {
    const address = '198.51.100.22';
    for (let attempt = 0; attempt < 4; attempt++) await login('A30001', 'Wrong#2026', address);
    expect((await login('A30001', 'Portico#2026', address)).json()).toMatchObject({ result: 'Y' });
    for (let attempt = 0; attempt < 4; attempt++) await login('A30001', 'Wrong#2026', address);
    expect((await login('A30001', 'Portico#2026', address)).statusCode).toBe(200);
  });

  it('answers 429 once one address has failed 30 accounts, whichever is tried next', async () => {
    const address = '198.51.100.7';
    for (let attempt = 0; attempt < 30; attempt++) {
      expect((await login(`X${attempt}`, 'Wrong#2026', address)).statusCode).toBe(200);
    }
    expect((await login('C10001', 'Portico#2026', address)).statusCode).toBe(429);
    expect((await login('C10001', 'Portico#2026', '198.51.100.8')).statusCode).toBe(200);
  });
});

describe('the audit trail', () => {
  it('records successful and failed logins, append-only', async () => {
    await login('C10004', 'Wrong#2026');
    const rows = await t.db
      .selectFrom('auditEvent')
      .select(['kind', 'accountCode', 'details'])
      .where('accountCode', '=', 'C10004')
      .execute();
    expect(rows).toContainEqual({
      kind: 'login_failed',
      accountCode: 'C10004',
      details: { result: 'N' },
    });
    expect(rows.some((row) => row.kind === 'login_challenged')).toBe(false);
    await expect(sql`update audit_event set kind = 'x'`.execute(t.db)).rejects.toThrow(
      'append-only',
    );
    await expect(sql`delete from audit_event`.execute(t.db)).rejects.toThrow('append-only');
  });
});
