import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LIVENESS_REQUEST_TIMEOUT_MS, nextPollDelayMs } from './liveness';

describe('liveness polling (spec §9)', () => {
  it('polls every second, then 5 s after 3 polls, 30 s after 10, 60 s after 30', () => {
    const delays = Array.from({ length: 32 }, (_, polls) => nextPollDelayMs(polls));
    expect(delays.slice(0, 3)).toEqual([1_000, 1_000, 1_000]);
    expect(new Set(delays.slice(3, 10))).toEqual(new Set([5_000]));
    expect(new Set(delays.slice(10, 30))).toEqual(new Set([30_000]));
    expect(delays.slice(30)).toEqual([60_000, 60_000]);
    expect(nextPollDelayMs(1_000_000)).toBe(60_000);
  });

  it('never polls faster as an outage goes on', () => {
    fc.assert(
      fc.property(fc.nat(10_000), (polls) => {
        expect(nextPollDelayMs(polls + 1)).toBeGreaterThanOrEqual(nextPollDelayMs(polls));
      }),
    );
  });

  it('rejects a count that is not a whole number of polls', () => {
    expect(() => nextPollDelayMs(-1)).toThrow(RangeError);
    expect(() => nextPollDelayMs(1.5)).toThrow(RangeError);
    expect(() => nextPollDelayMs(Number.NaN)).toThrow(RangeError);
  });

  it('times each request out after 30 s', () => {
    expect(LIVENESS_REQUEST_TIMEOUT_MS).toBe(30_000);
  });
});
