/**
 * What a process keeps of rows it has read (docs/ARCHITECTURE.md, "The books from memory"): a
 * bounded least-recently-used map whose keys each carry a generation. A read notes the key's
 * generation before it goes to the database and keeps its answer only if no invalidation came
 * meanwhile, so a reader that loaded the old rows just before a write's invalidation never puts
 * them back after it. While switched off (the invalidations cannot be heard) it keeps nothing
 * and answers nothing: every read goes to the database.
 */
export type VersionedCache<K, V> = {
  /** The kept value, or undefined (missing, too old, or the cache is off). */
  get(key: K): V | undefined;
  /**
   * Reads through `read` and keeps its answer when `isKept` accepts it and no invalidation of
   * `key` (nor a clear) came while it was reading.
   */
  load(
    key: K,
    read: () => Promise<V | undefined>,
    isKept?: (value: V) => boolean,
  ): Promise<V | undefined>;
  /** Changes a kept value in place (what this process itself just wrote); no-op when missing. */
  update(key: K, change: (value: V) => V): void;
  /** Forgets a key; a read of it under way will not keep its answer. */
  drop(key: K): void;
  /** Forgets every key whose value matches. */
  dropWhere(matches: (value: V) => boolean): void;
  /** Forgets everything; `isOn` false also stops keeping anything until switched on again. */
  clear(isOn?: boolean): void;
  /** How many values are kept. */
  readonly size: number;
};

type Entry<V> = { value: V; keptAt: number };

/**
 * A cache of at most `maxEntries` values, each trusted for at most `maxAgeMs` (a bound on what an
 * invalidation lost without the connection noticing could leave behind).
 */
export function createVersionedCache<K, V>(options: {
  maxEntries: number;
  maxAgeMs: number;
  now?: () => number;
}): VersionedCache<K, V> {
  const now = options.now ?? (() => performance.now());
  const entries = new Map<K, Entry<V>>();
  // Generations of keys dropped while a read may be under way; `epoch` moves on every clear and
  // every sweep, so a read under way of a key not kept yet (a sweep cannot name it) keeps nothing.
  const generations = new Map<K, number>();
  let epoch = 0;
  let isOn = true;
  let readsUnderWay = 0;

  const generationOf = (key: K) => `${epoch}:${generations.get(key) ?? 0}`;
  const bump = (key: K) => {
    // Only a read under way can compare generations: with none, there is nothing to remember.
    if (readsUnderWay > 0) generations.set(key, (generations.get(key) ?? 0) + 1);
  };

  return {
    get(key) {
      const entry = entries.get(key);
      if (!entry) return undefined;
      entries.delete(key);
      if (!isOn || now() - entry.keptAt > options.maxAgeMs) return undefined;
      entries.set(key, entry);
      return entry.value;
    },
    async load(key, read, isKept = () => true) {
      const before = generationOf(key);
      readsUnderWay += 1;
      try {
        const value = await read();
        if (value !== undefined && isOn && isKept(value) && generationOf(key) === before) {
          entries.delete(key);
          entries.set(key, { value, keptAt: now() });
          if (entries.size > options.maxEntries) entries.delete(entries.keys().next().value as K);
        }
        return value;
      } finally {
        readsUnderWay -= 1;
        if (readsUnderWay === 0) generations.clear();
      }
    },
    update(key, change) {
      const entry = entries.get(key);
      if (entry) entry.value = change(entry.value);
    },
    drop(key) {
      entries.delete(key);
      bump(key);
    },
    dropWhere(matches) {
      for (const [key, entry] of entries) {
        if (matches(entry.value)) entries.delete(key);
      }
      epoch += 1;
    },
    clear(on = isOn) {
      entries.clear();
      generations.clear();
      epoch += 1;
      isOn = on;
    },
    get size() {
      return entries.size;
    },
  };
}
