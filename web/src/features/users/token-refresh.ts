import { ApiError, callApi } from '../../lib/api-client';
import {
  clockOffsetOf,
  findSession,
  replaceSession,
  serverNow,
  sessionsSnapshot,
  setSessionStatus,
  type SessionRecord,
} from '../../lib/sessions';

/** Spec §4 / §9: sessions are checked every 5 seconds. */
export const REFRESH_CHECK_MS = 5_000;
/** Spec §9: a refresh is requested within 3 minutes of the session token's expiry. */
export const REFRESH_LEAD_MS = 3 * 60_000;
/** Spec §9: the refresh token is honoured 5 minutes past its expiry before the session is kicked. */
export const REFRESH_GRACE_MS = 5 * 60_000;

/** What a check decides for one session. */
export type RefreshDecision = 'wait' | 'refresh' | 'kick';

/**
 * Spec §4: kick once the refresh token (plus grace) lapsed; refresh near the session token's end.
 * `now` is this browser's clock; the expiry times are the server's, so they are compared with the
 * server's clock as the session last read it, and a browser clock off by days changes nothing.
 */
export function refreshDecision(
  session: Pick<SessionRecord, 'sessionToken' | 'refreshToken' | 'clockOffsetMs'>,
  now: number,
): RefreshDecision {
  const onServer = serverNow(session, now);
  if (onServer >= Date.parse(session.refreshToken.expirationTime) + REFRESH_GRACE_MS) return 'kick';
  if (onServer >= Date.parse(session.sessionToken.expirationTime) - REFRESH_LEAD_MS)
    return 'refresh';
  return 'wait';
}

const inFlight = new Set<string>();

/**
 * One refresh at a time per session across the tabs of this browser (Web Locks where the browser
 * has them): the refresh token rotates, and a second use of the old one would revoke the family.
 */
async function withLock(name: string, work: () => Promise<void>): Promise<void> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (locks) await locks.request(name, work);
  else await work();
}

async function refresh(sessionId: string): Promise<void> {
  await withLock(`portico-refresh-${sessionId}`, async () => {
    // Another tab may have refreshed meanwhile: decide again on what is stored now.
    const session = findSession(sessionId);
    if (session?.status !== 'active' || refreshDecision(session, Date.now()) !== 'refresh') return;
    try {
      const { accountCode, source } = session;
      const answer = await callApi(
        'account/refreshToken',
        { sessionId, accountCode, source },
        { sessionId, isBackground: true },
      );
      replaceSession(sessionId, {
        ...session,
        sessionId: answer.sessionId,
        role: answer.role,
        sessionToken: answer.sessionToken,
        refreshToken: answer.refreshToken,
        lastTime: answer.time,
        clockOffsetMs: clockOffsetOf(answer.time),
      });
    } catch (error) {
      // Spec §4: a failed refresh kicks. No answer at all (offline) is tried again next check.
      if (error instanceof ApiError && error.status > 0) setSessionStatus(sessionId, 'kicked');
    }
  });
}

/** One check of every active session (spec §4): refresh those near expiry, kick the lapsed. */
export function checkSessions(now: number): void {
  for (const session of sessionsSnapshot().sessions) {
    if (session.status !== 'active') continue;
    const decision = refreshDecision(session, now);
    if (decision === 'kick') setSessionStatus(session.sessionId, 'kicked');
    if (decision !== 'refresh' || inFlight.has(session.sessionId)) continue;
    inFlight.add(session.sessionId);
    void refresh(session.sessionId).finally(() => inFlight.delete(session.sessionId));
  }
}
