import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallOutput } from '../../../shared/contracts/index';
import {
  cookiesOf,
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * The holder information through HTTP on the demo book (issue 25): C10001's details with the ID
 * number masked, read by the holder or a linked advisor only; an address changed at once and
 * audited; every change refused to an advisor, acting for the client or not (spec §6).
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp();
});

afterAll(async () => {
  await t.close();
});

const address = {
  lines: ['Flat 1A, 1 Test Road', 'Wan Chai'],
  chineseLines: ['灣仔測試道1號1樓A室'],
  countryCode: 'HK',
};

async function profileOf(session: BrowserSession, accountCode = 'C10001') {
  const reply = await post(t.app, 'account-profile/loadProfile', { accountCode }, session);
  return { reply, body: reply.json<CallOutput<'account-profile/loadProfile'>>() };
}

async function adviseeSession(
  accountCode: string,
  advisor?: BrowserSession,
): Promise<BrowserSession> {
  advisor ??= await signIn(t.app, 'A30001');
  const reply = await post(t.app, 'account/openAdviseeSession', { accountCode }, advisor);
  const body = reply.json<{ sessionId: string }>();
  return { sessionId: body.sessionId, cookies: cookiesOf(reply) };
}

describe('account-profile/loadProfile', () => {
  it('answers C10001’s details with the ID number masked and never in full', async () => {
    const { reply, body } = await profileOf(await signIn(t.app, 'C10001'));
    expect(reply.statusCode).toBe(200);
    expect(body.profile).toMatchObject({
      accountCode: 'C10001',
      accountType: 'individual',
      englishName: 'Chan Tai Man',
      chineseName: '陳大文',
      idType: 'ID',
      maskedIdNumber: 'A12****(7)',
      advisor: { accountCode: 'A30001' },
      riskLevel: 4,
      isEditable: true,
      canChange: true,
    });
    expect(body.profile.mobile).toMatch(/^\+852 /);
    expect(body.profile.residentialAddress?.countryCode).toBe('HK');
    expect(body.profile.correspondenceAddress?.chineseLines.length).toBeGreaterThan(0);
    const opened = new Date(`${body.profile.openedOn}T00:00:00Z`);
    const years = (t.clock.now.getTime() - opened.getTime()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(2.9);
    expect(years).toBeLessThan(3.1);
    expect(reply.body).not.toContain('A123456');
  });

  it('lets a linked advisor read, without the right to change', async () => {
    const { reply, body } = await profileOf(await signIn(t.app, 'A30001'));
    expect(reply.statusCode).toBe(200);
    expect(body.profile).toMatchObject({ englishName: 'Chan Tai Man', canChange: false });
    const acting = await profileOf(await adviseeSession('C10001'));
    expect(acting.body.profile.canChange).toBe(false);
  });

  it('refuses another client and an advisor who is not linked', async () => {
    expect((await profileOf(await signIn(t.app, 'C10005'))).reply.statusCode).toBe(403);
    expect((await profileOf(await signIn(t.app, 'A30001'), 'C10002')).reply.statusCode).toBe(403);
  });

  it('answers a Fos account’s own profile by its source', async () => {
    const fos = await signIn(t.app, 'F20001', { source: 'fos' });
    const reply = await post(
      t.app,
      'account-profile/loadProfile',
      { accountCode: 'F20001', source: 'fos' },
      fos,
    );
    expect(reply.statusCode).toBe(200);
    expect(reply.json<CallOutput<'account-profile/loadProfile'>>().profile).toMatchObject({
      source: 'fos',
      idType: 'PP',
      maskedIdNumber: 'K20*****8',
    });
  });
});

describe('account-profile/changeAddress', () => {
  it('changes the address at once and lists the change with its date', async () => {
    const session = await signIn(t.app, 'C10006');
    const reply = await post(
      t.app,
      'account-profile/changeAddress',
      { accountCode: 'C10006', kind: 'correspondence', address },
      session,
    );
    expect(reply.statusCode).toBe(200);
    expect(
      reply.json<CallOutput<'account-profile/changeAddress'>>().profile.correspondenceAddress,
    ).toEqual(address);
    const history = await post(
      t.app,
      'account-profile/searchProfileChanges',
      { accountCode: 'C10006' },
      session,
    );
    const [latest] = history.json<CallOutput<'account-profile/searchProfileChanges'>>().changes;
    expect(latest).toEqual({
      field: 'correspondenceAddress',
      from: expect.stringContaining('Hong Kong') as string,
      to: 'Flat 1A, 1 Test Road, Wan Chai, HK',
      changedAt: t.clock.now.toISOString(),
    });
  });

  it('refuses a bad address with a code and stores nothing', async () => {
    const session = await signIn(t.app, 'C10001');
    const before = (await profileOf(session, 'C10001')).body.profile;
    const bad = [
      { ...address, lines: [] },
      { ...address, countryCode: 'hk' },
      { ...address, lines: ['x'.repeat(81)] },
    ];
    for (const value of bad) {
      const reply = await post(
        t.app,
        'account-profile/changeAddress',
        { accountCode: 'C10001', kind: 'residential', address: value },
        session,
      );
      expect(reply.statusCode).toBe(400);
      expect(reply.json<{ code: string }>().code).toBe('invalid_input');
    }
    expect((await profileOf(session, 'C10001')).body.profile).toEqual(before);
  });

  it('refuses an advisor and an advisor acting for the client (restricted mode)', async () => {
    const before = (await profileOf(await signIn(t.app, 'C10005'), 'C10005')).body.profile;
    const advisor = await signIn(t.app, 'A30001');
    for (const session of [advisor, await adviseeSession('C10005', advisor)]) {
      const calls = [
        post(
          t.app,
          'account-profile/changeAddress',
          { accountCode: 'C10005', kind: 'residential', address },
          session,
        ),
        post(
          t.app,
          'account-profile/requestContactChange',
          { accountCode: 'C10005', kind: 'email', value: 'advisor@example.com' },
          session,
        ),
      ];
      for (const reply of await Promise.all(calls)) {
        expect([reply.statusCode, reply.json()]).toEqual([403, { code: 'forbidden' }]);
      }
    }
    expect(t.messenger.recent().some((message) => message.to === 'advisor@example.com')).toBe(
      false,
    );
    expect((await profileOf(await signIn(t.app, 'C10005'), 'C10005')).body.profile).toEqual(before);
  });
});
