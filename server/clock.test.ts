import { describe, expect, it } from 'vitest';
import { serverClock } from './clock';

describe('serverClock', () => {
  it('reads the real time when no start is set', () => {
    let real = 1_000;
    const clock = serverClock(null, () => real);
    expect(clock().getTime()).toBe(1_000);
    real = 5_000;
    expect(clock().getTime()).toBe(5_000);
  });

  it('starts at the given instant and runs on at the real pace', () => {
    let real = Date.parse('2026-11-21T12:00:00Z');
    const clock = serverClock(new Date('2026-11-23T02:00:00Z'), () => real);
    expect(clock().toISOString()).toBe('2026-11-23T02:00:00.000Z');
    real += 90_000;
    expect(clock().toISOString()).toBe('2026-11-23T02:01:30.000Z');
  });
});
