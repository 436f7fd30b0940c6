/*
 * Portico's service worker (issue 14 §3; spec §4), served at /portal/sw.js with the scope
 * /portal/ and revalidated on every load (server/http/web-routes.ts). It does one thing: Web
 * Push. A push carries JSON
 *   { "notificationId": "123", "type": "<type>", "title": "...", "body": "...", "url": "/portal/..." }
 * with the title and body already in the reader's language. The worker shows it (tagged by the
 * notification, so a repeat replaces rather than doubles), tells every open portal window to
 * raise its unread count (`UPDATE_UNREAD_COUNT`), and on a click focuses an open portal window on
 * the notification's page, or opens one. It caches nothing and handles no fetches.
 */

const SCOPE_PATH = new URL(self.registration.scope).pathname;

self.addEventListener('install', () => {
  // A new version takes over at once: there is no cached state to keep consistent.
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(self.clients.claim());
});

/** The push's JSON, or an empty object when it has none or it is not JSON. */
function payloadOf(event) {
  if (!event.data) return {};
  try {
    const data = event.data.json();
    return data && typeof data === 'object' ? data : {};
  } catch {
    return {};
  }
}

/** A same-origin address inside the portal; anything else goes to the portal's home. */
function portalUrl(url) {
  try {
    const target = new URL(typeof url === 'string' ? url : '', self.location.origin);
    if (target.origin === self.location.origin && target.pathname.startsWith(SCOPE_PATH)) {
      return target.href;
    }
  } catch {
    // fall through
  }
  return new URL(SCOPE_PATH, self.location.origin).href;
}

async function tellWindows() {
  const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
  for (const client of windows) client.postMessage({ type: 'UPDATE_UNREAD_COUNT' });
}

self.addEventListener('push', (event) => {
  const data = payloadOf(event);
  const title = typeof data.title === 'string' && data.title ? data.title : 'Portico';
  const options = {
    body: typeof data.body === 'string' ? data.body : '',
    tag: data.notificationId === undefined ? undefined : String(data.notificationId),
    data: { url: portalUrl(data.url), notificationId: data.notificationId },
  };
  event.waitUntil(
    Promise.all([
      self.registration.showNotification(title, options).catch(() => undefined),
      tellWindows(),
    ]),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const url = portalUrl(event.notification.data && event.notification.data.url);
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const portal = windows.find((client) => new URL(client.url).pathname.startsWith(SCOPE_PATH));
      if (portal) {
        const focused = await portal.focus().catch(() => portal);
        // navigate() works on a window this worker controls; else a new window opens.
        const navigated = await focused.navigate(url).catch(() => null);
        if (navigated) return;
      }
      await self.clients.openWindow(url);
    })(),
  );
});
