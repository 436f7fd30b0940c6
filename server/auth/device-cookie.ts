import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import {
  findServerSecret,
  insertServerSecretIfMissing,
} from '../repositories/server-secret.repository';
import { DEVICE_COOKIE_TTL_MS } from './auth-policy';
import { COOKIE_PATH } from './session-cookies';

/**
 * Device cookies (issue "Trust" 5): a browser that signed in to an account keeps a long-lived
 * cookie vouching for that account, so a stranger failing from many addresses cannot hold its
 * holder to the spacing of server/auth/throttle.ts. One cookie per account, named
 * `portico_dv_<tag>` (the tag an HMAC of the account key, so the name tells no account code);
 * its value is `<expiry in seconds>.<HMAC of the account key and the expiry>`, so it names the
 * account it vouches for without saying which, cannot be forged without the server's secret, and
 * vouches for no other account. httpOnly, SameSite=Strict, Secure over HTTPS like the session
 * cookies, and sent only to the sign-in calls (`/portal/api/account`).
 *
 * The secret is DEVICE_COOKIE_SECRET, or else one generated on first use and kept in the
 * database (`server_secret`), so every process and every restart signs alike.
 */

/** Prefix of a device cookie. */
export const DEVICE_COOKIE_PREFIX = 'portico_dv_';

/** The path device cookies are sent on: the account calls, where sign-in is. */
export const DEVICE_COOKIE_PATH = `${COOKIE_PATH}/account`;

/** The name the kept secret goes by in `server_secret`. */
const SECRET_NAME = 'device_cookie';

const valuePattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text, 'utf8').digest('base64url');

/** The cookie name of an account's device cookie. */
export function deviceCookieName(secret: string, accountKey: string): string {
  return DEVICE_COOKIE_PREFIX + mac(secret, `name\u0000${accountKey}`).slice(0, 16);
}

const signature = (secret: string, accountKey: string, expiresAt: string) =>
  mac(secret, `device\u0000${accountKey}\u0000${expiresAt}`);

/** A device cookie's value for the account, valid until `expiresAt` (whole seconds). */
export function signDeviceCookie(secret: string, accountKey: string, expiresAt: Date): string {
  const seconds = String(Math.floor(expiresAt.getTime() / 1000));
  return `${seconds}.${signature(secret, accountKey, seconds)}`;
}

/** Whether `value` is an unexpired device cookie this secret signed for the account. */
export function isDeviceCookieValid(
  secret: string,
  accountKey: string,
  value: string | undefined,
  now: Date,
): boolean {
  const parts = valuePattern.exec(value ?? '');
  if (!parts?.[1] || !parts[2]) return false;
  if (Number(parts[1]) * 1000 <= now.getTime()) return false;
  const expected = Buffer.from(signature(secret, accountKey, parts[1]));
  const given = Buffer.from(parts[2]);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

const keptSecrets = new WeakMap<Kysely<Database>, Promise<string>>();

async function keptSecret(db: Kysely<Database>, now: Date): Promise<string> {
  const kept = await findServerSecret(db, SECRET_NAME);
  if (kept) return kept;
  const value = randomBytes(32).toString('base64url');
  await insertServerSecretIfMissing(db, { name: SECRET_NAME, value, now });
  // Two processes starting together both insert; each reads back the row that won.
  const winner = await findServerSecret(db, SECRET_NAME);
  if (!winner) throw new Error('The device cookie secret could not be kept');
  return winner;
}

/**
 * The secret device cookies are signed with: the configured one, else the one kept in the
 * database (generated on first use), read once per database.
 */
export function deviceCookieSecret(
  db: Kysely<Database>,
  configured: string | null,
  now: Date,
): Promise<string> {
  if (configured !== null) return Promise.resolve(configured);
  let secret = keptSecrets.get(db);
  if (!secret) {
    secret = keptSecret(db, now);
    keptSecrets.set(db, secret);
    // A failed read is tried again by the next sign-in, not remembered.
    secret.catch(() => keptSecrets.delete(db));
  }
  return secret;
}

/** What a sign-in call may do with the device cookies of its request and reply. */
export type DeviceCookieJar = {
  /** Whether this browser signed in to the account before: it holds a valid cookie for it. */
  isKnownDevice(accountKey: string): Promise<boolean>;
  /** Sets (or renews) the account's device cookie on the reply. */
  remember(accountKey: string): Promise<void>;
};

/** The device cookie jar of one request, judged at `now`. */
export function createDeviceCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
  secret: () => Promise<string>,
  now: Date,
): DeviceCookieJar {
  return {
    async isKnownDevice(accountKey) {
      const names = Object.keys(request.cookies);
      if (!names.some((name) => name.startsWith(DEVICE_COOKIE_PREFIX))) return false;
      const key = await secret();
      const value = request.cookies[deviceCookieName(key, accountKey)];
      return isDeviceCookieValid(key, accountKey, value, now);
    },
    async remember(accountKey) {
      const key = await secret();
      const expires = new Date(now.getTime() + DEVICE_COOKIE_TTL_MS);
      void reply.setCookie(
        deviceCookieName(key, accountKey),
        signDeviceCookie(key, accountKey, expires),
        {
          httpOnly: true,
          sameSite: 'strict',
          path: DEVICE_COOKIE_PATH,
          secure: request.protocol === 'https',
          expires,
        },
      );
    },
  };
}
