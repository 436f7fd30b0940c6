import { describe, expect, it } from 'vitest';
import { createVersionedCache } from './versioned-cache';

/** A read the test finishes by hand, to put an invalidation in the middle of it. */
function heldRead<V>() {
  let finish: (value: V) => void = () => undefined;
  const answer = new Promise<V>((resolve) => (finish = resolve));
  return { read: () => answer, finish };
}

const cacheOf = (maxEntries = 10, clock = { now: 0 }) =>
  createVersionedCache<string, string>({ maxEntries, maxAgeMs: 1_000, now: () => clock.now });

describe('a versioned cache', () => {
  it('keeps what a read answered and serves it until the key is dropped', async () => {
    const cache = cacheOf();
    expect(await cache.load('k', () => Promise.resolve('v1'))).toBe('v1');
    expect(cache.get('k')).toBe('v1');
    cache.drop('k');
    expect(cache.get('k')).toBeUndefined();
  });

  it('never keeps a read that an invalidation of its key overtook (old rows stay out)', async () => {
    const cache = cacheOf();
    const old = heldRead<string>();
    const loading = cache.load('k', old.read);
    cache.drop('k');
    old.finish('old');
    expect(await loading).toBe('old');
    expect(cache.get('k')).toBeUndefined();
    // A read that began after the invalidation is kept.
    expect(await cache.load('k', () => Promise.resolve('new'))).toBe('new');
    expect(cache.get('k')).toBe('new');
  });

  it('a sweep or a clear stops every read under way from keeping its answer', async () => {
    const cache = cacheOf();
    const swept = heldRead<string>();
    const sweeping = cache.load('a', swept.read);
    cache.dropWhere(() => false);
    swept.finish('old');
    await sweeping;
    const cleared = heldRead<string>();
    const clearing = cache.load('b', cleared.read);
    cache.clear();
    cleared.finish('old');
    await clearing;
    expect([cache.get('a'), cache.get('b')]).toEqual([undefined, undefined]);
  });

  it('switched off, it keeps and serves nothing until switched on', async () => {
    const cache = cacheOf();
    await cache.load('k', () => Promise.resolve('v'));
    cache.clear(false);
    await cache.load('k', () => Promise.resolve('v'));
    expect([cache.get('k'), cache.size]).toEqual([undefined, 0]);
    cache.clear(true);
    await cache.load('k', () => Promise.resolve('v'));
    expect(cache.get('k')).toBe('v');
  });

  it('holds at most its size, forgetting the least recently used, and nothing past its age', async () => {
    const clock = { now: 0 };
    const cache = cacheOf(2, clock);
    await cache.load('a', () => Promise.resolve('A'));
    await cache.load('b', () => Promise.resolve('B'));
    expect(cache.get('a')).toBe('A');
    await cache.load('c', () => Promise.resolve('C'));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual(['A', undefined, 'C']);
    clock.now = 1_001;
    expect(cache.get('a')).toBeUndefined();
  });

  it('keeps only what the caller accepts, and changes a kept value in place', async () => {
    const cache = cacheOf();
    await cache.load(
      'ended',
      () => Promise.resolve('logouted'),
      (value) => value === 'active',
    );
    expect(cache.get('ended')).toBeUndefined();
    await cache.load('k', () => Promise.resolve('v'));
    cache.update('k', (value) => `${value}!`);
    cache.update('missing', () => 'x');
    expect([cache.get('k'), cache.get('missing')]).toEqual(['v!', undefined]);
  });
});
