import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signSessionLoginToken } from '../../auth/session-login-token';
import { createAuthTestApp, post, type AuthTestApp } from '../../test/auth-client';

const SECRET = 'a-test-session-login-secret-of-40-chars!';
let t: AuthTestApp;

beforeAll(async () => {
  t = await createAuthTestApp({ env: { BRAND: 'lotus', SESSION_LOGIN_SECRET: SECRET } });
});

afterAll(async () => {
  await t.close();
});

let counter = 0;
const token = (
  claims: Partial<{ sub: string; src: 'gateway' | 'fos'; exp: number; jti: string }> = {},
  secret = SECRET,
) =>
  signSessionLoginToken(
    {
      sub: 'F20001',
      src: 'fos',
      exp: Math.floor(t.clock.now.getTime() / 1000) + 60,
      jti: `jti-${Date.now()}-${++counter}`,
      ...claims,
    },
    secret,
  );

const exchange = (value: string) => post(t.app, 'account/sessionLogin', { token: value });

describe('account/sessionLogin (lotus, session-login mode)', () => {
  it('exchanges a host token for a session with cookies', async () => {
    const reply = await exchange(token());
    expect(reply.json()).toMatchObject({ result: 'Y', accountCode: 'F20001', source: 'fos' });
    expect(reply.cookies).toHaveLength(2);
    expect(reply.cookies.every((cookie) => cookie.httpOnly && cookie.sameSite === 'Strict')).toBe(
      true,
    );
  });

  it('refuses a replayed jti, a bad signature, an expired or too long-lived token', async () => {
    const once = token();
    expect((await exchange(once)).statusCode).toBe(200);
    expect((await exchange(once)).json()).toEqual({
      result: 'token_error',
      errorCode: 'tokenNotActive',
    });
    expect((await exchange(token({}, 'another-secret-another-secret-another'))).json()).toEqual({
      result: 'token_error',
      errorCode: 'tokenCodeInvalid',
    });
    const now = Math.floor(t.clock.now.getTime() / 1000);
    expect((await exchange(token({ exp: now - 1 }))).json()).toEqual({
      result: 'token_error',
      errorCode: 'tokenExpired',
    });
    expect((await exchange(token({ exp: now + 3600 }))).json()).toEqual({
      result: 'token_error',
      errorCode: 'tokenCodeInvalid',
    });
  });

  it('refuses alg none and tampered claims', async () => {
    const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
    const claims = encode({
      sub: 'S90001',
      src: 'gateway',
      exp: Math.floor(t.clock.now.getTime() / 1000) + 60,
      jti: 'none-attack-1',
    });
    const unsigned = `${encode({ alg: 'none', typ: 'JWT' })}.${claims}.`;
    expect((await exchange(unsigned)).json()).toMatchObject({ errorCode: 'tokenCodeInvalid' });
    const [header = '', , signature = ''] = token().split('.');
    expect((await exchange(`${header}.${claims}.${signature}`)).json()).toMatchObject({
      errorCode: 'tokenCodeInvalid',
    });
    const signedWithWrongAlg = `${encode({ alg: 'HS512', typ: 'JWT' })}.${claims}`;
    const hmac = createHmac('sha512', SECRET).update(signedWithWrongAlg).digest('base64url');
    expect((await exchange(`${signedWithWrongAlg}.${hmac}`)).json()).toMatchObject({
      errorCode: 'tokenCodeInvalid',
    });
  });

  it('refuses an unknown account, and suspended or inactive ones', async () => {
    expect((await exchange(token({ sub: 'F29999' }))).json()).toEqual({
      result: 'token_error',
      errorCode: 'accountNotMatched',
    });
    expect((await exchange(token({ sub: 'c10009', src: 'gateway' }))).json()).toEqual({
      result: 'S',
    });
    expect((await exchange(token({ sub: 'C10008', src: 'gateway' }))).json()).toEqual({
      result: 'V',
    });
  });
});

describe('where session login is not the mode', () => {
  it('answers 404 in a password-login brand', async () => {
    const standard = await createAuthTestApp();
    try {
      expect(
        (await post(standard.app, 'account/sessionLogin', { token: token() })).statusCode,
      ).toBe(404);
    } finally {
      await standard.close();
    }
  });
});

describe('the demo host (GET /portal/dev/session-login-token)', () => {
  it('mints a token that signs in, in demo mode only', async () => {
    const demo = await createAuthTestApp({ env: { BRAND: 'lotus', DEMO: '1' } });
    try {
      const minted = await demo.app.inject({
        method: 'GET',
        url: '/portal/dev/session-login-token?accountCode=F20001&source=fos',
      });
      const { token: value } = minted.json<{ token: string }>();
      expect((await post(demo.app, 'account/sessionLogin', { token: value })).json()).toMatchObject(
        {
          result: 'Y',
        },
      );
    } finally {
      await demo.close();
    }
    const url = '/portal/dev/session-login-token?accountCode=F20001&source=fos';
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(404);
  });
});
