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
  | 'password_reset'
  | 'account_profile_changed'
  /** An admin's change to an account (issue 28): details name the admin and each field's change. */
  | 'admin_action';

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

/** A login attempt as the audit trail recorded it. */
export type LoginAttempt = { occurredAt: Date; isSuccess: boolean };

/**
 * The login attempt on an account just before the login that opened `sessionId` (spec §2.15: the
 * change-password form's last login time and status): null when there was none, undefined when
 * no login opened the session (an advisor's session for a client).
 */
export async function loginAttemptBefore(
  db: Kysely<Database>,
  accountId: number,
  sessionId: string,
): Promise<LoginAttempt | null | undefined> {
  const opened = await db
    .selectFrom('auditEvent')
    .select('id')
    .where('kind', '=', 'login_succeeded')
    .where('sessionId', '=', sessionId)
    .executeTakeFirst();
  if (!opened) return undefined;
  const previous = await db
    .selectFrom('auditEvent')
    .select(['occurredAt', 'kind'])
    .where('accountId', '=', accountId)
    .where('kind', 'in', ['login_succeeded', 'login_failed'])
    .where('id', '<', opened.id)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return previous
    ? { occurredAt: previous.occurredAt, isSuccess: previous.kind === 'login_succeeded' }
    : null;
}
