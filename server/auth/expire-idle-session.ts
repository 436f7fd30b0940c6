import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { appendAuditEvent } from '../repositories/audit.repository';
import { endActiveSessions, type Session } from '../repositories/session.repository';

/** Ends a session the server found idle past the kick time (status expired), with its audit line. */
export async function expireIdleSession(
  db: Kysely<Database>,
  session: Pick<Session, 'id' | 'accountId' | 'source'>,
  now: Date,
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const ended = await endActiveSessions(trx, { sessionId: session.id }, 'expired', now);
    if (ended.length === 0) return;
    await appendAuditEvent(trx, {
      kind: 'idle_timeout',
      occurredAt: now,
      accountId: session.accountId,
      source: session.source,
      sessionId: session.id,
    });
  });
}
