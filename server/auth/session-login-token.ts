import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { accountSource } from '../../shared/contracts/common';
import { SESSION_LOGIN_MAX_TTL_MS } from './auth-policy';

/**
 * Session-login tokens (spec §2.2, issue 3 item 7): a host signs a short-lived JWT with the shared
 * SESSION_LOGIN_SECRET (HS256) and hands it to the browser, which exchanges it once for a
 * session. Claims: `sub` account code, `src` source, `exp` (seconds, at most 10 minutes ahead),
 * `jti` single use. Written on node:crypto: a JWT library would add a dependency for 40 lines.
 */

/** The claims a session-login token carries. */
export type SessionLoginClaims = z.infer<typeof claimsSchema>;

const claimsSchema = z.object({
  sub: z.string().min(1).max(32),
  src: accountSource,
  exp: z.number().int().positive(),
  jti: z.string().min(8).max(128),
  iat: z.number().int().optional(),
});

const headerSchema = z.object({ alg: z.literal('HS256'), typ: z.literal('JWT').optional() });

/** Why a token is refused (spec §8 token errors). */
export type SessionTokenProblem = 'tokenCodeInvalid' | 'tokenExpired';

const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

function signature(signingInput: string, secret: string): Buffer {
  return createHmac('sha256', secret).update(signingInput).digest();
}

/** Signs claims as an HS256 JWT (hosts do this; the demo's dev route and the tests too). */
export function signSessionLoginToken(claims: SessionLoginClaims, secret: string): string {
  const signingInput = `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}`;
  return `${signingInput}.${signature(signingInput, secret).toString('base64url')}`;
}

function decodeJson(part: string): unknown {
  try {
    return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Verifies a token's signature (only HS256: `alg: none` and others are refused), then its
 * claims and lifetime. Answers the claims, or the problem. The jti's single use is the caller's.
 */
export function verifySessionLoginToken(
  token: string,
  secret: string,
  now: Date,
): { ok: true; claims: SessionLoginClaims } | { ok: false; problem: SessionTokenProblem } {
  const invalid = { ok: false as const, problem: 'tokenCodeInvalid' as const };
  const [header = '', payload = '', signed = '', ...rest] = token.split('.');
  if (rest.length > 0 || !headerSchema.safeParse(decodeJson(header)).success) return invalid;
  const expected = signature(`${header}.${payload}`, secret);
  const given = Buffer.from(signed, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  const claims = claimsSchema.safeParse(decodeJson(payload));
  if (!claims.success) return invalid;
  const expiresAtMs = claims.data.exp * 1000;
  if (expiresAtMs <= now.getTime()) return { ok: false, problem: 'tokenExpired' };
  if (expiresAtMs > now.getTime() + SESSION_LOGIN_MAX_TTL_MS) return invalid;
  return { ok: true, claims: claims.data };
}
