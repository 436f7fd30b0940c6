import fc from 'fast-check';
import { sql } from 'kysely';
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
 * Random sequences of login, refresh (with the current or a replayed refresh token), logout and
 * kick, checked against a model (docs/DECISIONS.md §4): at most one active session per account, a
 * used refresh token never works twice, and a revoked family never refreshes again.
 */

let t: AuthTestApp;
let admin: BrowserSession;

beforeAll(async () => {
  t = await createAuthTestApp();
  admin = await signIn(t.app, 'S90001');
});

afterAll(async () => {
  await t.close();
});

const accounts = ['C10001', 'C10005'] as const;

type ModelSession = BrowserSession & {
  accountCode: (typeof accounts)[number];
  isAlive: boolean;
  usedRefreshTokens: string[];
};

type Action =
  | { kind: 'login'; account: 0 | 1 }
  | { kind: 'refresh'; pick: number; isReplay: boolean }
  | { kind: 'logout'; pick: number }
  | { kind: 'kick'; account: 0 | 1 };

const account = fc.constantFrom(0 as const, 1 as const);

// Refreshes weigh most: replaying needs a rotation first.
const action: fc.Arbitrary<Action> = fc.oneof(
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('login' as const), account }) },
  {
    weight: 5,
    arbitrary: fc.record({
      kind: fc.constant('refresh' as const),
      pick: fc.nat(),
      isReplay: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('logout' as const), pick: fc.nat() }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('kick' as const), account }) },
);

const refreshCookie = (session: BrowserSession) => `portico_rt_${session.sessionId}`;

async function refresh(session: ModelSession, isReplay: boolean): Promise<void> {
  const replayed = session.usedRefreshTokens.at(0);
  const cookies =
    isReplay && replayed
      ? { ...session.cookies, [refreshCookie(session)]: replayed }
      : session.cookies;
  const reply = await t.app.inject({
    method: 'POST',
    url: '/portal/api/account/refreshToken',
    payload: { sessionId: session.sessionId, accountCode: session.accountCode, source: 'gateway' },
    cookies,
  });
  if (isReplay && replayed) {
    // A used token never works twice; its whole family is revoked.
    expect(reply.statusCode).toBe(401);
    session.isAlive = false;
    return;
  }
  expect(reply.statusCode).toBe(session.isAlive ? 200 : 401);
  if (reply.statusCode !== 200) return;
  session.usedRefreshTokens.push(session.cookies[refreshCookie(session)] ?? '');
  session.cookies = { ...session.cookies, ...cookiesOf(reply) };
}

async function apply(sessions: ModelSession[], step: Action): Promise<void> {
  const picked =
    sessions.length > 0 && 'pick' in step ? sessions[step.pick % sessions.length] : undefined;
  if (step.kind === 'login') {
    const accountCode = accounts[step.account];
    for (const other of sessions) if (other.accountCode === accountCode) other.isAlive = false;
    const session = await signIn(t.app, accountCode);
    sessions.push({ ...session, accountCode, isAlive: true, usedRefreshTokens: [] });
  } else if (step.kind === 'kick') {
    const accountCode = accounts[step.account];
    await post(t.app, 'account/kick', { accountCode, source: 'gateway' }, admin);
    for (const other of sessions) if (other.accountCode === accountCode) other.isAlive = false;
  } else if (picked && step.kind === 'logout') {
    await post(t.app, 'account/accountLogout', { sessionId: picked.sessionId }, picked);
    picked.isAlive = false;
  } else if (picked && step.kind === 'refresh') {
    await refresh(picked, step.isReplay);
  }
}

async function expectInvariants(sessions: ModelSession[]): Promise<void> {
  const { rows } = await sql<{ accountCode: string; active: number }>`
    select a.account_code, count(*)::int8 as active from session s
    join account a on a.id = s.account_id where s.status = 'active' group by a.account_code`.execute(
    t.db,
  );
  for (const row of rows) expect(row.active).toBeLessThanOrEqual(1);
  for (const session of sessions) {
    const touched = await post(t.app, 'account/touch', {}, session);
    expect(touched.statusCode).toBe(session.isAlive ? 200 : 401);
  }
}

describe('sessions under random sequences', () => {
  it('keep every invariant', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(action, { minLength: 1, maxLength: 12 }), async (steps) => {
        const sessions: ModelSession[] = [];
        for (const step of steps) {
          await apply(sessions, step);
          await expectInvariants(sessions);
        }
        // Whatever happened, no session of this run refreshes once it is dead.
        for (const session of sessions.filter((s) => !s.isAlive)) await refresh(session, false);
      }),
      { numRuns: 30 },
    );
  });
});
