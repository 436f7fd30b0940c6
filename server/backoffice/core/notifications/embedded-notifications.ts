import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema';
import type { DatabaseHandle } from '../../../db/database';
import type {
  NotificationsPort,
  PortNotification,
  PortPushSubscription,
} from '../../ports/notifications.port';
import {
  findNotificationCounter,
  findNotificationPage,
  findPushSubscriptions,
  hasUnseenArrivals,
  markAllNotificationsRead,
  markNotificationsSeen,
  updateNotificationStatus,
  upsertPushSubscription,
  UNREAD_CHANNEL,
  type NotificationRow,
  type PushSubscriptionRow,
} from './notification.repository';
import { ensureVapidKeys, type VapidSettings } from './vapid-keys';

/**
 * The embedded notifications port (issue 14): the rows events wrote in their own transactions
 * (notification-outbox.ts), read, counted and marked here; every change to a count announces
 * itself on `portico_unread` (pg_notify in the changing statement), which `watchUnread` hears
 * after commit from any process through the database's LISTEN. Counts are read from the
 * account's counter (issue 22 §2), and reading the list writes nothing: the list is marked seen
 * by its own call.
 */

/** What the embedded notifications area needs. */
export type NotificationBookDeps = {
  db: Kysely<Database>;
  /** The database's LISTEN (DatabaseHandle.listen); without it `watchUnread` cannot hear. */
  listen?: DatabaseHandle['listen'];
  vapid: VapidSettings;
  /** Where a failing LISTEN is reported before it is tried again. */
  log?: { warn(details: object, message: string): void };
};

/** Between attempts to LISTEN when the database refuses. */
const LISTEN_RETRY_MS = 1_000;

const notificationOf = (row: NotificationRow): PortNotification => ({
  id: row.id,
  type: row.type,
  status: row.status,
  fields: row.fields,
  startTime: row.startTime,
});

const subscriptionOf = (row: PushSubscriptionRow): PortPushSubscription => ({
  id: row.id,
  accountId: row.accountId,
  source: row.source,
  endpoint: row.endpoint,
  status: row.status,
  createdAt: row.createdAt,
});

/**
 * Hears the unread channel once for however many watchers (the first starts the LISTEN, the last
 * stops it); each watcher gets the account id, or 0 when listening (re)started and any count may
 * have changed unheard.
 */
function unreadWatchers(deps: NotificationBookDeps) {
  const watchers = new Set<(accountId: number) => void>();
  let stop: (() => Promise<void>) | undefined;
  let starting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;

  const tell = (accountId: number) => {
    for (const watcher of watchers) watcher(accountId);
  };
  const hear = (payload: string) => {
    const accountId = Number(payload);
    tell(Number.isSafeInteger(accountId) && accountId > 0 ? accountId : 0);
  };
  const start = () => {
    const listen = deps.listen;
    if (!listen) throw new Error('This database cannot LISTEN: unread counts cannot follow');
    starting = listen(UNREAD_CHANNEL, hear)
      .then(async (unlisten) => {
        if (watchers.size === 0) return unlisten();
        stop = unlisten;
        tell(0);
      })
      .catch((error: unknown) => {
        deps.log?.warn({ err: error }, 'could not LISTEN for unread counts; retrying');
        retry = setTimeout(() => {
          retry = undefined;
          if (watchers.size > 0 && !stop) start();
        }, LISTEN_RETRY_MS);
        retry.unref();
      })
      .finally(() => (starting = undefined));
  };

  return (watcher: (accountId: number) => void) => {
    watchers.add(watcher);
    if (!stop && !starting && !retry) start();
    return () => {
      if (!watchers.delete(watcher) || watchers.size > 0) return;
      clearTimeout(retry);
      retry = undefined;
      const unlisten = stop;
      stop = undefined;
      void unlisten?.();
    };
  };
}

/** The notifications port on the portal's database. */
export function createEmbeddedNotifications(deps: NotificationBookDeps): NotificationsPort {
  const { db } = deps;
  return {
    async queryNotifications(request) {
      // A later page reads the first page's list; an instant ahead of now reads as now.
      const asked = request.lastQueryTime;
      const lastQueryTime = asked && asked < request.now ? asked : request.now;
      const [rows, counter] = await Promise.all([
        findNotificationPage(db, {
          accountId: request.client.accountId,
          statuses: request.statuses,
          madeBy: lastQueryTime,
          offset: request.pageIndex * request.pageSize,
          limit: request.pageSize,
        }),
        findNotificationCounter(db, request.client.accountId),
      ]);
      return {
        notifications: rows.map(notificationOf),
        lastQueryTime,
        hasUnseen: hasUnseenArrivals(counter),
      };
    },
    async countUnread(client, options) {
      const counter = await findNotificationCounter(db, client.accountId);
      return (options.sinceLastQuery ? counter?.unseenCount : counter?.unreadCount) ?? 0;
    },
    markSeen(client, seenAt, now) {
      const at = seenAt < now ? seenAt : now;
      return db.transaction().execute((trx) => markNotificationsSeen(trx, client.accountId, at));
    },
    setStatus: (client, notificationId, status, now) =>
      updateNotificationStatus(db, {
        accountId: client.accountId,
        id: notificationId,
        status,
        now,
      }),
    markAllRead: (client, now) => markAllNotificationsRead(db, client.accountId, now),
    async addSubscription(client, source, target, now) {
      const endpoint = target.endpoint?.trim();
      const auth = target.keys?.auth?.trim();
      const p256dh = target.keys?.p256dh?.trim();
      if (!endpoint || !auth || !p256dh) return null;
      const row = await upsertPushSubscription(db, {
        accountId: client.accountId,
        source,
        endpoint,
        auth,
        p256dh,
        now,
      });
      return subscriptionOf(row);
    },
    async searchSubscriptions(client) {
      const rows = await findPushSubscriptions(db, [client.accountId], ['active', 'inactive']);
      return rows.map(subscriptionOf);
    },
    async vapidPublicKey(now) {
      return (await ensureVapidKeys(db, deps.vapid.keys, now)).publicKey;
    },
    watchUnread: unreadWatchers(deps),
  };
}
