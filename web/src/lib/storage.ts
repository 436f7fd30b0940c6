/**
 * Local storage with an expiry on every item (spec §9): each value is kept as
 * `{ value, expiresAt }` under a `portico.` key, read back only while it is fresh, and purged at
 * start. Storage can be missing or full (private windows, embedded frames); callers then simply
 * get nothing back, as if the item had expired.
 */

const prefix = 'portico.';

/** The localStorage key an item of ours is kept under (for `storage` events from other tabs). */
export function storageKey(key: string): string {
  return prefix + key;
}

/** What one stored item looks like in localStorage. */
export type StoredItem<T> = { value: T; expiresAt: number };

function store(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

function readItem(storage: Storage, fullKey: string): StoredItem<unknown> | undefined {
  const text = storage.getItem(fullKey);
  if (text === null) return undefined;
  try {
    const parsed = JSON.parse(text) as Partial<StoredItem<unknown>> | null;
    if (parsed && typeof parsed.expiresAt === 'number' && 'value' in parsed) {
      return { value: parsed.value, expiresAt: parsed.expiresAt };
    }
  } catch {
    // An unreadable item is treated like an expired one and removed by the caller.
  }
  return undefined;
}

/** Stores `value` under `key` for `lifetimeMs` from `now`. */
export function setItem<T>(key: string, value: T, lifetimeMs: number, now = Date.now()): void {
  const item: StoredItem<T> = { value, expiresAt: now + lifetimeMs };
  try {
    store()?.setItem(prefix + key, JSON.stringify(item));
  } catch {
    // Quota exceeded or storage disabled: the preference lasts for this page only.
  }
}

/** The value stored under `key`, or undefined when absent, unreadable or expired (then removed). */
export function getItem(key: string, now = Date.now()): unknown {
  const storage = store();
  if (!storage) return undefined;
  const item = readItem(storage, prefix + key);
  if (item && item.expiresAt > now) return item.value;
  storage.removeItem(prefix + key);
  return undefined;
}

/** Removes the item stored under `key`. */
export function removeItem(key: string): void {
  store()?.removeItem(prefix + key);
}

/** Removes every expired or unreadable item of ours; run once at start (spec §9). */
export function purgeExpired(now = Date.now()): void {
  const storage = store();
  if (!storage) return;
  const ours = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
    (key): key is string => key !== null && key.startsWith(prefix),
  );
  for (const fullKey of ours) {
    const item = readItem(storage, fullKey);
    if (!item || item.expiresAt <= now) storage.removeItem(fullKey);
  }
}
