import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * Advisor acting sessions (spec §1, §3 advisor linkage, §4): an advisor opens a session for a
 * linked client on behalf of their own session; it lives like any session and ends with the
 * advisor's.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { INACTIVITY_KICK_MS: '600000' } });
});

afterAll(async () => {
  await t.close();
});

/** Opens an advisee session; answers the reply and, on success, the browser session. */
async function openFor(advisor: BrowserSession, accountCode: string) {
  const reply = await post(t.app, 'account/openAdviseeSession', { accountCode }, advisor);
  const body = reply.json<Record<string, unknown>>();
  const session =
    typeof body.sessionId === 'string'
      ? { sessionId: body.sessionId, cookies: cookiesOf(reply) }
      : undefined;
  return { reply, body, session };
}

const touch = (session: BrowserSession) => post(t.app, 'account/touch', {}, session);

describe('account/retrieveAdvisees', () => {
  it("lists the advisor's linked clients with names and risk expiry", async () => {
    const advisor = await signIn(t.app, 'A30001');
    const reply = await post(t.app, 'account/retrieveAdvisees', {}, advisor);
    expect(reply.statusCode).toBe(200);
    const { advisees } = reply.json<{ advisees: Record<string, unknown>[] }>();
    expect(advisees.map((client) => client.accountCode)).toEqual(['C10001', 'C10005']);
    for (const client of advisees) {
      expect(client).toMatchObject({ source: 'gateway', isActive: true });
      expect(client.name).toEqual(expect.any(String));
    }
    // Demo book: C10001's assessment runs a year, C10005's has expired.
    const expiry = (index: number) => Date.parse(String(advisees[index]?.riskExpiryTime));
    expect(expiry(0)).toBeGreaterThan(t.clock.now.getTime());
    expect(expiry(1)).toBeLessThan(t.clock.now.getTime());
  });

  it('is refused to a user (403)', async () => {
    const user = await signIn(t.app, 'C10002');
    const reply = await post(t.app, 'account/retrieveAdvisees', {}, user);
    expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
  });
});

describe('account/openAdviseeSession', () => {
  it('is refused to a user, even for their own account', async () => {
    const user = await signIn(t.app, 'C10005');
    expect((await openFor(user, 'C10005')).reply.statusCode).toBe(403);
    expect((await openFor(user, 'C10001')).reply.statusCode).toBe(403);
  });

  it('opens only for a linked client: not another account, not the advisor itself', async () => {
    const advisor = await signIn(t.app, 'A30001');
    expect((await openFor(advisor, 'C10002')).reply.json()).toEqual({ code: 'forbidden' });
    expect((await openFor(advisor, 'A30001')).reply.statusCode).toBe(403);
    expect((await openFor(advisor, 'S90001')).reply.statusCode).toBe(403);
  });

  it("opens a client session in cookies only, beside the client's own session", async () => {
    const own = await signIn(t.app, 'C10001');
    const advisor = await signIn(t.app, 'A30001');
    const { reply, body, session } = await openFor(advisor, 'c10001');
    expect(reply.statusCode).toBe(200);
    expect(body).toMatchObject({
      result: 'Y',
      accountCode: 'C10001',
      role: 'user',
      source: 'gateway',
      advisorSessionId: advisor.sessionId,
    });
    if (!session) throw new Error('no advisee session');
    const secret = session.cookies[`portico_st_${session.sessionId}`] ?? '';
    expect(secret.length).toBeGreaterThan(20);
    expect(reply.body).not.toContain(secret);
    const setCookie = reply.cookies.find((cookie) => cookie.name.startsWith('portico_st_'));
    expect(setCookie).toMatchObject({ httpOnly: true, sameSite: 'Strict' });
    // The advisee session acts for the client; the client's own login is untouched.
    expect((await touch(session)).statusCode).toBe(200);
    expect((await touch(own)).statusCode).toBe(200);
    const portfolio = { accountCode: 'C10001', source: 'gateway' };
    expect((await post(t.app, 'preference/loadPreference', portfolio, session)).statusCode).toBe(
      200,
    );
  });

  it("refuses the client's own acts (password, agreement) in an advisee session", async () => {
    const advisor = await signIn(t.app, 'A30001');
    const { session } = await openFor(advisor, 'C10005');
    if (!session) throw new Error('no advisee session');
    const change = {
      accountCode: 'C10005',
      oldLoginPassword: 'Portico#2026',
      newLoginPassword: 'Advisor#2027',
    };
    const reply = await post(t.app, 'account/changePassword', change, session);
    expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
    const setLanguage = { accountCode: 'C10005', source: 'gateway', language: 'zh-HK' };
    expect((await post(t.app, 'preference/setLanguage', setLanguage, session)).statusCode).toBe(
      403,
    );
    // Nor can it open sessions of its own.
    expect((await openFor(session, 'C10005')).reply.statusCode).toBe(403);
  });

  it('replaces the earlier session of the same advisor session for that client', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const first = (await openFor(advisor, 'C10001')).session;
    const second = (await openFor(advisor, 'C10001')).session;
    if (!first || !second) throw new Error('no advisee session');
    expect((await touch(first)).json()).toEqual({ code: 'unauthenticated', reason: 'logged_out' });
    expect((await touch(second)).statusCode).toBe(200);
  });

  it("ends with the advisor's session: logout, kick, or a new login of the advisor", async () => {
    const ended = async (end: (advisor: BrowserSession) => Promise<unknown>, reason: string) => {
      const advisor = await signIn(t.app, 'A30001');
      const { session } = await openFor(advisor, 'C10005');
      if (!session) throw new Error('no advisee session');
      await end(advisor);
      expect((await touch(session)).json()).toEqual({ code: 'unauthenticated', reason });
    };
    await ended(
      (advisor) => post(t.app, 'account/accountLogout', { sessionId: advisor.sessionId }, advisor),
      'logged_out',
    );
    const admin = await signIn(t.app, 'S90001');
    await ended(
      () => post(t.app, 'account/kick', { accountCode: 'A30001', source: 'gateway' }, admin),
      'kicked',
    );
    await ended(() => signIn(t.app, 'A30001'), 'logged_out');
  });

  it("refreshes like any session, and work in it keeps the advisor's session alive", async () => {
    const advisor = await signIn(t.app, 'A30001');
    const { session } = await openFor(advisor, 'C10001');
    if (!session) throw new Error('no advisee session');
    t.clock.advance(7 * 60_000);
    expect((await touch(session)).statusCode).toBe(200);
    t.clock.advance(7 * 60_000);
    const refreshed = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/refreshToken',
      payload: { sessionId: session.sessionId, accountCode: 'C10001', source: 'gateway' },
      cookies: session.cookies,
    });
    expect(refreshed.statusCode).toBe(200);
    // 14 minutes since the advisor's own last call, 7 since the advisee's: under the 10-minute kick.
    const advisorRefresh = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/refreshToken',
      payload: { sessionId: advisor.sessionId, accountCode: 'A30001', source: 'gateway' },
      cookies: advisor.cookies,
    });
    expect(advisorRefresh.statusCode).toBe(200);
  });
});
