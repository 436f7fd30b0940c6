import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

let t: AuthTestApp;

beforeAll(async () => {
  // Short times, as the browser test uses them: kick after 10 minutes idle, remind after 1.
  t = await createAuthTestApp({
    env: { INACTIVITY_KICK_MS: '600000', INACTIVITY_REMINDER_MS: '60000' },
  });
});

afterAll(async () => {
  await t.close();
});

const refresh = (session: BrowserSession, account = { accountCode: 'C10001', source: 'gateway' }) =>
  t.app.inject({
    method: 'POST',
    url: '/portal/api/account/refreshToken',
    payload: { sessionId: session.sessionId, ...account },
    cookies: session.cookies,
  });

/** The browser's cookies after a reply: set ones replace, cleared ones go. */
const after = (session: BrowserSession, reply: Awaited<ReturnType<typeof refresh>>) => {
  const cookies = { ...session.cookies, ...cookiesOf(reply) };
  for (const [name, value] of Object.entries(cookies)) if (value === '') delete cookies[name];
  return { sessionId: session.sessionId, cookies };
};

const touch = (session: BrowserSession) => post(t.app, 'account/touch', {}, session);

describe('the session gate', () => {
  it('answers 401 missing without the header, the cookie, or with a wrong cookie', async () => {
    const session = await signIn(t.app, 'C10001');
    expect((await touch(session)).statusCode).toBe(200);
    const noHeader = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/touch',
      cookies: session.cookies,
    });
    expect(noHeader.json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
    expect((await touch({ ...session, cookies: {} })).statusCode).toBe(401);
    const forged = { ...session, cookies: { [`portico_st_${session.sessionId}`]: 'x'.repeat(43) } };
    expect((await touch(forged)).json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
  });

  it('answers 401 expired after 15 minutes; a refresh brings the session back', async () => {
    const session = await signIn(t.app, 'C10001');
    t.clock.advance(8 * 60_000);
    expect((await touch(session)).statusCode).toBe(200);
    t.clock.advance(8 * 60_000);
    expect((await touch(session)).json()).toEqual({ code: 'unauthenticated', reason: 'expired' });
    const reply = await refresh(session);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      sessionId: session.sessionId,
      role: 'user',
      accountCode: 'C10001',
    });
    expect(reply.body).not.toContain(cookiesOf(reply)[`portico_rt_${session.sessionId}`]);
    expect((await touch(after(session, reply))).statusCode).toBe(200);
  });

  it('ends a session idle past the kick time (401 idle), and a refresh cannot revive it', async () => {
    const session = await signIn(t.app, 'C10001');
    t.clock.advance(5 * 60_000);
    const reply = await refresh(session);
    expect(reply.statusCode).toBe(200);
    const refreshed = after(session, reply);
    t.clock.advance(5 * 60_000);
    // Refreshing is not activity: 10 minutes since the last call.
    expect((await touch(refreshed)).json()).toEqual({ code: 'unauthenticated', reason: 'idle' });
    expect((await refresh(refreshed)).json()).toEqual({ code: 'unauthenticated', reason: 'idle' });
  });

  it('answers the configured inactivity times', async () => {
    const session = await signIn(t.app, 'C10001');
    expect((await post(t.app, 'account/retrieveInactiveTimes', {}, session)).json()).toEqual({
      inactivityKickTime: 600_000,
      inactivityReminderTime: 60_000,
    });
  });
});

describe('refresh tokens', () => {
  it('rotate on use; reusing a rotated one kicks the whole family', async () => {
    const session = await signIn(t.app, 'C10001');
    const rotated = await refresh(session);
    expect(rotated.statusCode).toBe(200);
    const current = after(session, rotated);
    expect(current.cookies[`portico_rt_${session.sessionId}`]).not.toBe(
      session.cookies[`portico_rt_${session.sessionId}`],
    );
    const replay = await refresh(session);
    expect(replay.json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    expect(cookiesOf(replay)[`portico_rt_${session.sessionId}`]).toBe('');
    expect((await refresh(current)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    expect((await touch(current)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    const audit = await t.db
      .selectFrom('auditEvent')
      .select('kind')
      .where('sessionId', '=', session.sessionId)
      .execute();
    expect(audit.map((row) => row.kind)).toContain('refresh_reuse');
  });

  it('refuses a refresh naming another account or without the cookie', async () => {
    const session = await signIn(t.app, 'C10001');
    const other = await refresh(session, { accountCode: 'C10005', source: 'gateway' });
    expect(other.json()).toEqual({ code: 'unauthenticated', reason: 'missing' });
    expect((await refresh({ ...session, cookies: {} })).statusCode).toBe(401);
    expect((await refresh(session)).statusCode).toBe(200);
  });

  it('expire after 7 days', async () => {
    const session = await signIn(t.app, 'C10001');
    t.clock.advance(7 * 24 * 3_600_000);
    expect((await refresh(session)).json()).toEqual({ code: 'unauthenticated', reason: 'expired' });
  });
});

describe('logout and kick', () => {
  it('logout ends the session, clears its cookies, and works after the token lapsed', async () => {
    const session = await signIn(t.app, 'C10005');
    t.clock.advance(16 * 60_000);
    const reply = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/accountLogout',
      payload: { sessionId: session.sessionId },
      cookies: session.cookies,
    });
    expect(reply.json()).toEqual({ success: true });
    expect(cookiesOf(reply)).toMatchObject({
      [`portico_st_${session.sessionId}`]: '',
      [`portico_rt_${session.sessionId}`]: '',
    });
    expect((await refresh(session, { accountCode: 'C10005', source: 'gateway' })).json()).toEqual({
      code: 'unauthenticated',
      reason: 'logged_out',
    });
  });

  it('logout without a cookie of the session changes nothing', async () => {
    const session = await signIn(t.app, 'C10005');
    const reply = await post(t.app, 'account/accountLogout', { sessionId: session.sessionId });
    expect(reply.json()).toEqual({ success: false });
    expect((await touch(session)).statusCode).toBe(200);
  });

  it('kick: only admins; a user loses the session of that account and source', async () => {
    const admin = await signIn(t.app, 'S90001');
    const user = await signIn(t.app, 'C10005');
    const fos = await signIn(t.app, 'F20001', { source: 'fos' });
    const kick = (by: BrowserSession, accountCode: string, source = 'gateway') =>
      post(t.app, 'account/kick', { accountCode, source }, by);
    expect((await kick(user, 'C10005')).json()).toEqual({ code: 'forbidden' });
    expect((await kick(admin, 'C10005')).json()).toEqual({ kickedSessions: 1 });
    expect((await touch(user)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    expect((await touch(fos)).statusCode).toBe(200);
    expect((await kick(admin, 'C99999')).json()).toEqual({ kickedSessions: 0 });
  });

  it('kick: an account above user loses every session of its code', async () => {
    const admin = await signIn(t.app, 'S90001');
    const advisor = await signIn(t.app, 'A30001');
    const kicked = await post(
      t.app,
      'account/kick',
      { accountCode: 'a30001', source: 'gateway' },
      admin,
    );
    expect(kicked.json()).toEqual({ kickedSessions: 1 });
    expect((await touch(advisor)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
  });
});

describe('background calls', () => {
  it('do not count as activity: a polled session still goes idle', async () => {
    const session = await signIn(t.app, 'C10001');
    t.clock.advance(6 * 60_000);
    const poll = await t.app.inject({
      method: 'POST',
      url: '/portal/api/account/retrieveInactiveTimes',
      headers: { 'x-portico-session': session.sessionId, 'x-portico-background': '1' },
      cookies: session.cookies,
    });
    expect(poll.statusCode).toBe(200);
    t.clock.advance(5 * 60_000);
    expect((await touch(session)).json()).toEqual({ code: 'unauthenticated', reason: 'idle' });
  });
});
