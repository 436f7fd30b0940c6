import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD_RULE } from '../../../shared/domain/password-rule';
import { findAccountByCode, setPasswordHash } from '../../repositories/account.repository';
import { createAuthTestApp, post, signIn, type AuthTestApp } from '../../test/auth-client';

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

const change = async (accountCode: string, oldLoginPassword: string, newLoginPassword: string) => {
  const session = await signIn(t.app, accountCode, { password: oldLoginPassword });
  const reply = await post(
    t.app,
    'account/changePassword',
    { accountCode, oldLoginPassword, newLoginPassword },
    session,
  );
  return { session, answer: reply.json<Record<string, unknown>>() };
};

describe('retrievePasswordRule', () => {
  it('answers the default rule without a session (the reset screen shows it)', async () => {
    const reply = await post(t.app, 'account/retrievePasswordRule', { accountCode: 'C10001' });
    expect(reply.json()).toEqual(DEFAULT_PASSWORD_RULE);
  });
});

describe('retrievePasswordInfo', () => {
  // A database of this block's own: its tests read the logins before theirs, and the other
  // blocks sign the same accounts in.
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await createAuthTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  const infoOf = async (session: Awaited<ReturnType<typeof signIn>>, accountCode: string) =>
    (
      await post(t.app, 'account/retrievePasswordInfo', { accountCode, source: 'gateway' }, session)
    ).json<Record<string, unknown>>();

  it('gives the login before this session as the last login, as the login answer does', async () => {
    const first = await signIn(t.app, 'C10001');
    expect(await infoOf(first, 'C10001')).toMatchObject({
      lastLoginTime: null,
      lastLoginStatus: null,
    });
    const firstAt = t.clock.now.toISOString();
    t.clock.advance(60_000);
    const second = await signIn(t.app, 'C10001');
    expect(second.answer).toMatchObject({ lastLoginTime: firstAt, lastLoginStatus: 'success' });
    expect(await infoOf(second, 'C10001')).toMatchObject({
      lastLoginTime: firstAt,
      lastLoginStatus: 'success',
    });

    t.clock.advance(60_000);
    await post(t.app, 'account/gatewayPasswordLogin', {
      accountCode: 'C10001',
      password: 'Wrong#2026',
    });
    const failedAt = t.clock.now.toISOString();
    t.clock.advance(60_000);
    const third = await signIn(t.app, 'C10001');
    expect(await infoOf(third, 'C10001')).toMatchObject({
      lastLoginTime: failedAt,
      lastLoginStatus: 'failure',
    });
  });

  it('answers days until expiry and the alert option (spec §3)', async () => {
    const info = async (accountCode: string) => {
      const session = await signIn(t.app, accountCode);
      const reply = await post(
        t.app,
        'account/retrievePasswordInfo',
        { accountCode, source: 'gateway' },
        session,
      );
      return reply.json<Record<string, unknown>>();
    };
    expect(await info('C10006')).toMatchObject({
      passwordDuration: 3,
      alertChangePasswordOption: 1,
      isForceChangePassword: false,
      agreementConfirmed: true,
      // Its first login in this database: no login before it.
      lastLoginStatus: null,
    });
    expect(await info('C10007')).toMatchObject({
      passwordDuration: -10,
      alertChangePasswordOption: 2,
      isForceChangePassword: true,
    });
    expect(await info('S90001')).toMatchObject({
      alertChangePasswordOption: 0,
      agreementConfirmed: true,
    });
  });
});

describe('changePassword results (spec §8)', () => {
  it('incorrect_old_password, error_new_password, violates_policy', async () => {
    const session = await signIn(t.app, 'C10005');
    const attempt = (oldLoginPassword: string, newLoginPassword: string) =>
      post(
        t.app,
        'account/changePassword',
        { accountCode: 'C10005', oldLoginPassword, newLoginPassword },
        session,
      );
    expect((await attempt('Wrong#2026', 'Harbour#2027')).json()).toEqual({
      success: false,
      result: 'incorrect_old_password',
    });
    expect((await attempt('Portico#2026', 'Portico#2026')).json()).toEqual({
      success: false,
      result: 'error_new_password',
    });
    expect((await attempt('Portico#2026', 'short1A')).json()).toEqual({
      success: false,
      result: 'violates_policy',
    });
  });

  it('success clears the forced change; the old password stops working; used_before refuses recent ones', async () => {
    const first = await change('C10007', 'Portico#2026', 'Harbour#2027');
    expect(first.answer).toEqual({ success: true, result: 'success' });
    const info = await post(
      t.app,
      'account/retrievePasswordInfo',
      { accountCode: 'C10007', source: 'gateway' },
      first.session,
    );
    expect(info.json()).toMatchObject({
      isForceChangePassword: false,
      alertChangePasswordOption: 0,
      passwordDuration: 90,
    });
    const old = await post(t.app, 'account/gatewayPasswordLogin', {
      accountCode: 'C10007',
      password: 'Portico#2026',
    });
    expect(old.json()).toEqual({ result: 'N' });
    const back = await change('C10007', 'Harbour#2027', 'Portico#2026');
    expect(back.answer).toEqual({
      success: false,
      result: 'used_before',
      historyCount: 5,
    });
    const audit = await t.db
      .selectFrom('auditEvent')
      .select('kind')
      .where('accountCode', '=', 'C10007')
      .where('kind', '=', 'password_changed')
      .execute();
    expect(audit).toHaveLength(1);
  });

  it('refuses changing another account (403) and a user-only call for an advisor client', async () => {
    const advisor = await signIn(t.app, 'A30001');
    const reply = await post(
      t.app,
      'account/changePassword',
      { accountCode: 'C10001', oldLoginPassword: 'Portico#2026', newLoginPassword: 'Harbour#2027' },
      advisor,
    );
    expect(reply.statusCode).toBe(403);
  });
});

describe('trade password', () => {
  let demoTradePassword: { accountId: number; hash: string };

  beforeAll(async () => {
    const account = await findAccountByCode(t.db, 'C10001', 'gateway');
    if (!account?.tradePasswordHash) throw new Error('C10001 has no trade password');
    demoTradePassword = { accountId: account.id, hash: account.tradePasswordHash };
  });

  beforeEach(async () => {
    // Each test starts from C10001's demo trade password, which the change test replaces.
    const { accountId, hash } = demoTradePassword;
    await setPasswordHash(t.db, accountId, 'trade', hash, t.clock.now);
  });

  it('is required and saved for C10001 only; it changes under the same rules', async () => {
    const c10001 = await signIn(t.app, 'C10001');
    const check = (session: typeof c10001, accountCode: string) =>
      post(t.app, 'account/checkSavedTradePassword', { accountCode }, session);
    expect((await check(c10001, 'C10001')).json()).toEqual({
      result: true,
      tradePasswordRequired: true,
      tradeUnlockedUntil: null,
    });
    const c10005 = await signIn(t.app, 'C10005');
    expect((await check(c10005, 'C10005')).json()).toEqual({
      result: false,
      tradePasswordRequired: false,
      tradeUnlockedUntil: null,
    });
    const changeTrade = (
      session: typeof c10001,
      accountCode: string,
      oldTradePassword: string,
      newTradePassword: string,
    ) =>
      post(
        t.app,
        'account/changeTradePassword',
        { accountCode, oldTradePassword, newTradePassword },
        session,
      );
    expect((await changeTrade(c10005, 'C10005', 'Trade#2026', 'Trade#2027')).json()).toEqual({
      success: false,
      result: 'not_required',
      errorCode: 'ERR003',
    });
    expect(
      (await changeTrade(c10001, 'C10001', 'Portico#2026', 'Trade#2027')).json(),
    ).toMatchObject({
      result: 'incorrect_old_password',
      errorCode: 'ERR001',
    });
    expect((await changeTrade(c10001, 'C10001', 'Trade#2026', 'Trade#2027')).json()).toEqual({
      success: true,
      result: 'success',
    });
    expect((await changeTrade(c10001, 'C10001', 'Trade#2027', 'Trade#2026')).json()).toMatchObject({
      result: 'used_before',
      errorCode: 'ERR007',
      historyCount: 5,
    });
  });

  it('answers the spec §8 trade password change code of each refusal (ERR002, ERR005-ERR010)', async () => {
    const session = await signIn(t.app, 'C10001');
    const refusal = async (newTradePassword: string) =>
      (
        await post(
          t.app,
          'account/changeTradePassword',
          { accountCode: 'C10001', oldTradePassword: 'Trade#2026', newTradePassword },
          session,
        )
      ).json<{ success: boolean; result: string; errorCode?: string }>();
    expect(await refusal('Trade#2026')).toEqual({
      success: false,
      result: 'error_new_password',
      errorCode: 'ERR002',
    });
    const policy = (errorCode: string) => ({
      success: false,
      result: 'violates_policy',
      errorCode,
    });
    expect(await refusal('short')).toEqual(policy('ERR005'));
    expect(await refusal('Harbour#2027Harbour#2027')).toEqual(policy('ERR006'));
    expect(await refusal('Harbour 2027a')).toEqual(policy('ERR008'));
    expect(await refusal('harbour#!?')).toEqual(policy('ERR009'));
    expect(await refusal('harbour2027')).toEqual(policy('ERR010'));
  });
});

describe('reset password (brand flag resetPassword)', () => {
  const request = (accountCode: string) =>
    post(t.app, 'account/requestPasswordReset', { accountCode, source: 'gateway' });
  const reset = (accountCode: string, verificationKey: string, newPassword: string) =>
    post(t.app, 'account/resetPassword', {
      accountCode,
      source: 'gateway',
      verificationKey,
      newPassword,
    });
  const lastKey = () => t.messenger.recent()[0]?.code ?? '';

  it('sends a key by email; the key resets the password once and kicks the sessions', async () => {
    const session = await signIn(t.app, 'M40001');
    expect((await request('m40001')).json()).toEqual({ result: 'sent' });
    expect(t.messenger.recent()[0]).toMatchObject({ channel: 'email', to: 'm40001@example.com' });
    const key = lastKey();
    expect(key).toMatch(/^[2-9A-HJ-KM-NP-TV-Z]{8}$/);
    expect((await reset('M40001', 'WRONGKEY', 'Harbour#2027')).json()).toEqual({
      result: 'ERR002',
    });
    expect((await reset('M40001', key, 'short')).json()).toEqual({ result: 'ERR005' });
    expect((await reset('M40001', key, 'Harbour#2027Harbour#2027')).json()).toEqual({
      result: 'ERR006',
    });
    expect((await reset('M40001', key, 'Harbour 2027a')).json()).toEqual({ result: 'ERR008' });
    expect((await reset('M40001', key, 'harbour#!?')).json()).toEqual({ result: 'ERR009' });
    expect((await reset('M40001', key, 'harbour2027')).json()).toEqual({ result: 'ERR010' });
    expect((await reset('M40001', key, 'Portico#2026')).json()).toEqual({
      result: 'ERR007',
      historyCount: 5,
    });
    expect((await reset('M40001', key.toLowerCase(), 'Harbour#2027')).json()).toEqual({
      result: 'success',
    });
    expect((await reset('M40001', key, 'Lotus#2028')).json()).toEqual({ result: 'ERR002' });
    expect((await post(t.app, 'account/touch', {}, session)).json()).toMatchObject({
      reason: 'kicked',
    });
    await signIn(t.app, 'M40001', { password: 'Harbour#2027' });
  });

  it('ERR001 for an unknown account, ERR004 for one not active, ERR013 for an old key', async () => {
    expect((await request('C99999')).json()).toEqual({ result: 'ERR001' });
    expect((await request('C10008')).json()).toEqual({ result: 'ERR004' });
    expect((await request('C10006')).json()).toEqual({ result: 'sent' });
    const key = lastKey();
    t.clock.advance(30 * 60_000);
    expect((await reset('C10006', key, 'Harbour#2027')).json()).toEqual({ result: 'ERR013' });
  });

  it('is not served when the brand turns the flag off', async () => {
    const lotus = await createAuthTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      const reply = await post(lotus.app, 'account/requestPasswordReset', {
        accountCode: 'C10001',
        source: 'gateway',
      });
      expect(reply.statusCode).toBe(404);
    } finally {
      await lotus.close();
    }
  });
});
