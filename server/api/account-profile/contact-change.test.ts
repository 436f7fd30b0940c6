import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CallInput, CallName, CallOutput } from '../../../shared/contracts/index';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * A new email or mobile confirmed with a one-time code sent to it (issue 25): the outbox message
 * to the NEW address carries the code; a wrong, expired or reused code changes nothing; requests
 * are spaced; the change is audited with the contacts half hidden. Each test has an app of its
 * own, so no test's change or request reaches another.
 */

let t: AuthTestApp;
let session: BrowserSession;

beforeEach(async () => {
  t = await createAuthTestApp();
  session = await signIn(t.app, 'C10001');
});

afterEach(async () => {
  await t.close();
});

async function call<N extends CallName>(name: N, input: CallInput<N>) {
  const reply = await post(t.app, name, input, session);
  return { status: reply.statusCode, body: reply.json<CallOutput<N>>() };
}

const request = (kind: 'email' | 'mobile', value: string) =>
  call('account-profile/requestContactChange', { accountCode: 'C10001', kind, value });

const confirm = (challengeId: string, code: string) =>
  call('account-profile/confirmContactChange', { accountCode: 'C10001', challengeId, code });

const contacts = async () => {
  const { body } = await call('account-profile/loadProfile', { accountCode: 'C10001' });
  return { email: body.profile.email, mobile: body.profile.mobile };
};

/** The code the outbox last sent to `to`. */
function codeSentTo(to: string): string {
  const message = t.messenger.recent().find((sent) => sent.to === to);
  if (!message?.code) throw new Error(`no code was sent to ${to}`);
  expect(message.text).toContain(message.code);
  return message.code;
}

const otherCode = (code: string) => (code === '000000' ? '111111' : '000000');

describe('a contact change', () => {
  it('sends the code to the new email and changes it once the code comes back', async () => {
    const { body } = await request('email', 'Tai.Man@Example.org');
    expect(body).toMatchObject({
      result: 'ok',
      challenge: { kind: 'email', sentTo: 't***@example.org', resendAfterSeconds: 60 },
    });
    const message = t.messenger.recent()[0];
    expect(message).toMatchObject({ to: 'tai.man@example.org', channel: 'email' });
    const code = codeSentTo('tai.man@example.org');
    const confirmed = await confirm(body.challenge?.challengeId ?? '', code);
    expect(confirmed.body).toMatchObject({
      result: 'ok',
      profile: { email: 'tai.man@example.org' },
    });
    const { body: history } = await call('account-profile/searchProfileChanges', {
      accountCode: 'C10001',
    });
    expect(history.changes[0]).toEqual({
      field: 'email',
      from: 'c***@example.com',
      to: 't***@example.org',
      changedAt: t.clock.now.toISOString(),
    });
  });

  it('sends a new mobile’s code by SMS to that number', async () => {
    const { body } = await request('mobile', '+852 6123 4567');
    expect(t.messenger.recent()[0]).toMatchObject({ to: '+852 61234567', channel: 'sms' });
    const code = codeSentTo('+852 61234567');
    expect((await confirm(body.challenge?.challengeId ?? '', code)).body.result).toBe('ok');
    expect((await contacts()).mobile).toBe('+852 61234567');
  });

  it('refuses a wrong code, counting down, and changes nothing', async () => {
    const before = await contacts();
    const { body } = await request('email', 'new@example.org');
    const id = body.challenge?.challengeId ?? '';
    const wrong = otherCode(codeSentTo('new@example.org'));
    expect((await confirm(id, wrong)).body).toEqual({
      result: 'code_incorrect',
      attemptsLeft: 4,
      profile: null,
    });
    for (let attempt = 0; attempt < 3; attempt += 1) await confirm(id, wrong);
    expect((await confirm(id, wrong)).body).toMatchObject({
      result: 'too_many_attempts',
      attemptsLeft: 0,
    });
    // Spent: even the right code no longer changes it.
    expect((await confirm(id, codeSentTo('new@example.org'))).body.result).toBe(
      'too_many_attempts',
    );
    expect(await contacts()).toEqual(before);
  });

  it('refuses an expired code after ten minutes', async () => {
    const before = await contacts();
    const { body } = await request('email', 'late@example.org');
    t.clock.advance(10 * 60_000 + 1);
    const answer = await confirm(body.challenge?.challengeId ?? '', codeSentTo('late@example.org'));
    expect(answer.body).toMatchObject({ result: 'code_expired', profile: null });
    expect(await contacts()).toEqual(before);
  });

  it('refuses a code used once already', async () => {
    const { body } = await request('email', 'once@example.org');
    const id = body.challenge?.challengeId ?? '';
    const code = codeSentTo('once@example.org');
    expect((await confirm(id, code)).body.result).toBe('ok');
    expect((await confirm(id, code)).body).toMatchObject({ result: 'code_used', profile: null });
  });

  it('refuses a challenge of another account as not found', async () => {
    const { body } = await request('email', 'mine@example.org');
    const other = await signIn(t.app, 'C10005');
    const reply = await post(
      t.app,
      'account-profile/confirmContactChange',
      {
        accountCode: 'C10005',
        challengeId: body.challenge?.challengeId ?? '',
        code: codeSentTo('mine@example.org'),
      },
      other,
    );
    expect(reply.json()).toMatchObject({ result: 'not_found' });
  });

  it('spaces requests: one a minute, five an hour', async () => {
    expect((await request('email', 'a1@example.org')).status).toBe(200);
    const soon = await post(
      t.app,
      'account-profile/requestContactChange',
      { accountCode: 'C10001', kind: 'email', value: 'a2@example.org' },
      session,
    );
    expect(soon.statusCode).toBe(429);
    expect(soon.json()).toEqual({ code: 'rate_limited', retryAfterSeconds: 60 });
    for (const n of [2, 3, 4, 5]) {
      t.clock.advance(61_000);
      expect((await request('email', `a${String(n)}@example.org`)).status).toBe(200);
    }
    t.clock.advance(61_000);
    expect((await request('email', 'a6@example.org')).status).toBe(429);
    expect(t.messenger.recent().filter((sent) => sent.to.startsWith('a'))).toHaveLength(5);
  });

  it('answers bad addresses with a code, sending and storing nothing', async () => {
    const cases = [
      ['email', 'not-an-email', 'invalid_email'],
      ['mobile', '+852 1234 5678', 'invalid_mobile'],
      ['mobile', '91234567', 'invalid_mobile'],
    ] as const;
    for (const [kind, value, code] of cases) {
      const { status, body } = await request(kind, value);
      expect([status, body]).toEqual([400, { code: 'invalid_input', fields: { value: code } }]);
    }
    const badCode = await call('account-profile/confirmContactChange', {
      accountCode: 'C10001',
      challengeId: crypto.randomUUID(),
      code: '12ab',
    });
    expect(badCode.status).toBe(400);
    expect(t.messenger.recent()).toHaveLength(0);
    const same = await request('email', 'C10001@example.com');
    expect(same.body).toEqual({ result: 'same_as_current', challenge: null });
  });
});
