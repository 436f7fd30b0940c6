import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startLivenessMonitor, type LivenessResult } from './liveness-monitor';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('liveness monitor (spec §9 schedule)', () => {
  it('polls every 1 s, then every 5 s once 3 polls are done', async () => {
    const check = vi.fn(() => Promise.resolve('server-1'));
    const stop = startLivenessMonitor(check, () => undefined);

    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(0);
    await vi.advanceTimersByTimeAsync(2_001);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(4_999);
    expect(check).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(4);
    stop();
  });

  it('polls every 30 s after 10 polls and every 60 s after 30', async () => {
    const check = vi.fn(() => Promise.resolve('server-1'));
    const stop = startLivenessMonitor(check, () => undefined);
    // 3 x 1 s + 7 x 5 s = 38 s for the first 10 polls.
    await vi.advanceTimersByTimeAsync(38_000);
    expect(check).toHaveBeenCalledTimes(10);
    await vi.advanceTimersByTimeAsync(20 * 30_000);
    expect(check).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(check).toHaveBeenCalledTimes(30);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(31);
    stop();
  });

  it('waits for an answer before scheduling the next poll, and reports each result', async () => {
    let answer: (serverId: string) => void = () => undefined;
    const check = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
    const results: LivenessResult[] = [];
    const stop = startLivenessMonitor(check, (result) => results.push(result));

    await vi.advanceTimersByTimeAsync(10_000);
    expect(check).toHaveBeenCalledTimes(1);
    answer('server-1');
    await vi.advanceTimersByTimeAsync(0);
    expect(results).toEqual([{ isAlive: true, serverId: 'server-1' }]);
    stop();
  });

  it('reports a failed check and stops polling once stopped', async () => {
    const check = vi.fn(async () => Promise.reject(new Error('down')));
    const results: LivenessResult[] = [];
    const stop = startLivenessMonitor(check, (result) => results.push(result));
    await vi.advanceTimersByTimeAsync(1_000);
    expect(results).toMatchObject([{ isAlive: false }]);
    stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
