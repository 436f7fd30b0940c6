import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { sessionRecord } from '../../shared/contracts/account-login';
import type { AccountSource } from '../../shared/contracts/common';
import { normaliseAccountCode } from '../auth/account-code';
import { REFRESH_TOKEN_TTL_MS, SESSION_TOKEN_TTL_MS } from '../auth/auth-policy';
import type { SessionSecrets } from '../auth/session-cookies';
import { hashSecret, newSecret } from '../auth/tokens';
import type { Database } from '../db/schema';
import { UnauthenticatedError } from '../http/errors';
import { appendAuditEvent } from '../repositories/audit.repository';
import {
  claimRefreshToken,
  findRefreshToken,
  insertRefreshToken,
} from '../repositories/refresh-token.repository';
import {
  endActiveSessions,
  findSessionWithAccount,
  replaceSessionToken,
  type SessionWithAccount,
} from '../repositories/session.repository';
import { expireIdleSession } from '../auth/expire-idle-session';

/** A rotated session: new secrets for the cookies and the spec §7 answer. */
export type RefreshedSession = { secrets: SessionSecrets; answer: z.input<typeof sessionRecord> };

const endedReasons = { logouted: 'logged_out', kicked: 'kicked', expired: 'idle' } as const;

/** Reuse of a rotated refresh token: a thief or a replay. The whole family is kicked. */
async function revokeFamily(db: Kysely<Database>, session: SessionWithAccount, now: Date) {
  await db.transaction().execute(async (trx) => {
    const ended = await endActiveSessions(
      trx,
      { familyId: session.refreshFamilyId },
      'kicked',
      now,
    );
    await appendAuditEvent(trx, {
      kind: 'refresh_reuse',
      occurredAt: now,
      accountId: session.accountId,
      accountCode: session.accountCode,
      source: session.source,
      sessionId: session.id,
      details: { endedSessions: ended },
    });
  });
  return new UnauthenticatedError('kicked');
}

async function rotate(
  db: Kysely<Database>,
  session: SessionWithAccount,
  now: Date,
): Promise<RefreshedSession | null> {
  const sessionToken = newSecret();
  const refreshToken = newSecret();
  const tokenExpiresAt = new Date(now.getTime() + SESSION_TOKEN_TTL_MS);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  const tokenHash = hashSecret(sessionToken);
  const isRotated = await db.transaction().execute(async (trx) => {
    if (!(await replaceSessionToken(trx, session.id, { tokenHash, tokenExpiresAt }))) return false;
    await insertRefreshToken(trx, {
      tokenHash: hashSecret(refreshToken),
      familyId: session.refreshFamilyId,
      sessionId: session.id,
      expiresAt: refreshExpiresAt,
      createdAt: now,
    });
    return true;
  });
  if (!isRotated) return null;
  const { id: sessionId, accountId, accountCode, role, source } = session;
  return {
    secrets: { sessionToken, refreshToken, keepUntil: refreshExpiresAt },
    answer: {
      sessionId,
      accountId: String(accountId),
      accountCode,
      role,
      source,
      time: now.toISOString(),
      sessionToken: { expirationTime: tokenExpiresAt.toISOString() },
      refreshToken: { expirationTime: refreshExpiresAt.toISOString() },
    },
  };
}

/**
 * account/refreshToken (docs/DECISIONS.md §4): the refresh cookie must be the session's current
 * refresh token, for the account and source the page names. A token already used revokes the
 * family (kicked); an expired one, an ended session or one idle past the kick time is refused.
 * Otherwise both tokens rotate: the old refresh token is claimed atomically, so two racing
 * refreshes cannot both succeed. Refreshing is not activity: the page refreshes on a timer, and
 * idle must stay idle.
 */
export async function refreshSession(
  db: Kysely<Database>,
  request: {
    sessionId: string;
    account: { accountCode: string; source: AccountSource };
    refreshToken: string | undefined;
    kickMs: number;
    now: Date;
  },
): Promise<RefreshedSession> {
  const { sessionId, account, now } = request;
  const presented = request.refreshToken;
  const token =
    presented === undefined ? undefined : await findRefreshToken(db, hashSecret(presented));
  const session =
    token?.sessionId === sessionId ? await findSessionWithAccount(db, sessionId) : undefined;
  const isNamedAccount =
    session?.source === account.source &&
    session.accountCode === normaliseAccountCode(account.accountCode, account.source);
  if (!token || !session || !isNamedAccount) throw new UnauthenticatedError('missing');
  if (session.status !== 'active') throw new UnauthenticatedError(endedReasons[session.status]);
  if (token.usedAt) throw await revokeFamily(db, session, now);
  if (token.expiresAt <= now) throw new UnauthenticatedError('expired');
  if (now.getTime() - session.lastActivityAt.getTime() >= request.kickMs) {
    await expireIdleSession(db, session, now);
    throw new UnauthenticatedError('idle');
  }
  if (!(await claimRefreshToken(db, token.tokenHash, now)))
    throw await revokeFamily(db, session, now);
  const rotated = await rotate(db, session, now);
  if (!rotated) throw new UnauthenticatedError('kicked');
  return rotated;
}
