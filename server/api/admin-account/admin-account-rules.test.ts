import { describe, expect, it } from 'vitest';
import type { CallName } from '../../../shared/contracts/index';
import { cookiesOf, post, signIn, type BrowserSession } from '../../test/auth-client';
import { useAdminTestApp } from '../../test/admin-test-kit';

/**
 * The admin area's rules through HTTP (issue 28): every call refused below the admin role (403,
 * nothing changed), for an advisor, a manager, a client and an advisee session; an admin gives no
 * role at or above its own rank and changes no account ranked there, nor its own; the spec §4
 * kick rule; advisor links with the stock-instruction permission.
 */

const { state, postAs, admin, createAccount, newCode, signInHolder } = useAdminTestApp();

const load = (accountId: number) => admin('admin-account/loadAccount', { accountId });
const touch = (session: BrowserSession) => post(state.t.app, 'account/touch', {}, session);

/** An advisee session of C10001 opened from A30001's `advisor` session. */
async function adviseeSession(advisor: BrowserSession): Promise<BrowserSession> {
  const reply = await post(
    state.t.app,
    'account/openAdviseeSession',
    { accountCode: 'C10001' },
    advisor,
  );
  const body = reply.json<{ sessionId: string }>();
  return { sessionId: body.sessionId, cookies: { ...advisor.cookies, ...cookiesOf(reply) } };
}

describe('below the admin role', () => {
  it('refuses every admin call (403) and changes nothing', async () => {
    const target = await createAccount();
    const advisor = await createAccount({ role: 'advisor' });
    const holder = await signInHolder(target.accountCode);
    const before = await load(target.accountId);
    const accountId = target.accountId;
    const fields = {
      accountId,
      role: 'user',
      displayName: 'Changed',
      email: null,
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: true,
    };
    const calls: [CallName, object][] = [
      ['admin-account/searchAccounts', {}],
      ['admin-account/loadAccount', { accountId }],
      [
        'admin-account/createAccount',
        { ...fields, accountId: undefined, accountCode: newCode(), source: 'gateway' },
      ],
      ['admin-account/updateAccount', fields],
      ['admin-account/setAccountStatus', { accountId, status: 'suspended' }],
      ['admin-account/resetAccountPassword', { accountId }],
      ['admin-account/resetTwoFactorSecret', { accountId }],
      ['admin-account/clearSignInThrottles', { accountId }],
      ['admin-account/kickAccountSessions', { accountId }],
      [
        'admin-account/linkAdvisor',
        {
          advisorAccountId: advisor.accountId,
          clientAccountId: accountId,
          canInstructStocks: true,
        },
      ],
      [
        'admin-account/unlinkAdvisor',
        { advisorAccountId: advisor.accountId, clientAccountId: accountId },
      ],
      ['admin-queue/searchQueue', {}],
      ['admin-queue/loadQueueProof', { kind: 'deposit', key: '1' }],
      ['admin-queue/decideQueueItem', { kind: 'deposit', key: '1', decision: 'accept' }],
    ];
    const advisorSession = await signIn(state.t.app, 'A30001');
    const sessions = {
      client: await signIn(state.t.app, 'C10001'),
      advisor: advisorSession,
      manager: await signIn(state.t.app, 'M40001'),
      advisee: await adviseeSession(advisorSession),
    };
    for (const [who, session] of Object.entries(sessions)) {
      for (const [name, input] of calls) {
        const reply = await postAs(session, name, input);
        expect([who, name, reply.statusCode, reply.json()]).toEqual([
          who,
          name,
          403,
          { code: 'forbidden' },
        ]);
      }
    }
    expect(await load(target.accountId)).toEqual(before);
    expect((await touch(holder)).statusCode).toBe(200);
  });
});

describe('ranks and the admin’s own account', () => {
  it('gives only roles below the admin’s own rank', async () => {
    const code = newCode();
    const refused = await admin('admin-account/createAccount', {
      accountCode: code,
      source: 'gateway',
      role: 'admin',
      displayName: 'Would Be Admin',
      email: 'admin@example.com',
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: false,
    });
    expect(refused).toEqual({ result: 'rank_not_allowed', account: null });
    expect((await admin('admin-account/searchAccounts', { code })).total).toBe(0);
    const manager = await createAccount({ role: 'manager' });
    const raised = await admin('admin-account/updateAccount', {
      accountId: manager.accountId,
      role: 'god',
      displayName: manager.displayName,
      email: manager.email,
      mobile: null,
      twoFactor: null,
      tradePasswordRequired: false,
    });
    expect(raised).toEqual({ result: 'rank_not_allowed', account: null });
    const page = await load(manager.accountId);
    expect(page.account.role).toBe('manager');
    expect(page.assignableRoles).toEqual(['manager', 'advisor', 'user']);
    expect(page.isReadOnly).toBe(false);
    expect(page.audit.filter((event) => event.action === 'update')).toEqual([]);
  });

  it('changes neither its own role nor status, nor its sessions', async () => {
    const [self] = (await admin('admin-account/searchAccounts', { code: 'S90001' })).accounts;
    if (!self) throw new Error('no S90001');
    const page = await load(self.accountId);
    expect(page.isReadOnly).toBe(true);
    expect(page.assignableRoles).toEqual([]);
    const own = { accountId: self.accountId };
    expect(await admin('admin-account/setAccountStatus', { ...own, status: 'suspended' })).toEqual({
      result: 'own_account',
      account: null,
    });
    const demoted = await admin('admin-account/updateAccount', {
      ...own,
      role: 'user',
      displayName: self.displayName,
      email: self.email,
      mobile: self.mobile,
      twoFactor: self.twoFactor,
      tradePasswordRequired: false,
    });
    expect(demoted).toEqual({ result: 'own_account', account: null });
    expect(await admin('admin-account/kickAccountSessions', own)).toMatchObject({
      result: 'own_account',
      kickedSessions: 0,
    });
    const after = await load(self.accountId);
    expect(after.account).toMatchObject({ role: 'admin', status: 'active' });
  });
});

describe('kicking (spec §4)', () => {
  it('a user loses only the session of that account and source', async () => {
    const accountCode = newCode();
    const gateway = await createAccount({ accountCode });
    const onGateway = await signInHolder(accountCode);
    await createAccount({ accountCode, source: 'fos' });
    const onFos = await signInHolder(accountCode, 'fos');
    const kicked = await admin('admin-account/kickAccountSessions', {
      accountId: gateway.accountId,
    });
    expect(kicked).toMatchObject({ result: 'ok', kickedSessions: 1 });
    expect((await touch(onGateway)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    expect((await touch(onFos)).statusCode).toBe(200);
    const page = await load(gateway.accountId);
    expect(page.sessions[0]).toMatchObject({ sessionId: onGateway.sessionId, status: 'kicked' });
    expect(page.audit.find((event) => event.kind === 'kick')).toMatchObject({
      actorCode: 'S90001',
    });
  });

  it('an account above the user role loses every session of its code', async () => {
    const accountCode = newCode();
    const gateway = await createAccount({ accountCode, role: 'advisor' });
    const onGateway = await signInHolder(accountCode);
    await createAccount({ accountCode, source: 'fos', role: 'advisor' });
    const onFos = await signInHolder(accountCode, 'fos');
    const kicked = await admin('admin-account/kickAccountSessions', {
      accountId: gateway.accountId,
    });
    expect(kicked).toMatchObject({ result: 'ok', kickedSessions: 2 });
    expect((await touch(onGateway)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
    expect((await touch(onFos)).json()).toEqual({ code: 'unauthenticated', reason: 'kicked' });
  });
});

describe('advisor links', () => {
  it('links an advisor to a client with the stock permission, changes it and unlinks', async () => {
    const advisor = await createAccount({ role: 'advisor' });
    const client = await createAccount();
    const ids = { advisorAccountId: advisor.accountId, clientAccountId: client.accountId };
    const linked = await admin('admin-account/linkAdvisor', { ...ids, canInstructStocks: false });
    expect(linked).toMatchObject({
      result: 'ok',
      link: { advisorCode: advisor.accountCode, clientCode: client.accountCode },
    });
    expect(
      await admin('admin-account/linkAdvisor', { ...ids, canInstructStocks: false }),
    ).toMatchObject({ result: 'already_linked' });
    const granted = await admin('admin-account/linkAdvisor', { ...ids, canInstructStocks: true });
    expect(granted.link?.canInstructStocks).toBe(true);
    const session = await signInHolder(advisor.accountCode);
    const advisees = await post(state.t.app, 'account/retrieveAdvisees', {}, session);
    expect(advisees.json<{ advisees: { accountCode: string }[] }>().advisees).toEqual([
      expect.objectContaining({ accountCode: client.accountCode }),
    ]);
    expect((await load(client.accountId)).advisors).toEqual([
      expect.objectContaining({ advisorCode: advisor.accountCode, canInstructStocks: true }),
    ]);
    expect((await load(advisor.accountId)).advisees).toHaveLength(1);
    expect(await admin('admin-account/unlinkAdvisor', ids)).toMatchObject({ result: 'ok' });
    expect(await admin('admin-account/unlinkAdvisor', ids)).toEqual({
      result: 'not_linked',
      link: null,
    });
    const actions = (await load(client.accountId)).audit
      .map((event) => event.action)
      .filter((action) => action === 'link' || action === 'unlink');
    expect(actions).toEqual(['unlink', 'link', 'link']);
  });

  it('links only an advisor or manager to a user', async () => {
    const user = await createAccount();
    const other = await createAccount();
    const advisor = await createAccount({ role: 'advisor' });
    const link = (advisorAccountId: number, clientAccountId: number) =>
      admin('admin-account/linkAdvisor', {
        advisorAccountId,
        clientAccountId,
        canInstructStocks: false,
      });
    expect(await link(user.accountId, other.accountId)).toEqual({
      result: 'not_advisor',
      link: null,
    });
    expect(await link(advisor.accountId, advisor.accountId)).toEqual({
      result: 'not_client',
      link: null,
    });
    expect(await link(advisor.accountId, 999_999)).toEqual({ result: 'not_found', link: null });
    expect((await load(user.accountId)).advisors).toEqual([]);
  });
});
