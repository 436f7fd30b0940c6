import type { ColumnType } from 'kysely';
import type {
  NotificationFields,
  NotificationStatus,
  NotificationType,
} from '../../shared/domain/notification';
import type { Identity, NullableTimestamp, Timestamp } from './column-types';

/** The notification tables (issue 14), part of `Database` in schema.ts. */

/** The `notification` table: one row per event a client is told of (the outbox). */
export type NotificationTable = {
  id: Identity;
  accountId: number;
  type: NotificationType;
  status: NotificationStatus;
  /** The event that made it; unique per account, so a retried event makes one row. */
  sourceKey: string;
  /** Spec §3's per-type fields (jsonb): read as an object, written as its JSON text. */
  fields: ColumnType<NotificationFields, string, string>;
  startTime: Timestamp;
  createdAt: Timestamp;
  updatedAt: Timestamp;
  /** When push delivery finished with it (sent, or nothing to send to); null while pending. */
  pushedAt: NullableTimestamp;
};

/**
 * The `notification_counter` table (issue 22 §2): an account's counts, kept by triggers on
 * `notification` in the statement that changes a row, so reading a count is one primary-key read.
 */
export type NotificationCounterTable = {
  accountId: number;
  /** Notifications with status unread. */
  unreadCount: ColumnType<number, number | undefined, number>;
  /** Of those, the ones made after `seenAt` (all while it is null): spec §4's count. */
  unseenCount: ColumnType<number, number | undefined, number>;
  /** The instant of the list the reader was last shown (spec §7 `lastQueryTime`). */
  seenAt: NullableTimestamp;
  /** The newest notification's creation instant: something arrived since `seenAt` when later. */
  newestAt: NullableTimestamp;
};

/** Spec §3 push subscription statuses. */
export type PushSubscriptionStatus = 'active' | 'inactive' | 'deleted';

/** The `push_subscription` table: a browser's push endpoint for an account. */
export type PushSubscriptionTable = {
  id: Identity;
  accountId: number;
  source: 'gateway' | 'fos';
  endpoint: string;
  auth: string;
  p256dh: string;
  status: PushSubscriptionStatus;
  createdAt: Timestamp;
  updatedAt: Timestamp;
};

/** The `vapid_key` table: the one key pair push messages are signed with (id is always 1). */
export type VapidKeyTable = {
  id: number;
  publicKey: string;
  privateKey: string;
  createdAt: Timestamp;
};

// These tables join the Database (schema.ts) from here: no shared list names them.
declare module './schema' {
  interface Database {
    notification: NotificationTable;
    notificationCounter: NotificationCounterTable;
    pushSubscription: PushSubscriptionTable;
    vapidKey: VapidKeyTable;
  }
}
