import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { BASE_PATH } from '../../../lib/base-path';
import {
  fetchVapidPublicKey,
  notificationKeys,
  sendPushSubscription,
  setUnreadCount,
  type NotificationAccount,
} from '../api/notification';

/**
 * Web Push after login (spec §1, §4; issue 14 §3). The service worker (`/portal/sw.js`, scope
 * `/portal/`) is registered; when the browser's notification permission is granted, the browser
 * subscribes with the server's VAPID key and the subscription is sent to
 * `notification/addSubscription` once per session. While the permission is undecided it is asked
 * for once and then polled every 1000 ms, subscribing when it turns granted; a denied permission
 * ends it there (the reader loses nothing but the push). The worker's `UPDATE_UNREAD_COUNT`
 * messages raise the bell's count by one (spec §4).
 */

/** Spec §4: how often an undecided permission is looked at again. */
export const PERMISSION_POLL_MS = 1_000;

/**
 * After a worker's message raised the count, when it is read again from the server: the push and
 * the unread stream may both tell of one notification, and the server's count is the truth.
 */
export const RECONCILE_AFTER_MS = 3_000;

const SUBSCRIBED_KEY = 'portico:push-subscribed';

/** The service worker's address and scope under the app's base path. */
export const SERVICE_WORKER_URL = `${BASE_PATH}/sw.js`;
export const SERVICE_WORKER_SCOPE = `${BASE_PATH}/`;

/** The VAPID key (base64url) as the bytes `PushManager.subscribe` takes. */
export function applicationServerKey(base64Url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64Url.replace(/-/g, '+').replace(/_/g, '/');
  const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
  const binary = atob(padded);
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

function wasSubscribed(sessionId: string): boolean {
  try {
    return sessionStorage.getItem(SUBSCRIBED_KEY) === sessionId;
  } catch {
    return false;
  }
}

function markSubscribed(sessionId: string): void {
  try {
    sessionStorage.setItem(SUBSCRIBED_KEY, sessionId);
  } catch {
    // Without storage the subscription is sent again next load; the server keeps one per endpoint.
  }
}

/** Subscribes this browser for the account's pushes and tells the server. */
async function subscribe(
  registration: ServiceWorkerRegistration,
  account: NotificationAccount,
): Promise<void> {
  const key = applicationServerKey(await fetchVapidPublicKey());
  let subscription = await registration.pushManager.getSubscription();
  if (subscription && !sameKey(subscription, key)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: key,
  });
  await sendPushSubscription(account, subscription.toJSON());
}

const hasServiceWorker = () => typeof navigator !== 'undefined' && 'serviceWorker' in navigator;
const hasNotifications = () => typeof Notification !== 'undefined';

/**
 * Registers the worker and the push subscription for the signed-in account when `isPushOn` (the
 * brand's push flag); with or without it, listens to the worker for `UPDATE_UNREAD_COUNT`.
 */
export function usePushRegistration(
  account: NotificationAccount | null,
  sessionId: string | null,
  isPushOn: boolean,
): void {
  const queryClient = useQueryClient();
  const accountCode = account?.accountCode ?? null;
  const source = account?.source ?? null;

  // The worker's messages: +1 now, the server's count shortly after.
  useEffect(() => {
    if (accountCode === null || !hasServiceWorker()) return undefined;
    const container = navigator.serviceWorker;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onMessage = (event: MessageEvent<unknown>) => {
      const data = event.data as { type?: unknown } | null;
      if (data?.type !== 'UPDATE_UNREAD_COUNT') return;
      setUnreadCount(queryClient, accountCode, (count) => count + 1);
      clearTimeout(timer);
      timer = setTimeout(
        () =>
          void queryClient.invalidateQueries({ queryKey: notificationKeys(accountCode).unread() }),
        RECONCILE_AFTER_MS,
      );
    };
    container.addEventListener('message', onMessage);
    container.startMessages();
    return () => {
      clearTimeout(timer);
      container.removeEventListener('message', onMessage);
    };
  }, [accountCode, queryClient]);

  useEffect(() => {
    if (!isPushOn || accountCode === null || source === null || sessionId === null) {
      return undefined;
    }
    if (!hasServiceWorker() || !hasNotifications() || typeof PushManager === 'undefined') {
      return undefined;
    }
    let isDone = false;
    let poll: ReturnType<typeof setInterval> | undefined;
    const target: NotificationAccount = { accountCode, source };

    const trySubscribe = async (registration: ServiceWorkerRegistration) => {
      if (isDone || wasSubscribed(sessionId)) return;
      try {
        await subscribe(registration, target);
        markSubscribed(sessionId);
      } catch {
        // No push service (offline, a private window): the bell still works without push.
      }
    };

    const start = async () => {
      let registration: ServiceWorkerRegistration;
      try {
        await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
          scope: SERVICE_WORKER_SCOPE,
          updateViaCache: 'none',
        });
        registration = await navigator.serviceWorker.ready;
      } catch {
        return;
      }
      if (isDone) return;
      if (Notification.permission === 'granted') {
        await trySubscribe(registration);
        return;
      }
      if (Notification.permission === 'denied') return;
      // Undecided: ask once (a browser that wants a click first answers 'default' and the poll
      // catches a later decision made from its own prompt or the site settings).
      void Notification.requestPermission().catch(() => 'default');
      poll = setInterval(() => {
        if (Notification.permission === 'default') return;
        clearInterval(poll);
        if (Notification.permission === 'granted') void trySubscribe(registration);
      }, PERMISSION_POLL_MS);
    };

    void start();
    return () => {
      isDone = true;
      clearInterval(poll);
    };
  }, [isPushOn, accountCode, source, sessionId]);
}
