import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import { isAdministratorType } from '../../shared/domain/roles';
import { normaliseAccountCode } from '../auth/account-code';
import { hashesMatch, hashSecret } from '../auth/tokens';
import type { Database } from '../db/schema';
import { findAccountByCode } from '../repositories/account.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { findRefreshToken } from '../repositories/refresh-token.repository';
import { endActiveSessions, findSessionWithAccount } from '../repositories/session.repository';

/** Ways a session ends other than a new login replacing it (docs/DECISIONS.md §4, spec §4). */

/** The cookie secrets a logout presents to prove it owns the session. */
export type SessionProof = { sessionToken?: string; refreshToken?: string };

/**
 * Logs a session out when either of its cookies proves ownership (the session token may have
 * lapsed: an inactivity logout comes after it): the session and its refresh family end as
 * logouted. Answers whether a session was proven; ending an already ended one changes nothing.
 */
export async function logoutSession(
  db: Kysely<Database>,
  request: { sessionId: string; proof: SessionProof; clientAddress: string; now: Date },
): Promise<boolean> {
  const { sessionId, proof, now } = request;
  const session = await findSessionWithAccount(db, sessionId);
  if (!session) return false;
  const hasSessionToken =
    proof.sessionToken !== undefined &&
    hashesMatch(session.tokenHash, hashSecret(proof.sessionToken));
  const refresh =
    proof.refreshToken === undefined
      ? undefined
      : await findRefreshToken(db, hashSecret(proof.refreshToken));
  if (!hasSessionToken && refresh?.sessionId !== sessionId) return false;
  await db.transaction().execute(async (trx) => {
    const family = { familyId: session.refreshFamilyId };
    const ended = await endActiveSessions(trx, family, 'logouted', now);
    if (ended.length === 0) return;
    await appendAuditEvent(trx, {
      kind: 'logout',
      occurredAt: now,
      accountId: session.accountId,
      accountCode: session.accountCode,
      source: session.source,
      sessionId,
      clientAddress: request.clientAddress,
    });
  });
  return true;
}

/**
 * Spec §4 kicking: an account whose role is above user loses all its sessions (every source of
 * its code); otherwise only the sessions of that account code and source. Answers how many ended.
 */
export async function kickAccount(
  db: Kysely<Database>,
  request: {
    accountCode: string;
    source: AccountSource;
    by: { accountId: number; sessionId: string };
    clientAddress: string;
    now: Date;
  },
): Promise<number> {
  const accountCode = normaliseAccountCode(request.accountCode, request.source);
  const target = await findAccountByCode(db, accountCode, request.source);
  if (!target) return 0;
  return db.transaction().execute(async (trx) => {
    const selector = isAdministratorType(target.role) ? { accountCode } : { accountId: target.id };
    const ended = await endActiveSessions(trx, selector, 'kicked', request.now);
    await appendAuditEvent(trx, {
      kind: 'kick',
      occurredAt: request.now,
      accountId: target.id,
      accountCode,
      source: request.source,
      sessionId: request.by.sessionId,
      clientAddress: request.clientAddress,
      details: { byAccountId: request.by.accountId, sessions: ended },
    });
    return ended.length;
  });
}
