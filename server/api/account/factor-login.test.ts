import { sql } from 'kysely';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewAccount } from '../../repositories/account.repository';
import { createAuthTestApp, post, type AuthTestApp } from '../../test/auth-client';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

let copies = 0;

/**
 * An account of the test's own, a copy of a demo two-factor account (C10003 by SMS, C10004 by
 * token) under a new code: its failures, TOTP steps, status and contacts are no other test's, so
 * no test leaves another a throttled, used or changed account.
 */
async function accountLike(
  demoCode: 'C10003' | 'C10004',
  changes: Partial<NewAccount> = {},
): Promise<string> {
  const demo = await t.db
    .selectFrom('account')
    .selectAll()
    .where('accountCode', '=', demoCode)
    .where('source', '=', 'gateway')
    .executeTakeFirstOrThrow();
  const accountCode = `${demoCode}-${(copies += 1)}`;
  await t.db
    .insertInto('account')
    .values({ ...demo, id: undefined, accountCode, ...changes })
    .execute();
  return accountCode;
}

const challenge = async (accountCode: string) => {
  const reply = await post(t.app, 'account/gatewayPasswordLogin', {
    accountCode,
    password: 'Portico#2026',
  });
  const answer = reply.json<{ result: string; sessionId: string; factor: string }>();
  expect(answer.result).toBe('2');
  return answer;
};

/** The latest code the messenger sent to an account (as the demo's outbox shows it). */
const lastCode = (accountCode: string) =>
  t.messenger.recent().find((message) => message.accountCode === accountCode)?.code ?? '';

const factorLogin = (sessionId: string, password: string, factor = 'S') =>
  post(t.app, 'account/factorLogin', { sessionId, password, factor });

const resend = (sessionId: string, factor = 'S') =>
  post(t.app, 'account/resendOneTimePassword', { sessionId, factor });

const totp = (at: Date) =>
  new TOTP({ secret: Secret.fromBase32('JBSWY3DPEHPK3PXP') }).generate({ timestamp: at.getTime() });

const setStatus = (accountCode: string, status: string) =>
  sql`update account set status = ${status} where account_code = ${accountCode}`.execute(t.db);

describe('SMS one-time passwords (copies of C10003)', () => {
  it("writes the code's message in the holder's language (issue 31 §16)", async () => {
    const english = await accountLike('C10003');
    await challenge(english);
    const chinese = await accountLike('C10003');
    const { id } = await t.db
      .selectFrom('account')
      .select('id')
      .where('accountCode', '=', chinese)
      .executeTakeFirstOrThrow();
    await t.db
      .insertInto('preference')
      .values({ accountId: id, language: 'zh-CN', currencyCode: 'HKD', updatedAt: new Date() })
      .execute();
    await challenge(chinese);
    const textOf = (accountCode: string) =>
      t.messenger.recent().find((message) => message.accountCode === accountCode)?.text ?? '';
    expect(textOf(english)).toContain(`your one-time password is ${lastCode(english)}`);
    expect(textOf(chinese)).toContain(`您的动态密码为 ${lastCode(chinese)}，10 分钟后失效`);
  });

  it('sends a 6-digit code through the messenger and opens the session with it', async () => {
    const account = await accountLike('C10003');
    const { sessionId, factor } = await challenge(account);
    expect(factor).toBe('S');
    const sent = t.messenger.recent()[0];
    expect(sent).toMatchObject({ accountCode: account, channel: 'sms', to: '+852 90010003' });
    expect(sent?.code).toMatch(/^\d{6}$/);
    const reply = await factorLogin(sessionId, lastCode(account));
    expect(reply.json()).toMatchObject({ result: 'Y', sessionId, accountCode: account });
    expect(reply.cookies.map((cookie) => cookie.name)).toContain(`portico_st_${sessionId}`);
    expect(reply.body).not.toContain(reply.cookies[0]?.value ?? 'no cookie');
  });

  it('stores the code hashed, never in clear', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    const row = await t.db
      .selectFrom('loginChallenge')
      .select('codeHash')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(row.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row.codeHash).not.toContain(lastCode(account));
  });

  it('ERR002 for a wrong code, ERR001 once the code was used, ERR999 for an unknown id', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    const code = lastCode(account);
    const wrong = code === '000000' ? '000001' : '000000';
    expect((await factorLogin(sessionId, wrong)).json()).toEqual({
      result: 'X',
      errorCode: 'ERR002',
    });
    expect((await factorLogin(sessionId, code)).json()).toMatchObject({ result: 'Y' });
    expect((await factorLogin(sessionId, code)).json()).toEqual({
      result: 'X',
      errorCode: 'ERR001',
    });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await factorLogin(unknown, code)).json()).toEqual({ result: 'X', errorCode: 'ERR999' });
  });

  it('ERR003 after 10 minutes; a resend gives a new code that works', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    const first = lastCode(account);
    t.clock.advance(10 * 60_000);
    expect((await factorLogin(sessionId, first)).json()).toEqual({
      result: 'X',
      errorCode: 'ERR003',
    });
    expect((await resend(sessionId)).json()).toEqual({ result: 'sent', retryAfterSeconds: 60 });
    const second = lastCode(account);
    if (second !== first) {
      expect((await factorLogin(sessionId, first)).json()).toEqual({
        result: 'X',
        errorCode: 'ERR002',
      });
    }
    expect((await factorLogin(sessionId, second)).json()).toMatchObject({ result: 'Y' });
  });

  it('refuses a resend sooner than 60 seconds, saying how long to wait', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    t.clock.advance(15_000);
    expect((await resend(sessionId)).json()).toEqual({ result: 'too_soon', retryAfterSeconds: 45 });
    t.clock.advance(45_000);
    expect((await resend(sessionId)).json()).toEqual({ result: 'sent', retryAfterSeconds: 60 });
  });

  it('switches between SMS and email, but not to a token (ERR004)', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    t.clock.advance(60_000);
    expect((await resend(sessionId, 'E')).json()).toMatchObject({ result: 'sent' });
    expect(t.messenger.recent()[0]).toMatchObject({ channel: 'email', to: 'c10003@example.com' });
    expect((await resend(sessionId, 'T')).json()).toEqual({ result: 'X', errorCode: 'ERR004' });
    expect((await factorLogin(sessionId, lastCode(account), 'T')).json()).toEqual({
      result: 'X',
      errorCode: 'ERR004',
    });
    expect((await factorLogin(sessionId, lastCode(account), 'E')).json()).toMatchObject({
      result: 'Y',
    });
  });

  it('ERR005 when suspended and ERR008 when deactivated after the challenge', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    const code = lastCode(account);
    await setStatus(account, 'suspended');
    expect((await factorLogin(sessionId, code)).json()).toEqual({
      result: 'X',
      errorCode: 'ERR005',
    });
    await setStatus(account, 'not_active');
    expect((await factorLogin(sessionId, code)).json()).toEqual({
      result: 'X',
      errorCode: 'ERR008',
    });
    await setStatus(account, 'active');
    expect((await factorLogin(sessionId, code)).json()).toMatchObject({ result: 'Y' });
  });

  it('counts wrong codes as failures: 429 after five', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await factorLogin(sessionId, 'abc')).json()).toMatchObject({ errorCode: 'ERR002' });
    }
    const limited = await factorLogin(sessionId, lastCode(account));
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('ERR003 for good once the challenge is 30 minutes old, resend or not', async () => {
    const account = await accountLike('C10003');
    const { sessionId } = await challenge(account);
    t.clock.advance(30 * 60_000);
    expect((await resend(sessionId)).json()).toEqual({ result: 'X', errorCode: 'ERR003' });
  });
});

describe('token one-time passwords (copies of C10004, TOTP)', () => {
  it('accepts the current code once, and the neighbouring steps', async () => {
    const account = await accountLike('C10004');
    const { sessionId, factor } = await challenge(account);
    expect(factor).toBe('T');
    expect(t.messenger.recent().filter((message) => message.accountCode === account)).toEqual([]);
    const reply = await factorLogin(sessionId, totp(new Date(t.clock.now.getTime() - 30_000)), 'T');
    expect(reply.json()).toMatchObject({ result: 'Y', accountCode: account });
  });

  it('refuses a replayed code (ERR001) and a wrong one (ERR002)', async () => {
    const account = await accountLike('C10004');
    const code = totp(t.clock.now);
    const first = await challenge(account);
    expect((await factorLogin(first.sessionId, code, 'T')).json()).toMatchObject({ result: 'Y' });
    const second = await challenge(account);
    expect((await factorLogin(second.sessionId, code, 'T')).json()).toEqual({
      result: 'X',
      errorCode: 'ERR001',
    });
    const farAway = totp(new Date(t.clock.now.getTime() + 5 * 60_000));
    expect((await factorLogin(second.sessionId, farAway, 'T')).json()).toEqual({
      result: 'X',
      errorCode: 'ERR002',
    });
    expect((await resend(second.sessionId, 'T')).json()).toEqual({
      result: 'X',
      errorCode: 'ERR004',
    });
  });
});

describe('login result X', () => {
  it('refuses a two-factor login when the code cannot be sent', async () => {
    const account = await accountLike('C10003', { mobile: null });
    const reply = await post(t.app, 'account/gatewayPasswordLogin', {
      accountCode: account,
      password: 'Portico#2026',
    });
    expect(reply.json()).toEqual({ result: 'X' });
  });
});
