import { sql, type Kysely, type Selectable } from 'kysely';
import type { NotificationFields, NotificationType } from '../../../../shared/domain/notification';
import type { Database } from '../../../db/schema';
import type {
  NotificationTable,
  PushSubscriptionStatus,
  PushSubscriptionTable,
} from '../../../db/schema-notifications';
import type { JobKind } from '../../../jobs/job-kinds';
import type { PendingWrite } from '../../../db/write-together';

/**
 * The notification outbox's writes (issue 14 §1). An event writes its notifications in its own
 * transaction; each row is unique per (account, source key), so a retried event makes one row,
 * and a rolled-back event none. The insert's RETURNING calls `pg_notify` for each row actually
 * inserted, so listeners hear of it when, and only when, the transaction commits. Every change to
 * a row moves its account's `notification_counter` in the same statement (the table's triggers,
 * migration 20261229100000), whichever statement makes it.
 */

/** The channel `pg_notify` announces a new notification on; the payload is the account id. */
export const UNREAD_CHANNEL = 'portico_unread';

/** One notification to write. */
export type NotificationDraft = {
  accountId: number;
  type: NotificationType;
  /** The event that makes it, unique for the account ("stock-order:41:FILLED"). */
  sourceKey: string;
  fields: NotificationFields;
  /** When the event happened. */
  at: Date;
  /** Unread unless told (the demo book seeds some already read). */
  status?: 'unread' | 'read';
};

/** The write of `drafts` (one statement), to run alone or with the event's other writes. */
export function insertNotificationsWrite(
  db: Kysely<Database>,
  drafts: readonly NotificationDraft[],
): PendingWrite {
  return db
    .insertInto('notification')
    .values(
      drafts.map((draft) => ({
        accountId: draft.accountId,
        type: draft.type,
        status: draft.status ?? ('unread' as const),
        sourceKey: draft.sourceKey,
        fields: JSON.stringify(draft.fields),
        startTime: draft.at,
        createdAt: draft.at,
        updatedAt: draft.at,
      })),
    )
    .onConflict((conflict) => conflict.constraint('notification_source_unique').doNothing())
    .returning(sql<string>`pg_notify(${UNREAD_CHANNEL}, account_id::text)::text`.as('announced'));
}

/**
 * Tells every active Gateway client (role user) of one event at once (a new IPO open for
 * application): one insert from the account table, however many clients; a client already told
 * (the same source key) is skipped, so running it again tells nobody twice. Answers how many were
 * told.
 */
export async function notifyAllClients(
  db: Kysely<Database>,
  notice: Omit<NotificationDraft, 'accountId' | 'status'>,
): Promise<number> {
  const result = await sql<{ announced: string }>`
    insert into notification
      (account_id, type, status, source_key, fields, start_time, created_at, updated_at)
    select id, ${notice.type}, 'unread', ${notice.sourceKey}, ${JSON.stringify(notice.fields)}::jsonb,
      ${notice.at}, ${notice.at}, ${notice.at}
    from account
    where source = 'gateway' and role = 'user' and status = 'active'
    on conflict on constraint notification_source_unique do nothing
    returning pg_notify(${UNREAD_CHANNEL}, account_id::text)::text as announced`.execute(db);
  return result.rows.length;
}

/** The columns the readers get of a notification. */
const NOTIFICATION_COLUMNS = ['id', 'accountId', 'type', 'status', 'fields', 'startTime'] as const;

/** A notification row as the readers get it. */
export type NotificationRow = Pick<
  Selectable<NotificationTable>,
  (typeof NOTIFICATION_COLUMNS)[number]
>;

/** A page of an account's notifications made at or before `madeBy`, newest first. */
export function findNotificationPage(
  db: Kysely<Database>,
  filter: {
    accountId: number;
    statuses: readonly ('read' | 'unread')[];
    madeBy: Date;
    offset: number;
    limit: number;
  },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notification')
    .select(NOTIFICATION_COLUMNS)
    .where('accountId', '=', filter.accountId)
    .where('status', 'in', [...filter.statuses])
    .where('createdAt', '<=', filter.madeBy)
    .orderBy('startTime', 'desc')
    .orderBy('id', 'desc')
    .offset(filter.offset)
    .limit(filter.limit)
    .execute();
}

/** An account's counts and marks (issue 22 §2): one primary-key read. */
export type NotificationCounterRow = {
  unreadCount: number;
  unseenCount: number;
  seenAt: Date | null;
  newestAt: Date | null;
};

/** The account's counter row, if any notification or mark ever made one. */
export function findNotificationCounter(
  db: Kysely<Database>,
  accountId: number,
): Promise<NotificationCounterRow | undefined> {
  return db
    .selectFrom('notificationCounter')
    .select(['unreadCount', 'unseenCount', 'seenAt', 'newestAt'])
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** Whether a notification arrived after the account's list was last marked seen. */
export const hasUnseenArrivals = (counter: NotificationCounterRow | undefined): boolean =>
  counter?.newestAt != null && (counter.seenAt === null || counter.newestAt > counter.seenAt);

/**
 * Marks the account's list seen as of `seenAt` (spec §4: the count since then starts at zero;
 * rows made later still count) and announces it, so every open tab's count follows. Run it in a
 * transaction: the counter is locked first, so the recount of the rows made after `seenAt` (a
 * statement of its own, which sees every insert committed before the lock) agrees with the
 * triggers of inserts that wait behind it. Writes nothing, and answers false, when nothing arrived
 * since the mark or the mark is already as late: marking the same list again is free.
 */
export async function markNotificationsSeen(
  trx: Kysely<Database>,
  accountId: number,
  seenAt: Date,
): Promise<boolean> {
  const counter = await trx
    .selectFrom('notificationCounter')
    .select(['unreadCount', 'unseenCount', 'seenAt', 'newestAt'])
    .where('accountId', '=', accountId)
    .forUpdate()
    .executeTakeFirst();
  if (!hasUnseenArrivals(counter) || (counter?.seenAt && counter.seenAt >= seenAt)) return false;
  const unseen = await trx
    .selectFrom('notification')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('accountId', '=', accountId)
    .where('status', '=', 'unread')
    .where('createdAt', '>', seenAt)
    .executeTakeFirstOrThrow();
  await trx
    .updateTable('notificationCounter')
    .set({ seenAt, unseenCount: Number(unseen.count) })
    .where('accountId', '=', accountId)
    .returning(sql<string>`pg_notify(${UNREAD_CHANNEL}, account_id::text)::text`.as('announced'))
    .execute();
  return true;
}

/**
 * Sets the status of the account's own notification, unless it is deleted (final); announces
 * the change. Answers whether a row changed hands to `status`.
 */
export async function updateNotificationStatus(
  db: Kysely<Database>,
  change: {
    accountId: number;
    id: number;
    status: 'unread' | 'read' | 'deleted';
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .updateTable('notification')
    .set({ status: change.status, updatedAt: change.now })
    .where('id', '=', change.id)
    .where('accountId', '=', change.accountId)
    .where('status', '<>', 'deleted')
    .returning(sql<string>`pg_notify(${UNREAD_CHANNEL}, account_id::text)::text`.as('announced'))
    .execute();
  return rows.length > 0;
}

/** Marks every unread notification of the account read in one statement; announces it once. */
export async function markAllNotificationsRead(
  db: Kysely<Database>,
  accountId: number,
  now: Date,
): Promise<number> {
  const result = await sql<{ changed: number }>`
    with changed as (
      update notification set status = 'read', updated_at = ${now}
      where account_id = ${accountId} and status = 'unread'
      returning account_id
    )
    select count(*)::int as changed,
      case when count(*) > 0 then pg_notify(${UNREAD_CHANNEL}, ${String(accountId)}) end as announced
    from changed`.execute(db);
  return Number(result.rows[0]?.changed ?? 0);
}

/** The columns push delivery and the port read of a subscription (not when it last changed). */
const SUBSCRIPTION_COLUMNS = [
  'id',
  'accountId',
  'source',
  'endpoint',
  'auth',
  'p256dh',
  'status',
  'createdAt',
] as const;

/** A push subscription row. */
export type PushSubscriptionRow = Pick<
  Selectable<PushSubscriptionTable>,
  (typeof SUBSCRIPTION_COLUMNS)[number]
>;

/**
 * Keeps a browser's subscription for an account: the same endpoint again for that account is
 * updated (keys), made active, and keeps its id and creation time; another account's row with
 * the same endpoint is its own and is never touched (unique per account and endpoint).
 */
export function upsertPushSubscription(
  db: Kysely<Database>,
  subscription: {
    accountId: number;
    source: 'gateway' | 'fos';
    endpoint: string;
    auth: string;
    p256dh: string;
    now: Date;
  },
): Promise<PushSubscriptionRow> {
  const { now, ...row } = subscription;
  return db
    .insertInto('pushSubscription')
    .values({ ...row, status: 'active', createdAt: now, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['accountId', 'endpoint']).doUpdateSet({
        auth: row.auth,
        p256dh: row.p256dh,
        status: 'active',
        updatedAt: now,
      }),
    )
    .returning(SUBSCRIPTION_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** An account's subscriptions of the given statuses, oldest first. */
export function findPushSubscriptions(
  db: Kysely<Database>,
  accountIds: readonly number[],
  statuses: readonly PushSubscriptionStatus[],
): Promise<PushSubscriptionRow[]> {
  if (accountIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('pushSubscription')
    .select(SUBSCRIPTION_COLUMNS)
    .where('accountId', 'in', [...accountIds])
    .where('status', 'in', [...statuses])
    .orderBy('id')
    .execute();
}

/**
 * Sets subscriptions' status: deleted when the push service answered that they are gone,
 * inactive when their endpoint resolved to an address that is not public.
 */
export async function setPushSubscriptionsStatus(
  db: Kysely<Database>,
  ids: readonly number[],
  status: PushSubscriptionStatus,
  now: Date,
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .updateTable('pushSubscription')
    .set({ status, updatedAt: now })
    .where('id', 'in', [...ids])
    .execute();
}

/** Keeps `keys` as the VAPID pair unless one is kept already (two processes agree on the first). */
export async function insertVapidKeyIfMissing(
  db: Kysely<Database>,
  keys: { publicKey: string; privateKey: string; now: Date },
): Promise<void> {
  await db
    .insertInto('vapidKey')
    .values({ id: 1, publicKey: keys.publicKey, privateKey: keys.privateKey, createdAt: keys.now })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}

/** The kept VAPID pair, if any. */
export function findVapidKey(
  db: Kysely<Database>,
): Promise<{ publicKey: string; privateKey: string } | undefined> {
  return db
    .selectFrom('vapidKey')
    .select(['publicKey', 'privateKey'])
    .where('id', '=', 1)
    .executeTakeFirst();
}

/**
 * Claims up to `limit` notifications not yet pushed, oldest first, for this transaction
 * (`FOR UPDATE SKIP LOCKED`: another process's batch is passed over), and marks them pushed.
 */
export async function claimUnpushedNotifications(
  db: Kysely<Database>,
  limit: number,
  now: Date,
): Promise<NotificationRow[]> {
  const claimed = await db
    .selectFrom('notification')
    .select(NOTIFICATION_COLUMNS)
    .where('pushedAt', 'is', null)
    .orderBy('id')
    .limit(limit)
    .forUpdate()
    .skipLocked()
    .execute();
  if (claimed.length > 0) {
    await db
      .updateTable('notification')
      .set({ pushedAt: now })
      .where(
        'id',
        'in',
        claimed.map((row) => row.id),
      )
      .execute();
  }
  return claimed;
}

/** Whether any notification waits for push. */
export async function hasUnpushedNotifications(db: Kysely<Database>): Promise<boolean> {
  const row = await db
    .selectFrom('notification')
    .select('id')
    .where('pushedAt', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * Makes the queued jobs of `kind` due at `now` when a notification waits for push; answers
 * whether one waits (then a runner round will push it).
 */
export async function makeJobDueIfUnpushed(
  db: Kysely<Database>,
  kind: JobKind,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .updateTable('job')
    .set({ runAt: now })
    .where('kind', '=', kind)
    .where('status', '=', 'queued')
    .where('runAt', '>', now)
    .where((eb) =>
      eb.exists(eb.selectFrom('notification').select('id').where('pushedAt', 'is', null)),
    )
    .returning('job.id')
    .execute();
  return rows.length > 0 || hasUnpushedNotifications(db);
}
