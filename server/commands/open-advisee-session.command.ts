import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AdviseeSession } from '../../shared/contracts/account-advisee';
import type { AccountSource } from '../../shared/contracts/common';
import { normaliseAccountCode } from '../auth/account-code';
import type { SessionSecrets } from '../auth/session-cookies';
import type { ActingSession } from '../auth/acting';
import type { Database } from '../db/schema';
import { ForbiddenError, UnauthenticatedError } from '../http/errors';
import type { Account } from '../repositories/account.repository';
import { findClientOf } from '../repositories/advisor-link.repository';
import { appendAuditEvent } from '../repositories/audit.repository';
import { endActiveSessions, lockActiveSession } from '../repositories/session.repository';
import { sessionFieldsOf, storeSession, type StoredSession } from './open-session.command';

/** What opening an advisee session gives: the secrets for its cookies and its answer. */
export type OpenedAdviseeSession =
  | {
      kind: 'session';
      secrets: SessionSecrets;
      answer: AdviseeSession;
      replacedSessionIds: string[];
    }
  | { kind: 'refused'; result: 'V' | 'S' };

/** What opening an advisee session needs: the advisor's session and the client it names. */
export type AdviseeSessionRequest = {
  advisor: ActingSession;
  client: { accountCode: string; source?: AccountSource };
  clientAddress: string;
  now: Date;
};

function answerOf(
  client: Account,
  stored: StoredSession,
  advisorSessionId: string,
  now: Date,
): AdviseeSession {
  return { result: 'Y', ...sessionFieldsOf(client, stored, now), advisorSessionId };
}

async function linkedClient(db: Kysely<Database>, request: AdviseeSessionRequest) {
  const { advisor } = request;
  const source = request.client.source ?? advisor.source;
  const accountCode = normaliseAccountCode(request.client.accountCode, source);
  // Only a linked client: never the advisor itself, nor anyone an advisor link does not name.
  const client = await findClientOf(db, advisor.accountId, { accountCode, source });
  if (!client || advisor.advisorSessionId) throw new ForbiddenError();
  return client;
}

/**
 * Opens a session for an advisor's linked client on behalf of the advisor's session (spec §1,
 * §3 advisor linkage): a session of the client's account, naming the advisor session, with its
 * own tokens, refreshed and ended like any, and ended with the advisor's session. It replaces an
 * earlier one of the same advisor session for that client; the client's own sessions are left
 * alone. Spec §8 V/S refuse a client whose account is not active or suspended.
 */
export async function openAdviseeSession(
  db: Kysely<Database>,
  request: AdviseeSessionRequest,
): Promise<OpenedAdviseeSession> {
  const { advisor, now } = request;
  const client = await linkedClient(db, request);
  if (client.status === 'not_active') return { kind: 'refused', result: 'V' };
  if (client.status === 'suspended') return { kind: 'refused', result: 'S' };
  return db.transaction().execute(async (trx) => {
    if (!(await lockActiveSession(trx, advisor.sessionId))) {
      throw new UnauthenticatedError('missing');
    }
    const earlier = { advisorSessionId: advisor.sessionId, clientAccountId: client.id };
    const replaced = await endActiveSessions(trx, earlier, 'logouted', now);
    const stored = await storeSession(trx, client, randomUUID(), now, advisor.sessionId);
    await appendAuditEvent(trx, {
      kind: 'advisee_session_opened',
      occurredAt: now,
      accountId: client.id,
      accountCode: client.accountCode,
      source: client.source,
      sessionId: stored.sessionId,
      clientAddress: request.clientAddress,
      details: { advisorAccountId: advisor.accountId, advisorSessionId: advisor.sessionId },
    });
    const answer = answerOf(client, stored, advisor.sessionId, now);
    return { kind: 'session', secrets: stored.secrets, answer, replacedSessionIds: replaced };
  });
}
