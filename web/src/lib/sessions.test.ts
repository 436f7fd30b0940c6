import { describe, expect, it } from 'vitest';
import { USER_SESSION_LIFETIME_MS } from '@shared/domain/storage-lifetimes';
import { adviseeSession, loginSession } from '../test/sessions';
import {
  currentActiveSession,
  removeSession,
  replaceSession,
  sessionTag,
  sessionsSnapshot,
  setSessionStatus,
  setCurrentSession,
  storeAdviseeSession,
  storeNewSession,
} from './sessions';
import { storageKey } from './storage';

describe('session records (spec §3, docs/DECISIONS.md §4)', () => {
  it('keeps the spec record for a year, with password info and the current choice', () => {
    const login = loginSession();
    storeNewSession(login);
    const stored = JSON.parse(window.localStorage.getItem(storageKey('sessions')) ?? '{}') as {
      value: unknown[];
      expiresAt: number;
    };
    expect(stored.expiresAt - Date.now()).toBeGreaterThan(USER_SESSION_LIFETIME_MS - 60_000);
    expect(Object.keys(stored.value[0] as object).sort()).toEqual(
      [
        'accountCode',
        'accountId',
        'clockOffsetMs',
        'lastLoginStatus',
        'lastLoginTime',
        'lastTime',
        'loginResult',
        'refreshToken',
        'role',
        'sessionId',
        'sessionToken',
        'source',
        'startTime',
        'status',
      ].sort(),
    );
    expect(sessionsSnapshot().passwordInfo[login.sessionId]?.agreementConfirmed).toBe(true);
    expect(currentActiveSession()?.sessionId).toBe(login.sessionId);
  });

  it('keeps a Gateway and a Fos session side by side; a new login replaces its own source', () => {
    const gateway = loginSession();
    const fos = loginSession({ source: 'fos', accountCode: 'F20001' });
    storeNewSession(gateway);
    storeNewSession(fos);
    expect(sessionsSnapshot().sessions).toHaveLength(2);
    const another = loginSession({ accountCode: 'C10006' });
    expect(storeNewSession(another).map((session) => session.sessionId)).toEqual([
      gateway.sessionId,
    ]);
    expect(
      sessionsSnapshot()
        .sessions.map((session) => session.accountCode)
        .sort(),
    ).toEqual(['C10006', 'F20001']);
  });

  it('follows a refresh to a new session id, and a kick leaves the record inactive', () => {
    const login = loginSession();
    storeNewSession(login);
    const record = sessionsSnapshot().sessions[0];
    if (!record) throw new Error('no record');
    replaceSession(login.sessionId, { ...record, sessionId: 'renewed' });
    expect(sessionsSnapshot().currentId).toBe('renewed');
    expect(sessionsSnapshot().passwordInfo.renewed).toBeDefined();
    setSessionStatus('renewed', 'kicked');
    expect(currentActiveSession()).toBeUndefined();
    expect(sessionsSnapshot().sessions[0]?.status).toBe('kicked');
    removeSession('renewed');
    expect(sessionsSnapshot()).toMatchObject({ sessions: [], currentId: undefined });
  });

  it('tags sessions Advisor, Admin or User', () => {
    expect(sessionTag({ role: 'advisor' })).toBe('advisor');
    expect(sessionTag({ role: 'admin' })).toBe('admin');
    expect(sessionTag({ role: 'manager' })).toBe('admin');
    expect(sessionTag({ role: 'user' })).toBe('user');
  });

  it("tags an advisee session Client; it replaces its advisor session's earlier one", () => {
    const advisor = loginSession({ accountCode: 'A30001', role: 'advisor' });
    storeNewSession(advisor);
    const first = storeAdviseeSession(adviseeSession(advisor, 'C10001'));
    const second = storeAdviseeSession(adviseeSession(advisor, 'C10001'));
    storeAdviseeSession(adviseeSession(advisor, 'C10005'));
    const { sessions, passwordInfo } = sessionsSnapshot();
    expect(sessions.map((session) => session.accountCode)).toEqual(['A30001', 'C10001', 'C10005']);
    expect(sessions.some((session) => session.sessionId === first.sessionId)).toBe(false);
    expect(sessionTag(second)).toBe('client');
    expect(passwordInfo[second.sessionId]).toBeUndefined();
  });

  it("removing the advisor's session removes its linkages; a new login clears them too", () => {
    const advisor = loginSession({ accountCode: 'A30001', role: 'advisor' });
    storeNewSession(advisor);
    const client = storeAdviseeSession(adviseeSession(advisor, 'C10001'));
    setCurrentSession(client.sessionId);
    removeSession(advisor.sessionId);
    expect(sessionsSnapshot()).toMatchObject({ sessions: [], currentId: undefined });

    storeNewSession(advisor);
    storeAdviseeSession(adviseeSession(advisor, 'C10001'));
    const replaced = storeNewSession(loginSession({ accountCode: 'C10002' }));
    expect(replaced.map((session) => session.accountCode)).toEqual(['A30001', 'C10001']);
  });
});
