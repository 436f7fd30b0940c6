import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Database } from '../db/schema';

/** What the audit trail records (issue 3, item 8). */
export type AuditKind =
  | 'login_succeeded'
  | 'advisee_session_opened'
  | 'login_failed'
  | 'login_challenged'
  | 'factor_failed'
  | 'logout'
  | 'kick'
  | 'idle_timeout'
  | 'refresh_reuse'
  | 'password_changed'
  | 'trade_password_changed'
  | 'agreement_confirmed'
  | 'password_reset_requested'
  | 'password_reset';

/** One audit event to append. */
export type AuditEvent = {
  kind: AuditKind;
  occurredAt: Date;
  accountId?: number | null;
  accountCode?: string | null;
  source?: AccountSource | null;
  sessionId?: string | null;
  clientAddress?: string | null;
  details?: Record<string, unknown>;
};

/** Appends an event; the table has no update or delete path (a trigger refuses both). */
export async function appendAuditEvent(db: Kysely<Database>, event: AuditEvent): Promise<void> {
  await db
    .insertInto('auditEvent')
    .values({
      kind: event.kind,
      occurredAt: event.occurredAt,
      accountId: event.accountId ?? null,
      accountCode: event.accountCode ?? null,
      source: event.source ?? null,
      sessionId: event.sessionId ?? null,
      clientAddress: event.clientAddress ?? null,
      details: JSON.stringify(event.details ?? {}),
    })
    .execute();
}
