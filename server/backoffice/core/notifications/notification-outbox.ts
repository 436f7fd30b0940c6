import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import { executeTogether, type PendingWrite } from '../../../db/write-together';
import { insertNotificationsWrite, type NotificationDraft } from './notification.repository';

/**
 * How an event tells a client (issue 14 §1): the event's code calls `recordNotifications` (or adds
 * `notificationsWrite` to its own `executeTogether`) with the transaction it already holds, so the
 * notification exists exactly when the event does. Delivery (the unread count over SSE, Web Push)
 * reads the rows after commit.
 */

export type { NotificationDraft } from './notification.repository';

/** The write of `drafts`, or none when there are none. */
export function notificationsWrite(
  db: Kysely<Database>,
  drafts: readonly NotificationDraft[],
): PendingWrite[] {
  return drafts.length === 0 ? [] : [insertNotificationsWrite(db, drafts)];
}

/** Writes `drafts` in `db`'s transaction (the event's): at most one row per account and source key. */
export async function recordNotifications(
  db: Kysely<Database>,
  drafts: readonly NotificationDraft[],
): Promise<void> {
  await executeTogether(db, notificationsWrite(db, drafts));
}
