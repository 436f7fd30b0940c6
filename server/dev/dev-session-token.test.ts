import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionLoginToken } from '../auth/session-login-token';
import { DEMO_SESSION_LOGIN_SECRET } from '../config';
import type { Database } from '../db/schema';
import { insertAccounts } from '../repositories/account.repository';
import type { Role } from '../../shared/domain/roles';
import { createAuthTestApp, post, type AuthTestApp } from '../test/auth-client';

/**
 * The demo's session-login host on lotus (`GET /portal/dev/session-login-token`, and any token
 * signed with the public demo secret): it signs in clients of the session-login source (Fos)
 * only, never another source's account nor a role above `user`, so the public secret cannot
 * open an advisor's or an administrator's session.
 */

let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
});

afterAll(async () => {
  await t?.close();
});

/** A Fos account of `role`, copied from F20001 under a code of its own (kept if present). */
async function fosAccount(db: Kysely<Database>, accountCode: string, role: Role) {
  const f20001 = await db
    .selectFrom('account')
    .select([
      'source',
      'status',
      'passwordHash',
      'passwordChangedAt',
      'mustChangePassword',
      'agreementConfirmed',
    ])
    .where('accountCode', '=', 'F20001')
    .where('source', '=', 'fos')
    .executeTakeFirstOrThrow();
  await insertAccounts(db, [{ ...f20001, accountCode, role, displayName: `Fos ${role}` }]);
}

const mint = (query: string) =>
  t.app.inject({ method: 'GET', url: `/portal/dev/session-login-token?${query}` });

let counter = 0;
/** A token as anyone can sign it with the public demo secret. */
const demoToken = (sub: string, src: 'gateway' | 'fos') =>
  signSessionLoginToken(
    {
      sub,
      src,
      exp: Math.floor(t.clock.now.getTime() / 1000) + 60,
      jti: `demo-token-${Date.now()}-${++counter}`,
    },
    DEMO_SESSION_LOGIN_SECRET,
  );

const signInWith = async (token: string) =>
  (await post(t.app, 'account/sessionLogin', { token })).json<Record<string, unknown>>();

describe('GET /portal/dev/session-login-token', () => {
  it('mints a token that signs a Fos client in', async () => {
    const reply = await mint('accountCode=F20001&source=fos');
    expect(reply.statusCode).toBe(200);
    const { token } = reply.json<{ token: string }>();
    expect(await signInWith(token)).toMatchObject({ result: 'Y', accountCode: 'F20001' });
    // Fos is also the source when none is named.
    expect((await mint('accountCode=F20001')).statusCode).toBe(200);
  });

  it("refuses another source's accounts, a client's as an administrator's", async () => {
    for (const accountCode of ['C10001', 'A30001', 'S90001']) {
      const reply = await mint(`accountCode=${accountCode}&source=gateway`);
      expect(reply.statusCode, accountCode).toBe(403);
      expect(reply.json()).toEqual({ code: 'forbidden' });
    }
    // Under the session-login source these codes name nobody.
    const nobody = await mint('accountCode=S90001&source=fos');
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json()).toEqual({ code: 'not_found' });
  });

  it('refuses a role above user, even of the session-login source', async () => {
    for (const [accountCode, role] of [
      ['F20801', 'advisor'],
      ['F20802', 'manager'],
      ['F20803', 'admin'],
    ] as const) {
      await fosAccount(t.db, accountCode, role);
      const reply = await mint(`accountCode=${accountCode}&source=fos`);
      expect(reply.statusCode, role).toBe(403);
      expect(reply.json()).toEqual({ code: 'forbidden' });
    }
  });
});

describe('account/sessionLogin with the public demo secret', () => {
  it('signs a Fos client in', async () => {
    expect(await signInWith(demoToken('F20001', 'fos'))).toMatchObject({ result: 'Y' });
  });

  it("refuses another source's account and a role above user (accountNotMatched)", async () => {
    await fosAccount(t.db, 'F20804', 'admin');
    for (const [sub, src] of [
      ['S90001', 'gateway'],
      ['C10001', 'gateway'],
      ['F20804', 'fos'],
    ] as const) {
      expect(await signInWith(demoToken(sub, src)), sub).toEqual({
        result: 'token_error',
        errorCode: 'accountNotMatched',
      });
    }
  });
});
