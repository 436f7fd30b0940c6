import type { DatabaseHandle, DatabaseLog } from '../db/database';
import { createVersionedCache, type VersionedCache } from './versioned-cache';

/**
 * The channel the database announces changes to kept rows on, from triggers in the changing
 * transaction (migration 20261229120000_read_cache_notify): `s:<session id>`, `a:<account id>`,
 * `b:<account id>`, or empty (forget everything).
 */
export const READ_CACHE_CHANNEL = 'portico_read_cache';

/** What a process does when it hears a change; `all` also says whether to keep anything now. */
export type ReadCacheChanges = {
  session(sessionId: string): void;
  account(accountId: number): void;
  books(accountId: number): void;
  all(isOn: boolean): void;
};

/**
 * A cache sized for the sessions or the clients' books one process serves: an entry is a few
 * hundred bytes (a session) to a few kilobytes (a client's ledger accounts). An entry is trusted
 * for a minute at most, a bound on what a silently cut LISTEN connection could leave behind until
 * TCP keep-alive notices it.
 */
export function createReadCache<K, V>(maxEntries: number): VersionedCache<K, V> {
  const cache = createVersionedCache<K, V>({ maxEntries, maxAgeMs: 60_000 });
  // Off until the invalidations can be heard (hearReadCacheChanges).
  cache.clear(false);
  return cache;
}

function deliver(changes: ReadCacheChanges, payload: string): void {
  const separator = payload.indexOf(':');
  const kind = payload.slice(0, separator);
  const key = payload.slice(separator + 1);
  if (kind === 's') return changes.session(key);
  if (kind === 'a') return changes.account(Number(key));
  if (kind === 'b') return changes.books(Number(key));
  // Empty: a truncate, or the LISTEN connection is back after a drop (what it missed is lost).
  changes.all(true);
}

/**
 * Hears the database's announcements for this process's caches and switches them on; answers
 * the function that stops. Without a way to hear (no `listen`, or LISTEN fails) they stay off,
 * and while the PostgreSQL LISTEN connection is down they are emptied and off, so nothing a
 * lost notification should have dropped is ever served.
 */
export async function hearReadCacheChanges(
  database: Pick<DatabaseHandle, 'listen'>,
  changes: ReadCacheChanges,
  log: DatabaseLog,
): Promise<() => Promise<void>> {
  let isHeard = true;
  try {
    const stop = await database.listen?.(
      READ_CACHE_CHANNEL,
      (payload) => {
        // An empty payload after a drop is the reconnect: hearing again.
        if (payload === '') isHeard = true;
        deliver(changes, payload);
      },
      () => {
        isHeard = false;
        changes.all(false);
      },
    );
    if (!stop) return async () => {};
    if (isHeard) changes.all(true);
    return async () => {
      changes.all(false);
      await stop();
    };
  } catch (error) {
    log.warn({ err: error }, 'read caches stay off: LISTEN failed');
    return async () => {};
  }
}
