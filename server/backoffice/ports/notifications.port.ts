import type {
  NotificationFields,
  NotificationStatus,
  NotificationType,
} from '../../../shared/domain/notification';
import type { ClientRef } from './client-ref';

/**
 * The Gateway notifications port (issue 14 §1-3; spec §3, §4, §5, §7): a client's notifications
 * (made by the back office's events in their own transactions), the unread count, the browser
 * push subscriptions and the key push is signed with, and a way to hear that an account's count
 * may have changed, from any process. The embedded implementation is embedded/notifications/.
 */

/** One notification as the port reports it. */
export type PortNotification = {
  id: number;
  type: NotificationType;
  status: NotificationStatus;
  fields: NotificationFields;
  startTime: Date;
};

/** The statuses a reader lists (deleted rows are never shown). */
export type ListedNotificationStatus = Exclude<NotificationStatus, 'deleted'>;

/** A page of the list: `lastQueryTime` fixes it (rows made later are left for the next first page). */
export type NotificationPageRequest = {
  client: ClientRef;
  statuses: readonly ListedNotificationStatus[];
  pageIndex: number;
  pageSize: number;
  /** The first page's instant; none on the first page (it answers `now`). */
  lastQueryTime: Date | null;
  now: Date;
};

/** A push subscription as the port reports it. */
export type PortPushSubscription = {
  id: number;
  accountId: number;
  source: 'gateway' | 'fos';
  endpoint: string;
  status: 'active' | 'inactive' | 'deleted';
  createdAt: Date;
};

/** The browser's push target as the page sends it (spec §5: any part may be missing). */
export type PushTargetInput = {
  endpoint?: string | undefined;
  keys?: { auth?: string | undefined; p256dh?: string | undefined } | undefined;
};

/** The Gateway notifications port. */
export type NotificationsPort = {
  /**
   * A page of the client's notifications, newest first (start time, then id), made at or before
   * `lastQueryTime`. Writes nothing (issue 22 §2): `hasUnseen` says whether notifications arrived
   * since the list was last marked seen, for the reader to call `markSeen` with this list's
   * `lastQueryTime`.
   */
  queryNotifications(
    request: NotificationPageRequest,
  ): Promise<{ notifications: PortNotification[]; lastQueryTime: Date; hasUnseen: boolean }>;
  /**
   * Unread notifications; only those made since the list was last marked seen when asked. One
   * read of the account's counter.
   */
  countUnread(client: ClientRef, options: { sinceLastQuery: boolean }): Promise<number>;
  /**
   * Marks the client's list seen as of `seenAt` (spec §4: opening the list sets the count since
   * then to zero; an instant ahead of `now` reads as now, and the mark never moves back). Answers
   * whether the mark moved; marking a list again when nothing arrived since writes nothing.
   */
  markSeen(client: ClientRef, seenAt: Date, now: Date): Promise<boolean>;
  /**
   * Sets one of the client's own notifications' status; false for an unknown id, another
   * account's, or one already deleted (deleted is final).
   */
  setStatus(
    client: ClientRef,
    notificationId: number,
    status: NotificationStatus,
    now: Date,
  ): Promise<boolean>;
  /** Marks every unread notification of the client read; answers how many changed. */
  markAllRead(client: ClientRef, now: Date): Promise<number>;
  /**
   * Keeps a browser's push subscription (spec §5): a target missing its endpoint, auth or p256dh
   * is skipped (null); the same endpoint again for this client is updated and made active, and
   * another client's subscription to that endpoint is never touched (it is that client's own).
   */
  addSubscription(
    client: ClientRef,
    source: 'gateway' | 'fos',
    target: PushTargetInput,
    now: Date,
  ): Promise<PortPushSubscription | null>;
  /** The client's active and inactive subscriptions. */
  searchSubscriptions(client: ClientRef): Promise<PortPushSubscription[]>;
  /** The VAPID public key (base64url) browsers subscribe with (made on first use when not given). */
  vapidPublicKey(now: Date): Promise<string>;
  /**
   * Calls `listener` with an account id after a transaction that may have changed that account's
   * unread count commits (in any process), and with 0 after the channel was interrupted (every
   * count may have changed); answers the function that stops it.
   */
  watchUnread(listener: (accountId: number) => void): () => void;
};
