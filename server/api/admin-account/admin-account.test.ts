import { describe, expect, it } from 'vitest';
import { post, signIn } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';

/**
 * The admin area's accounts through HTTP on the demo book (issue 28): the list, creating an
 * account whose holder's first login is a forced change, editing, status, password and
 * two-factor resets, clearing the sign-in throttle, and the audit trail of each (who, when,
 * before and after). Each test makes the accounts it changes.
 */

const { state, admin, createAccount, newCode, sentPassword, signInHolder } = useAdminTestApp();

const load = (accountId: number) => admin('admin-account/loadAccount', { accountId });
const adminActions = async (accountId: number) =>
  (await load(accountId)).audit.filter((event) => event.kind === 'admin_action');

describe('the account list', () => {
  it('shows every account with role, rank, status and last login; filters and pages', async () => {
    await signIn(state.t.app, 'C10001');
    const found = await admin('admin-account/searchAccounts', { code: 'c10001' });
    expect(found.accounts).toEqual([
      expect.objectContaining({
        accountCode: 'C10001',
        source: 'gateway',
        role: 'user',
        rank: 100,
        status: 'active',
        lastLoginStatus: 'success',
      }),
    ]);
    expect(found.accounts[0]?.lastLoginAt).not.toBeNull();
    const admins = await admin('admin-account/searchAccounts', { role: 'admin' });
    expect(admins.accounts.map((row) => [row.accountCode, row.rank])).toContainEqual([
      'S90001',
      500,
    ]);
    const suspended = await admin('admin-account/searchAccounts', { status: 'suspended' });
    expect(suspended.accounts.map((row) => row.accountCode)).toContain('C10009');
    expect(suspended.accounts.every((row) => row.status === 'suspended')).toBe(true);
    const fos = await admin('admin-account/searchAccounts', { source: 'fos', name: 'a' });
    expect(fos.accounts.every((row) => row.source === 'fos')).toBe(true);
    const all = await admin('admin-account/searchAccounts', { limit: 200 });
    const second = await admin('admin-account/searchAccounts', { offset: 1, limit: 1 });
    expect(second.total).toBe(all.total);
    expect(second.accounts).toEqual([all.accounts[1]]);
  });
});

describe('creating an account', () => {
  it('sends the first password and asks for a new one at the first login (result 1)', async () => {
    const account = await createAccount({ role: 'advisor', tradePasswordRequired: true });
    expect(account).toMatchObject({
      role: 'advisor',
      rank: 200,
      status: 'active',
      mustChangePassword: true,
      tradePasswordRequired: true,
      lastLoginAt: null,
    });
    const message = state.t.messenger
      .recent()
      .find((sent) => sent.accountCode === account.accountCode);
    expect(message).toMatchObject({ channel: 'email', to: account.email });
    expect(message?.text).toMatch(/trade password is \w+/);
    const session = await signInHolder(account.accountCode);
    expect(session.answer.result).toBe('1');
    const info = await post(
      state.t.app,
      'account/retrievePasswordInfo',
      { accountCode: account.accountCode, source: 'gateway' },
      session,
    );
    expect(info.json()).toMatchObject({ isForceChangePassword: true });
    const audit = await adminActions(account.accountId);
    expect(audit.map((event) => [event.action, event.actorCode])).toEqual([['create', 'S90001']]);
    expect(audit[0]?.sessionId).toBeTruthy();
    expect(audit[0]?.changes).toEqual(
      expect.arrayContaining([
        { field: 'accountCode', before: null, after: account.accountCode },
        { field: 'role', before: null, after: 'advisor' },
      ]),
    );
  });

  it('refuses a code already taken (any case), storing nothing', async () => {
    const account = await createAccount();
    const before = await admin('admin-account/searchAccounts', { code: account.accountCode });
    const again = await admin('admin-account/createAccount', {
      accountCode: account.accountCode.toLowerCase(),
      source: 'gateway',
      role: 'user',
      displayName: 'Someone Else',
      email: 'else@example.com',
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: false,
    });
    expect(again).toEqual({ result: 'duplicate_code', account: null });
    expect(await admin('admin-account/searchAccounts', { code: account.accountCode })).toEqual(
      before,
    );
  });

  it('answers bad input with its code and stores nothing', async () => {
    const accountCode = newCode();
    const session = await signIn(state.t.app, 'S90001');
    const reply = await post(
      state.t.app,
      'admin-account/createAccount',
      {
        accountCode,
        source: 'gateway',
        role: 'user',
        displayName: '',
        email: 'not-an-email',
        mobile: 'call me',
        twoFactor: 'Q',
        tradePasswordRequired: false,
      },
      session,
    );
    expect(reply.statusCode).toBe(400);
    const body = reply.json<{ code: string; fields: Record<string, string> }>();
    expect(body.code).toBe('invalid_input');
    expect(Object.keys(body.fields)).toEqual(
      expect.arrayContaining(['displayName', 'email', 'mobile', 'twoFactor']),
    );
    const found = await admin('admin-account/searchAccounts', { code: accountCode });
    expect(found.total).toBe(0);
  });

  it('changes nothing when the holder cannot be sent the password', async () => {
    const accountCode = newCode();
    const answer = await admin('admin-account/createAccount', {
      accountCode,
      source: 'gateway',
      role: 'user',
      displayName: 'No Contact',
      email: null,
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: false,
    });
    expect(answer).toEqual({ result: 'message_failed', account: null });
    expect((await admin('admin-account/searchAccounts', { code: accountCode })).total).toBe(0);
  });
});

describe('changing an account', () => {
  it('edits fields and role, keeping each change before and after in the audit trail', async () => {
    const account = await createAccount();
    const answer = await admin('admin-account/updateAccount', {
      accountId: account.accountId,
      role: 'manager',
      displayName: 'Renamed Holder',
      email: account.email,
      mobile: '+852 9123 4567',
      twoFactor: 'S',
      tradePasswordRequired: true,
    });
    expect(answer.result).toBe('ok');
    expect(answer.account).toMatchObject({
      role: 'manager',
      rank: 300,
      displayName: 'Renamed Holder',
      mobile: '+852 9123 4567',
      twoFactor: 'S',
      tradePasswordRequired: true,
    });
    const [update] = await adminActions(account.accountId);
    expect(update).toMatchObject({ action: 'update', actorCode: 'S90001' });
    expect(update?.changes).toEqual(
      expect.arrayContaining([
        { field: 'role', before: 'user', after: 'manager' },
        { field: 'displayName', before: account.displayName, after: 'Renamed Holder' },
        { field: 'mobile', before: null, after: '+852 9123 4567' },
        { field: 'twoFactor', before: null, after: 'S' },
        { field: 'tradePasswordRequired', before: 'false', after: 'true' },
      ]),
    );
    const message = state.t.messenger.recent()[0];
    expect(message).toMatchObject({ accountCode: account.accountCode });
    expect(message?.text).toMatch(/trade password is \w+/);
  });

  it('suspends: its sessions end and login answers S; active again lets it in', async () => {
    const account = await createAccount();
    const session = await signInHolder(account.accountCode);
    const setStatus = (status: 'active' | 'suspended' | 'not_active') =>
      admin('admin-account/setAccountStatus', { accountId: account.accountId, status });
    expect((await setStatus('suspended')).account?.status).toBe('suspended');
    expect((await post(state.t.app, 'account/touch', {}, session)).json()).toEqual({
      code: 'unauthenticated',
      reason: 'kicked',
    });
    const login = await post(state.t.app, 'account/gatewayPasswordLogin', {
      accountCode: account.accountCode,
      password: sentPassword(account.accountCode),
    });
    expect(login.json()).toEqual({ result: 'S' });
    expect((await setStatus('not_active')).account?.status).toBe('not_active');
    expect((await setStatus('active')).account?.status).toBe('active');
    expect((await signInHolder(account.accountCode)).answer.result).toBe('1');
    const statuses = (await adminActions(account.accountId))
      .filter((event) => event.action === 'status')
      .map((event) => event.changes);
    expect(statuses).toEqual([
      [{ field: 'status', before: 'not_active', after: 'active' }],
      [{ field: 'status', before: 'suspended', after: 'not_active' }],
      [{ field: 'status', before: 'active', after: 'suspended' }],
    ]);
  });

  it('resets the password through the messenger: the old one fails, the new one forces a change', async () => {
    const account = await createAccount();
    const first = sentPassword(account.accountCode);
    const answer = await admin('admin-account/resetAccountPassword', {
      accountId: account.accountId,
    });
    expect(answer.account?.mustChangePassword).toBe(true);
    const second = sentPassword(account.accountCode);
    expect(second).not.toBe(first);
    const old = await post(state.t.app, 'account/gatewayPasswordLogin', {
      accountCode: account.accountCode,
      password: first,
    });
    expect(old.json()).toMatchObject({ result: 'N' });
    expect((await signInHolder(account.accountCode)).answer.result).toBe('1');
    const [reset] = (await adminActions(account.accountId)).filter(
      (event) => event.action === 'reset_password',
    );
    expect(reset).toMatchObject({ actorCode: 'S90001' });
    expect(JSON.stringify(reset)).not.toContain(second);
  });

  it('resets the two-factor secret and sends the new one', async () => {
    const account = await createAccount({ twoFactor: 'T' });
    expect(account.hasTotpSecret).toBe(true);
    const firstKey = /authenticator key is (\w+)/.exec(state.t.messenger.recent()[0]?.text ?? '');
    await admin('admin-account/resetTwoFactorSecret', { accountId: account.accountId });
    const secondKey = /authenticator key is (\w+)/.exec(state.t.messenger.recent()[0]?.text ?? '');
    expect(secondKey?.[1]).toMatch(/^[A-Z2-7]{32}$/);
    expect(secondKey?.[1]).not.toBe(firstKey?.[1]);
    expect((await adminActions(account.accountId)).map((event) => event.action)).toContain(
      'reset_two_factor',
    );
  });

  it('clears the sign-in throttle of the account', async () => {
    const account = await createAccount();
    for (let attempt = 0; attempt < 3; attempt++) {
      await post(
        state.t.app,
        'account/gatewayPasswordLogin',
        { accountCode: account.accountCode, password: 'Wrong#2026' },
        undefined,
        `198.51.100.${String(attempt + 1)}`,
      );
    }
    expect((await load(account.accountId)).account.signInFailures).toBe(3);
    const answer = await admin('admin-account/clearSignInThrottles', {
      accountId: account.accountId,
    });
    expect(answer.account?.signInFailures).toBe(0);
    const audit = await load(account.accountId);
    expect(audit.audit.map((event) => event.kind)).toEqual(
      expect.arrayContaining(['login_failed', 'admin_action']),
    );
  });
});
