import { describe, expect, it } from 'vitest';
import { getItem, purgeExpired, setItem, storageKey } from './storage';

const now = 1_800_000_000_000;

describe('expiring storage (spec §9)', () => {
  it('stores the value with its expiry and reads it back while fresh', () => {
    setItem('language', 'zh-HK', 1_000, now);
    expect(JSON.parse(window.localStorage.getItem(storageKey('language')) ?? '')).toEqual({
      value: 'zh-HK',
      expiresAt: now + 1_000,
    });
    expect(getItem('language', now + 999)).toBe('zh-HK');
  });

  it('reads nothing once expired, and removes the stale item', () => {
    setItem('language', 'zh-HK', 1_000, now);
    expect(getItem('language', now + 1_000)).toBeUndefined();
    expect(window.localStorage.getItem(storageKey('language'))).toBeNull();
  });

  it('treats an unreadable item as absent', () => {
    window.localStorage.setItem(storageKey('language'), 'not json');
    expect(getItem('language', now)).toBeUndefined();
  });

  it('purges expired and unreadable items of ours and keeps fresh ones and foreign keys', () => {
    setItem('fresh', 1, 10_000, now);
    setItem('stale', 2, 10, now);
    window.localStorage.setItem(storageKey('broken'), '{"value":3}');
    window.localStorage.setItem('someone-else', 'x');

    purgeExpired(now + 100);

    expect(window.localStorage.getItem(storageKey('fresh'))).not.toBeNull();
    expect(window.localStorage.getItem(storageKey('stale'))).toBeNull();
    expect(window.localStorage.getItem(storageKey('broken'))).toBeNull();
    expect(window.localStorage.getItem('someone-else')).toBe('x');
  });
});
