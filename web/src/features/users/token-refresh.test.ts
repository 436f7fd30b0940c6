import { describe, expect, it, vi } from 'vitest';
import { findSession, sessionsSnapshot } from '../../lib/sessions';
import { stubApi } from '../../test/api-stub';
import { signInForTest } from '../../test/sessions';
import { checkSessions, refreshDecision } from './token-refresh';

const at = (iso: string) => Date.parse(iso);
const session = {
  sessionToken: { expirationTime: '2026-11-21T10:15:00.000Z' },
  refreshToken: { expirationTime: '2026-11-28T10:00:00.000Z' },
};

describe('token refresh timing (spec §4, §9)', () => {
  it('waits until 3 minutes before the session token expires, then refreshes', () => {
    expect(refreshDecision(session, at('2026-11-21T10:11:59.999Z'))).toBe('wait');
    expect(refreshDecision(session, at('2026-11-21T10:12:00.000Z'))).toBe('refresh');
    expect(refreshDecision(session, at('2026-11-21T11:00:00.000Z'))).toBe('refresh');
  });

  it('kicks once the refresh token is 5 minutes past its expiry', () => {
    expect(refreshDecision(session, at('2026-11-28T10:04:59.999Z'))).toBe('refresh');
    expect(refreshDecision(session, at('2026-11-28T10:05:00.000Z'))).toBe('kick');
  });

  it('refreshes a session near expiry and keeps what the server answers', async () => {
    const now = Date.now();
    const login = signInForTest({
      sessionToken: { expirationTime: new Date(now + 60_000).toISOString() },
    });
    const renewed = {
      sessionId: '00000000-0000-4000-8000-0000000000ff',
      accountId: login.accountId,
      accountCode: login.accountCode,
      role: 'user',
      source: 'gateway',
      time: new Date(now).toISOString(),
      sessionToken: { expirationTime: new Date(now + 15 * 60_000).toISOString() },
      refreshToken: { expirationTime: new Date(now + 7 * 86_400_000).toISOString() },
    };
    const calls = stubApi({ 'account/refreshToken': () => renewed });
    checkSessions(now);
    await vi.waitFor(() => expect(sessionsSnapshot().currentId).toBe(renewed.sessionId));
    const sent = calls.find((call) => call.name === 'account/refreshToken');
    expect(sent?.input).toEqual({
      sessionId: login.sessionId,
      accountCode: 'C10001',
      source: 'gateway',
    });
    expect(sent?.headers.get('x-portico-session')).toBe(login.sessionId);
    expect(findSession(renewed.sessionId)?.sessionToken).toEqual(renewed.sessionToken);
    expect(findSession(login.sessionId)).toBeUndefined();
  });

  it('leaves a session alone while its token is fresh', () => {
    const calls = stubApi();
    signInForTest();
    checkSessions(Date.now());
    expect(calls.filter((call) => call.name === 'account/refreshToken')).toHaveLength(0);
  });

  it('kicks the session when the refresh fails', async () => {
    const login = signInForTest({
      sessionToken: { expirationTime: new Date(Date.now() - 1_000).toISOString() },
    });
    stubApi({
      'account/refreshToken': () => ({
        status: 401,
        body: { code: 'unauthenticated', reason: 'kicked' },
      }),
    });
    checkSessions(Date.now());
    await vi.waitFor(() => expect(findSession(login.sessionId)?.status).toBe('kicked'));
  });

  it('kicks a session whose refresh token lapsed beyond the grace, without a call', () => {
    const calls = stubApi();
    const login = signInForTest({
      refreshToken: { expirationTime: new Date(Date.now() - 6 * 60_000).toISOString() },
    });
    checkSessions(Date.now());
    expect(findSession(login.sessionId)?.status).toBe('kicked');
    expect(calls.filter((call) => call.name === 'account/refreshToken')).toHaveLength(0);
  });
});
