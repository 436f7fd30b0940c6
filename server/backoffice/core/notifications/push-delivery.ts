import https from 'node:https';
import type { Kysely } from 'kysely';
import webpush, { WebPushError } from 'web-push';
import type { FeatureFlags } from '../../../../brands/brand-config';
import { notificationTarget } from '../../../../shared/domain/notification';
import type { DatabaseHandle } from '../../../db/database';
import type { Database } from '../../../db/schema';
import type { JobHandlers } from '../../../jobs/job-kinds';
import { hasQueuedJob, insertJob } from '../../../jobs/job.repository';
import { findPreference } from '../../../repositories/preference.repository';
import {
  pinnedLookup,
  resolvePushDestination,
  systemLookup,
  type PushLookup,
  type SocketLookup,
} from '../../../security/push-endpoint';
import {
  claimUnpushedNotifications,
  findPushSubscriptions,
  makeJobDueIfUnpushed,
  setPushSubscriptionsStatus,
  UNREAD_CHANNEL,
  type PushSubscriptionRow,
} from './notification.repository';
import { pushLanguage, pushText } from './push-texts';
import { ensureVapidKeys, type VapidKeys, type VapidSettings } from './vapid-keys';

/**
 * Web Push delivery (issue 14 §3), the outbox's consumer: one recurring job (`notificationPush`) claims the
 * notifications not yet pushed (`FOR UPDATE SKIP LOCKED`, a batch at a time, marked pushed in the
 * claim), and after the claim commits sends each to its account's active subscriptions, titled
 * in the account's language and signed with the VAPID pair. A push service answering 404 or 410
 * means the browser dropped the subscription: it is marked deleted. Any other failure is logged
 * and the subscription kept; the notification stays pushed (at most once: no endless retries).
 * Before its first push of a round, each endpoint's host is resolved and every address must be
 * public (server/security/push-endpoint.ts), and the connection goes to those addresses only:
 * one that is not is never connected to and its subscription is made inactive; a name that does
 * not resolve is skipped this round.
 * Where the brand has no push, the claim only marks the rows. The job comes round every
 * PUSH_SWEEP_MS and at once when a new notification is announced (`nudgeNotificationPush`).
 */

/** Notifications claimed per round. */
const PUSH_BATCH = 50;
/** The sweep when nothing nudges (a missed announcement, a restart). */
export const PUSH_SWEEP_MS = 60_000;
/** How long a push service keeps a message for an offline browser. */
const PUSH_TTL_SECONDS = 24 * 60 * 60;
/** The longest wait for one push service. */
const PUSH_TIMEOUT_MS = 10_000;

/** What the browser's service worker receives (notify-shared: the push payload). */
export type PushPayload = {
  notificationId: string;
  type: string;
  title: string;
  body: string;
  url: string;
};

/** Sends one encrypted push; answers the push service's status (web-push's sendNotification). */
export type PushSender = (
  subscription: { endpoint: string; keys: { auth: string; p256dh: string } },
  payload: string,
  options: webpush.RequestOptions,
) => Promise<{ statusCode: number }>;

/** Where delivery reports trouble. */
export type PushLog = { warn(details: object, message: string): void };

export type PushDeliveryDeps = {
  features: Pick<FeatureFlags, 'pushNotification'>;
  vapid: VapidSettings;
  /** Default: web-push's `sendNotification`. */
  send?: PushSender;
  /** Resolves a push service's host name; default: node:dns lookup, every address. */
  lookup?: PushLookup;
  /**
   * The HTTPS agent one push service is reached through, given the `lookup` that answers only the
   * addresses checked public; default: a plain agent on it. (Tests add their push service's
   * certificate and address. There is no proxy option: a proxy would resolve the name itself.)
   */
  agent?: (lookup: SocketLookup) => https.Agent;
  log?: PushLog;
};

type Message = { subscription: PushSubscriptionRow; payload: PushPayload };

/** The messages of a claimed batch: one per notification and active subscription of its account. */
async function messagesOf(
  db: Kysely<Database>,
  claimed: Awaited<ReturnType<typeof claimUnpushedNotifications>>,
): Promise<Message[]> {
  const accountIds = [...new Set(claimed.map((row) => row.accountId))];
  const subscriptions = await findPushSubscriptions(db, accountIds, ['active']);
  if (subscriptions.length === 0) return [];
  const languages = new Map<number, ReturnType<typeof pushLanguage>>();
  for (const accountId of new Set(subscriptions.map((row) => row.accountId))) {
    languages.set(accountId, pushLanguage((await findPreference(db, accountId))?.language));
  }
  const messages: Message[] = [];
  for (const row of claimed) {
    const language = languages.get(row.accountId);
    if (!language) continue;
    const { title, body } = pushText(language, row.type, row.fields);
    const payload: PushPayload = {
      notificationId: String(row.id),
      type: row.type,
      title,
      body,
      url: `/portal${notificationTarget({ type: row.type, ...row.fields }) ?? '/notifications'}`,
    };
    for (const subscription of subscriptions) {
      if (subscription.accountId === row.accountId) messages.push({ subscription, payload });
    }
  }
  return messages;
}

/** An endpoint's host for the log: the rest of the URL is the subscription's secret. */
function hostOf(endpoint: string): string | undefined {
  try {
    return new URL(endpoint).host;
  } catch {
    return undefined;
  }
}

/**
 * The agents of one round's push services, one per subscription: its endpoint checked and
 * resolved once, or null when it may not be sent to (those refused are listed in `refused`).
 */
function destinations(deps: PushDeliveryDeps) {
  const lookup = deps.lookup ?? systemLookup;
  const agentOn = deps.agent ?? ((pinned: SocketLookup) => new https.Agent({ lookup: pinned }));
  const agents = new Map<number, Promise<https.Agent | null>>();
  const refused = new Set<number>();
  const resolve = async (subscription: PushSubscriptionRow) => {
    const destination = await resolvePushDestination(subscription.endpoint, lookup);
    if (destination.kind === 'public') return agentOn(pinnedLookup(destination.addresses));
    if (destination.kind === 'refused') refused.add(subscription.id);
    deps.log?.warn(
      {
        subscriptionId: subscription.id,
        host: hostOf(subscription.endpoint),
        ...(destination.kind === 'unresolved' ? { err: destination.error } : {}),
      },
      destination.kind === 'refused'
        ? 'a push endpoint is not on a public host: not sent, its subscription made inactive'
        : 'a push endpoint did not resolve: not sent this round',
    );
    return null;
  };
  return {
    refused,
    agentFor(subscription: PushSubscriptionRow): Promise<https.Agent | null> {
      const known = agents.get(subscription.id);
      if (known) return known;
      const agent = resolve(subscription);
      agents.set(subscription.id, agent);
      return agent;
    },
    /** Closes the round's connections. */
    async close(): Promise<void> {
      for (const agent of await Promise.all(agents.values())) agent?.destroy();
    },
  };
}

/**
 * Sends `messages`; answers the subscriptions their push service says are gone, and those whose
 * endpoint is not on a public host.
 */
async function send(
  messages: readonly Message[],
  keys: VapidKeys,
  deps: PushDeliveryDeps,
): Promise<{ gone: number[]; refused: number[] }> {
  const sender: PushSender = deps.send ?? webpush.sendNotification;
  const gone = new Set<number>();
  const round = destinations(deps);
  await Promise.all(
    messages.map(async ({ subscription, payload }) => {
      const agent = await round.agentFor(subscription);
      if (agent === null || gone.has(subscription.id)) return;
      try {
        await sender(
          {
            endpoint: subscription.endpoint,
            keys: { auth: subscription.auth, p256dh: subscription.p256dh },
          },
          JSON.stringify(payload),
          {
            agent,
            vapidDetails: { subject: deps.vapid.subject, ...keys },
            TTL: PUSH_TTL_SECONDS,
            timeout: PUSH_TIMEOUT_MS,
          },
        );
      } catch (error) {
        const status = error instanceof WebPushError ? error.statusCode : undefined;
        if (status === 404 || status === 410) {
          gone.add(subscription.id);
          return;
        }
        deps.log?.warn(
          { err: error, subscriptionId: subscription.id, status },
          'a push could not be delivered',
        );
      }
    }),
  );
  await round.close();
  return { gone: [...gone], refused: [...round.refused] };
}

/** The push job's handler, for the job runner. */
export function notificationPushHandlers(
  deps: PushDeliveryDeps,
): Pick<JobHandlers, 'notificationPush'> {
  return {
    notificationPush: async (db, _payload, now) => {
      const claimed = await claimUnpushedNotifications(db, PUSH_BATCH, now);
      // A full batch may have more behind it: come round again at once.
      const retryAt = new Date(now.getTime() + (claimed.length === PUSH_BATCH ? 0 : PUSH_SWEEP_MS));
      if (claimed.length === 0 || !deps.features.pushNotification) return { retryAt };
      const messages = await messagesOf(db, claimed);
      if (messages.length === 0) return { retryAt };
      const keys = await ensureVapidKeys(db, deps.vapid.keys, now);
      return {
        retryAt,
        afterCommit: async (root) => {
          const { gone, refused } = await send(messages, keys, deps);
          await setPushSubscriptionsStatus(root, gone, 'deleted', now);
          await setPushSubscriptionsStatus(root, refused, 'inactive', now);
        },
      };
    },
  };
}

/** Queues the push job unless one is queued (at start-up; it then recurs on its own). */
export async function queueNotificationPush(db: Kysely<Database>, now: Date): Promise<void> {
  if (await hasQueuedJob(db, 'notificationPush')) return;
  await insertJob(db, { kind: 'notificationPush', payload: {}, runAt: now });
}

/**
 * Makes the push job due now when a notification waits for it; answers whether it did (then
 * the caller nudges its job runner).
 */
export function nudgeNotificationPush(db: Kysely<Database>, now: Date): Promise<boolean> {
  return makeJobDueIfUnpushed(db, 'notificationPush', now);
}

/** Announcements within this window make one nudge. */
const NUDGE_COALESCE_MS = 50;

/**
 * Starts push delivery for a process (main.ts): keeps the VAPID pair (generated on first start
 * unless configured), queues the push job, and on each announced notification (after commit,
 * from any process) makes the job due and calls `nudge` so the runner pushes it at once. Answers
 * the function that stops listening.
 */
export async function startNotificationPush(options: {
  database: Pick<DatabaseHandle, 'db' | 'listen'>;
  vapid: VapidSettings;
  clock: () => Date;
  nudge: () => void;
  log: PushLog;
}): Promise<() => Promise<void>> {
  const { database, clock } = options;
  await ensureVapidKeys(database.db, options.vapid.keys, clock());
  await queueNotificationPush(database.db, clock());
  if (!database.listen) return () => Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const nudgeSoon = () => {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      nudgeNotificationPush(database.db, clock())
        .then((isDue) => {
          if (isDue) options.nudge();
        })
        .catch((error: unknown) => options.log.warn({ err: error }, 'push nudge failed'));
    }, NUDGE_COALESCE_MS);
    timer.unref();
  };
  const unlisten = await database.listen(UNREAD_CHANNEL, nudgeSoon);
  return async () => {
    clearTimeout(timer);
    await unlisten();
  };
}
