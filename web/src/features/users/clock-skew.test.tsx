import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { currentActiveSession, findSession, sessionsSnapshot } from '../../lib/sessions';
import { stubApi } from '../../test/api-stub';
import { signInForTest } from '../../test/sessions';
import { useTokenRefresh } from './hooks/use-token-refresh';

const MINUTE = 60_000;
const DAY = 86_400_000;
const SESSION_TOKEN_MS = 15 * MINUTE;
const serverStart = Date.parse('2026-11-21T10:00:00.000Z');

/**
 * A server whose clock is the browser's minus `skewMs`: its login answer and its refresh answers
 * carry its own time and expiry times, as server/commands/*-session.command.ts write them.
 */
function setUp(skewMs: number) {
  vi.setSystemTime(serverStart + skewMs);
  const serverTime = () => Date.now() - skewMs;
  let renewals = 0;
  const calls = stubApi({
    'account/refreshToken': () => {
      renewals += 1;
      const time = serverTime();
      return {
        sessionId: `00000000-0000-4000-8000-${String(900 + renewals).padStart(12, '0')}`,
        accountId: '1',
        accountCode: 'C10001',
        role: 'user',
        source: 'gateway',
        time: new Date(time).toISOString(),
        sessionToken: { expirationTime: new Date(time + SESSION_TOKEN_MS).toISOString() },
        refreshToken: { expirationTime: new Date(time + 7 * DAY).toISOString() },
      };
    },
  });
  signInForTest({
    time: new Date(serverStart).toISOString(),
    sessionToken: { expirationTime: new Date(serverStart + SESSION_TOKEN_MS).toISOString() },
    refreshToken: { expirationTime: new Date(serverStart + 7 * DAY).toISOString() },
  });
  const refreshes = () => calls.filter((call) => call.name === 'account/refreshToken').length;
  return { refreshes };
}

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe.each([
  ['two days ahead of', 2 * DAY],
  ['two days behind', -2 * DAY],
])('token refresh with the browser clock %s the server (spec §3, §4, §7)', (_, skewMs) => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  it('refreshes once, 3 minutes before the expiry on the server clock, not every check', async () => {
    const { refreshes } = setUp(skewMs);
    const page = renderHook(() => useTokenRefresh());
    await advance(11 * MINUTE + 50_000);
    expect(refreshes()).toBe(0);
    await advance(15_000);
    expect(refreshes()).toBe(1);
    await advance(10 * MINUTE);
    expect(refreshes()).toBe(1);
    expect(currentActiveSession()?.sessionId).toBe('00000000-0000-4000-8000-000000000901');
    page.unmount();
  });

  it('keeps the user signed in across a reload, refreshing on the same schedule', async () => {
    const { refreshes } = setUp(skewMs);
    const before = renderHook(() => useTokenRefresh());
    await advance(20_000);
    before.unmount();
    // The reload: a fresh page reads the sessions back from storage.
    const after = renderHook(() => useTokenRefresh());
    await advance(20_000);
    expect(refreshes()).toBe(0);
    const { currentId } = sessionsSnapshot();
    expect(currentId && findSession(currentId)?.status).toBe('active');
    await advance(11 * MINUTE + 10_000);
    expect(refreshes()).toBe(0);
    await advance(15_000);
    expect(refreshes()).toBe(1);
    expect(currentActiveSession()?.sessionId).toBe('00000000-0000-4000-8000-000000000901');
    after.unmount();
  });
});
