import type { Kysely } from 'kysely';
import type { AdminContentResult } from '../../shared/domain/admin-content';
import type { Database } from '../db/schema';
import { appendAuditEvent } from '../repositories/audit.repository';

/**
 * Admin content's audit trail (issue 29 §6): every change is one `admin_action` audit event in
 * the one audit table, naming the admin (the event's account), the item (`contentKind`,
 * `contentKey`) and each field before and after.
 */

/** The admin making a content change. */
export type ContentActor = {
  accountId: number;
  accountCode: string;
  sessionId: string;
  clientAddress: string;
  now: Date;
};

/** The acting admin of a call (its session, address and instant). */
export const contentActorOf = (context: {
  session: { accountId: number; accountCode: string; sessionId: string };
  clientAddress: string;
  now: Date;
}): ContentActor => ({
  accountId: context.session.accountId,
  accountCode: context.session.accountCode,
  sessionId: context.session.sessionId,
  clientAddress: context.clientAddress,
  now: context.now,
});

/** A field's change. */
export type ContentChange = { field: string; before: string | null; after: string | null };

/** An item's fields flattened to strings (`title.en`), for the trail. */
function flatten(value: unknown, prefix: string, into: Map<string, string>): void {
  if (value === null || value === undefined) return;
  if (value instanceof Date) into.set(prefix, value.toISOString());
  else if (typeof value === 'object') {
    for (const [key, inner] of Object.entries(value)) {
      flatten(inner, prefix ? `${prefix}.${key}` : key, into);
    }
  } else if (typeof value === 'string') into.set(prefix, value);
  else if (typeof value === 'number' || typeof value === 'boolean') into.set(prefix, `${value}`);
}

/** The fields that differ between before and after (null: the item did not exist). */
export function contentChanges(before: object | null, after: object | null): ContentChange[] {
  const was = new Map<string, string>();
  const is = new Map<string, string>();
  flatten(before, '', was);
  flatten(after, '', is);
  const fields = [...new Set([...was.keys(), ...is.keys()])].sort();
  return fields
    .filter((field) => was.get(field) !== is.get(field))
    .map((field) => ({ field, before: was.get(field) ?? null, after: is.get(field) ?? null }));
}

/** Appends the audit event of a content change. */
export function auditContent(
  db: Kysely<Database>,
  actor: ContentActor,
  change: {
    kind: 'banner' | 'agreement' | 'disclaimer' | 'news' | 'theme' | 'plan' | 'pick';
    key: string;
    action: string;
    before: object | null;
    after: object | null;
  },
): Promise<void> {
  return appendAuditEvent(db, {
    kind: 'admin_action',
    occurredAt: actor.now,
    accountId: actor.accountId,
    accountCode: actor.accountCode,
    sessionId: actor.sessionId,
    clientAddress: actor.clientAddress,
    details: {
      action: `${change.kind}_${change.action}`,
      actorAccountId: actor.accountId,
      actorCode: actor.accountCode,
      contentKind: change.kind,
      contentKey: change.key,
      contentAction: change.action,
      changes: contentChanges(change.before, change.after),
    },
  });
}

/** A refusal's answer: the code and nothing stored. */
export type Refused = { result: Exclude<AdminContentResult, 'ok'> };
