import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { LoginSession } from '../../shared/contracts/account-login';
import { REFRESH_TOKEN_TTL_MS, SESSION_TOKEN_TTL_MS } from '../auth/auth-policy';
import { isFirstLogin, passwordInfoOf } from '../auth/password-status';
import { recheckFirstLoginAgreement } from './admin-agreement.command';
import type { SessionSecrets } from '../auth/session-cookies';
import { clearAccountFailures, throttleKey } from '../auth/throttle';
import { hashSecret, newSecret } from '../auth/tokens';
import type { Database } from '../db/schema';
import { recordLoginAttempt, type Account } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { insertRefreshToken } from '../repositories/refresh-token.repository';
import { endActiveSessions, insertSession } from '../repositories/session.repository';

/** A session a login just opened: its id, the secrets for the cookies, the login answer, and the
 * sessions it replaced. */
export type OpenedSession = {
  sessionId: string;
  secrets: SessionSecrets;
  answer: LoginSession;
  replacedSessionIds: string[];
};

/** How the session was obtained, for the audit trail. */
export type LoginRoute = 'password' | 'factor' | 'session_login';

/** What opening a session needs; `sessionId` continues a two-factor challenge's id. */
export type OpenSessionRequest = {
  account: Account;
  route: LoginRoute;
  clientAddress: string;
  now: Date;
  sessionId?: string;
};

/** A session just stored: its id, the secrets for its cookies, and its token's expiry. */
export type StoredSession = { sessionId: string; secrets: SessionSecrets; tokenExpiresAt: Date };

/**
 * Stores a new active session of `account` with a fresh refresh family; an advisee session also
 * names the advisor's session it acts for.
 */
export async function storeSession(
  trx: Kysely<Database>,
  account: Pick<Account, 'id' | 'source' | 'role'>,
  sessionId: string,
  now: Date,
  advisorSessionId: string | null = null,
): Promise<StoredSession> {
  const refreshFamilyId = randomUUID();
  const sessionToken = newSecret();
  const refreshToken = newSecret();
  const tokenExpiresAt = new Date(now.getTime() + SESSION_TOKEN_TTL_MS);
  const refreshExpiresAt = new Date(now.getTime() + REFRESH_TOKEN_TTL_MS);
  await insertSession(trx, {
    id: sessionId,
    accountId: account.id,
    source: account.source,
    role: account.role,
    status: 'active',
    tokenHash: hashSecret(sessionToken),
    tokenExpiresAt,
    refreshFamilyId,
    lastActivityAt: now,
    createdAt: now,
    advisorSessionId,
  });
  await insertRefreshToken(trx, {
    tokenHash: hashSecret(refreshToken),
    familyId: refreshFamilyId,
    sessionId,
    expiresAt: refreshExpiresAt,
    createdAt: now,
  });
  const secrets = { sessionToken, refreshToken, keepUntil: refreshExpiresAt };
  return { sessionId, secrets, tokenExpiresAt };
}

/** What every answer opening a session says of it: whose it is and when its tokens expire. */
export function sessionFieldsOf(
  account: Pick<Account, 'id' | 'accountCode' | 'role' | 'source'>,
  stored: StoredSession,
  now: Date,
) {
  return {
    sessionId: stored.sessionId,
    accountId: String(account.id),
    accountCode: account.accountCode,
    role: account.role,
    source: account.source,
    time: now.toISOString(),
    sessionToken: { expirationTime: stored.tokenExpiresAt.toISOString() },
    refreshToken: { expirationTime: stored.secrets.keepUntil.toISOString() },
  };
}

/** The spec §3 login result of a session just opened, with the account's password information. */
function loginAnswer(account: Account, stored: StoredSession, now: Date): LoginSession {
  const info = passwordInfoOf(account, now);
  return {
    ...info,
    result: isFirstLogin(info) ? '1' : 'Y',
    ...sessionFieldsOf(account, stored, now),
  };
}

/**
 * Opens a session inside the caller's transaction (docs/DECISIONS.md §4, spec §4): records the
 * login on the account (which locks its row, so two logins of one account serialise), ends any
 * active own session of the same account (code and source) as logouted, with its advisee
 * sessions, stores the hashed session and refresh tokens, audits, and resets the account's
 * failure counter.
 */
export async function openSessionIn(
  trx: Kysely<Database>,
  request: OpenSessionRequest,
): Promise<OpenedSession> {
  const { account, now } = request;
  await recordLoginAttempt(trx, account.id, 'success', now);
  // Sessions advisors opened for this account are theirs, not this login's to replace.
  const own = { accountId: account.id, isOwnOnly: true };
  const replaced = await endActiveSessions(trx, own, 'logouted', now);
  const stored = await storeSession(trx, account, request.sessionId ?? randomUUID(), now);
  await appendAuditEvent(trx, {
    kind: 'login_succeeded',
    occurredAt: now,
    accountId: account.id,
    accountCode: account.accountCode,
    source: account.source,
    sessionId: stored.sessionId,
    clientAddress: request.clientAddress,
    details: { route: request.route, replacedSessions: replaced },
  });
  await clearAccountFailures(trx, throttleKey(account.accountCode, account.source));
  // A new first-login agreement version asks a user to confirm again (issue 29 §2).
  const answer = loginAnswer(await recheckFirstLoginAgreement(trx, account, now), stored, now);
  const { sessionId, secrets } = stored;
  return { sessionId, secrets, answer, replacedSessionIds: replaced };
}

/** Opens a session in a transaction of its own (see openSessionIn). */
export function openSession(
  db: Kysely<Database>,
  request: OpenSessionRequest,
): Promise<OpenedSession> {
  return db.transaction().execute((trx) => openSessionIn(trx, request));
}
