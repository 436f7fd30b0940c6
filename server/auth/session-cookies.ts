import type { FastifyReply, FastifyRequest } from 'fastify';
import { BASE_PATH } from '../config';

/**
 * Token secrets live only in cookies (docs/DECISIONS.md §4), named per session so several sessions
 * share one browser: `portico_st_<sessionId>` (session token) and `portico_rt_<sessionId>`
 * (refresh token). httpOnly (no script reads them), SameSite=Strict (never sent cross-site),
 * scoped to the API, Secure over HTTPS.
 */

/** Prefix of a session token cookie. */
export const SESSION_COOKIE_PREFIX = 'portico_st_';

/** Prefix of a refresh token cookie. */
export const REFRESH_COOKIE_PREFIX = 'portico_rt_';

/** The path the cookies are sent on: the API only, never the web app's pages. */
export const COOKIE_PATH = `${BASE_PATH}/api`;

/** A session's two secrets, and until when the browser should keep them. */
export type SessionSecrets = { sessionToken: string; refreshToken: string; keepUntil: Date };

/** What a call handler may do with the session cookies of its request and reply. */
export type SessionCookieJar = {
  /** The secrets the request carries for a session, if any. */
  read(sessionId: string): { sessionToken?: string; refreshToken?: string };
  /** Sets both cookies of a session on the reply. */
  write(sessionId: string, secrets: SessionSecrets): void;
  /** Clears both cookies of a session on the reply. */
  clear(sessionId: string): void;
  /** The ids of every session the request carries a cookie for. */
  sessionIds(): string[];
};

const sessionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The cookie jar of one request; `request.protocol` honours TRUST_PROXY for X-Forwarded-Proto. */
export function createSessionCookieJar(
  request: FastifyRequest,
  reply: FastifyReply,
): SessionCookieJar {
  const options = {
    httpOnly: true,
    sameSite: 'strict' as const,
    path: COOKIE_PATH,
    secure: request.protocol === 'https',
  };
  return {
    read: (sessionId) => ({
      sessionToken: request.cookies[SESSION_COOKIE_PREFIX + sessionId],
      refreshToken: request.cookies[REFRESH_COOKIE_PREFIX + sessionId],
    }),
    write(sessionId, secrets) {
      const cookie = { ...options, expires: secrets.keepUntil };
      void reply.setCookie(SESSION_COOKIE_PREFIX + sessionId, secrets.sessionToken, cookie);
      void reply.setCookie(REFRESH_COOKIE_PREFIX + sessionId, secrets.refreshToken, cookie);
    },
    clear(sessionId) {
      void reply.clearCookie(SESSION_COOKIE_PREFIX + sessionId, options);
      void reply.clearCookie(REFRESH_COOKIE_PREFIX + sessionId, options);
    },
    sessionIds() {
      const ids = new Set<string>();
      for (const name of Object.keys(request.cookies)) {
        for (const prefix of [SESSION_COOKIE_PREFIX, REFRESH_COOKIE_PREFIX]) {
          const id = name.startsWith(prefix) ? name.slice(prefix.length) : '';
          if (sessionIdPattern.test(id)) ids.add(id);
        }
      }
      return [...ids];
    },
  };
}
