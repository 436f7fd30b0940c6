import type { AdviseeSession } from '@shared/contracts/account-advisee';
import type { LoginSession, PasswordInfo } from '@shared/contracts/account-login';
import type { AccountSource } from '@shared/contracts/common';
import type { Role } from '@shared/domain/roles';
import {
  ACCOUNT_SELECTION_LIFETIME_MS,
  USER_SESSION_LIFETIME_MS,
} from '@shared/domain/storage-lifetimes';
import { getItem, removeItem, setItem, storageKey } from './storage';

/**
 * The sessions of this browser (spec §3 session user, docs/DECISIONS.md §4): several at once
 * (Gateway and Fos, an advisor and each advisee), kept in storage for a year WITHOUT any token
 * secret (those live in httpOnly cookies), with each session's password information and the
 * current choice. Every tab sees the same records; writes notify this tab and `storage` events
 * tell the others.
 */

/** Spec §3 session status. */
export type SessionStatus = 'active' | 'logouted' | 'kicked';

/** Spec §3 session user, minus the secrets. */
export type SessionRecord = {
  accountId: string;
  accountCode: string;
  source: AccountSource;
  role: Role;
  sessionId: string;
  sessionToken: { expirationTime: string };
  refreshToken: { expirationTime: string };
  startTime: string;
  lastTime: string;
  loginResult: 'Y' | '1';
  lastLoginTime: string | null;
  lastLoginStatus: 'success' | 'failure' | null;
  status: SessionStatus;
  /**
   * The server's clock minus this browser's when the session's last answer arrived: expiry times
   * are the server's, so they are judged on the server's clock (spec §3, §7 `time`), however far
   * the browser's is off. Absent on records kept before it was (judged as 0).
   */
  clockOffsetMs?: number;
  /** Set on an advisee session (spec §3 advisor linkage): the advisor's session it acts for. */
  advisorSessionId?: string;
};

/** What the page reads at once: every session, the current choice and the password info. */
export type SessionsSnapshot = {
  sessions: readonly SessionRecord[];
  currentId: string | undefined;
  passwordInfo: Readonly<Record<string, PasswordInfo>>;
};

const sessionsKey = 'sessions';
const currentKey = 'current-session';
const passwordInfoKey = 'password-info';
const changeEvent = 'portico:sessions';
const ourKeys = new Set([sessionsKey, currentKey, passwordInfoKey].map(storageKey));

function readSessions(): SessionRecord[] {
  const value = getItem(sessionsKey);
  return Array.isArray(value) ? (value as SessionRecord[]) : [];
}

function readPasswordInfo(): Record<string, PasswordInfo> {
  const value = getItem(passwordInfoKey);
  return value && typeof value === 'object' ? (value as Record<string, PasswordInfo>) : {};
}

function notify(): void {
  window.dispatchEvent(new Event(changeEvent));
}

function writeSessions(sessions: SessionRecord[]): void {
  setItem(sessionsKey, sessions, USER_SESSION_LIFETIME_MS);
}

function writePasswordInfo(info: Record<string, PasswordInfo>): void {
  setItem(passwordInfoKey, info, USER_SESSION_LIFETIME_MS);
}

let cached: { raw: string; snapshot: SessionsSnapshot } | undefined;

function rawState(): string {
  try {
    return [...ourKeys].map((key) => window.localStorage.getItem(key) ?? '').join('\u0000');
  } catch {
    return '';
  }
}

/** The sessions as stored now; the same object until storage changes (for useSyncExternalStore). */
export function sessionsSnapshot(): SessionsSnapshot {
  const raw = rawState();
  if (cached?.raw === raw) return cached.snapshot;
  const currentId = getItem(currentKey);
  const snapshot: SessionsSnapshot = {
    sessions: readSessions(),
    currentId: typeof currentId === 'string' ? currentId : undefined,
    passwordInfo: readPasswordInfo(),
  };
  cached = { raw, snapshot };
  return snapshot;
}

/** Calls `listener` whenever the sessions change, in this tab or another. */
export function subscribeSessions(listener: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || ourKeys.has(event.key)) listener();
  };
  window.addEventListener(changeEvent, listener);
  window.addEventListener('storage', onStorage);
  return () => {
    window.removeEventListener(changeEvent, listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The record of `sessionId`, if this browser keeps one. */
export function findSession(sessionId: string): SessionRecord | undefined {
  return readSessions().find((session) => session.sessionId === sessionId);
}

/** The current session when it is still active: the one calls act for by default. */
export function currentActiveSession(): SessionRecord | undefined {
  const { sessions, currentId } = sessionsSnapshot();
  return sessions.find((session) => session.sessionId === currentId && session.status === 'active');
}

/** Makes `sessionId` the current session, remembered for a year (spec §9). */
export function setCurrentSession(sessionId: string): void {
  setItem(currentKey, sessionId, ACCOUNT_SELECTION_LIFETIME_MS);
  notify();
}

/** What a session record is made of: a login answer's session fields. */
export type SessionAnswer = Pick<
  LoginSession,
  | 'accountId'
  | 'accountCode'
  | 'source'
  | 'role'
  | 'sessionId'
  | 'sessionToken'
  | 'refreshToken'
  | 'time'
  | 'result'
  | 'lastLoginTime'
  | 'lastLoginStatus'
>;

/** The server's clock minus this browser's, from an answer's `time` received at `receivedAt`. */
export function clockOffsetOf(serverTime: string, receivedAt = Date.now()): number {
  const offset = Date.parse(serverTime) - receivedAt;
  return Number.isFinite(offset) ? offset : 0;
}

/** The server's clock now, as this session last read it (see `clockOffsetMs`). */
export function serverNow(session: Pick<SessionRecord, 'clockOffsetMs'>, now = Date.now()): number {
  return now + (session.clockOffsetMs ?? 0);
}

/** The spec §3 record of a session a login (or session login) just opened, received `receivedAt`. */
export function recordOf(login: SessionAnswer, receivedAt = Date.now()): SessionRecord {
  return {
    accountId: login.accountId,
    accountCode: login.accountCode,
    source: login.source,
    role: login.role,
    sessionId: login.sessionId,
    sessionToken: login.sessionToken,
    refreshToken: login.refreshToken,
    startTime: login.time,
    lastTime: login.time,
    loginResult: login.result,
    lastLoginTime: login.lastLoginTime,
    lastLoginStatus: login.lastLoginStatus,
    status: 'active',
    clockOffsetMs: clockOffsetOf(login.time, receivedAt),
  };
}

/** The spec §3 password information part of a login answer. */
export function passwordInfoOf(login: LoginSession): PasswordInfo {
  const { isForceChangePassword, passwordDuration, alertChangePasswordOption } = login;
  const { lastChangePasswordDate, agreementConfirmed, lastLoginTime, lastLoginStatus } = login;
  return {
    isForceChangePassword,
    passwordDuration,
    alertChangePasswordOption,
    lastChangePasswordDate,
    agreementConfirmed,
    lastLoginTime,
    lastLoginStatus,
  };
}

/**
 * Keeps a newly opened session and makes it current. A login replaces any session of the same
 * source (spec §4); the replaced records are returned so the caller can end them on the server.
 */
export function storeNewSession(login: LoginSession): SessionRecord[] {
  const all = readSessions();
  const replaced = all.filter((session) => session.source === login.source);
  writeSessions([...all.filter((session) => session.source !== login.source), recordOf(login)]);
  const info = readPasswordInfo();
  for (const session of replaced) delete info[session.sessionId];
  writePasswordInfo({ ...info, [login.sessionId]: passwordInfoOf(login) });
  setCurrentSession(login.sessionId);
  return replaced;
}

/**
 * Keeps a session an advisor opened for a client (spec §3 advisor linkage) and answers its
 * record; the caller makes it current. It replaces that advisor session's earlier one for the
 * same client, as the server did. It has no password information: agreement and password are
 * the client's own business.
 */
export function storeAdviseeSession(answer: AdviseeSession): SessionRecord {
  const { advisorSessionId, accountCode } = answer;
  const isEarlier = (session: SessionRecord) =>
    session.advisorSessionId === advisorSessionId && session.accountCode === accountCode;
  const record: SessionRecord = {
    ...recordOf({ ...answer, lastLoginTime: null, lastLoginStatus: null }),
    advisorSessionId,
  };
  writeSessions([...readSessions().filter((session) => !isEarlier(session)), record]);
  notify();
  return record;
}

/** Replaces the record `sessionId` (a refresh may hand out a new id), keeping its password info. */
export function replaceSession(sessionId: string, next: SessionRecord): void {
  writeSessions(
    readSessions().map((session) => (session.sessionId === sessionId ? next : session)),
  );
  if (next.sessionId !== sessionId) {
    const { [sessionId]: info, ...rest } = readPasswordInfo();
    writePasswordInfo(info ? { ...rest, [next.sessionId]: info } : rest);
    if (getItem(currentKey) === sessionId)
      setItem(currentKey, next.sessionId, ACCOUNT_SELECTION_LIFETIME_MS);
  }
  notify();
}

/** Marks a session logged out or kicked; its record stays so the switcher can show it disabled. */
export function setSessionStatus(sessionId: string, status: SessionStatus): void {
  const all = readSessions();
  if (!all.some((session) => session.sessionId === sessionId && session.status !== status)) return;
  writeSessions(
    all.map((session) => (session.sessionId === sessionId ? { ...session, status } : session)),
  );
  notify();
}

/** Spec §4 logout: removes the session, its linkages (advisee sessions) and password info. */
export function removeSession(sessionId: string): void {
  const isGone = (session: SessionRecord) =>
    session.sessionId === sessionId || session.advisorSessionId === sessionId;
  const all = readSessions();
  writeSessions(all.filter((session) => !isGone(session)));
  const info = readPasswordInfo();
  for (const session of all.filter(isGone)) delete info[session.sessionId];
  writePasswordInfo(info);
  const current = getItem(currentKey);
  if (all.some((session) => isGone(session) && session.sessionId === current)) {
    removeItem(currentKey);
  }
  notify();
}

/** Updates a session's password information (after an agreement or a password change). */
export function updatePasswordInfo(sessionId: string, patch: Partial<PasswordInfo>): void {
  const info = readPasswordInfo();
  const existing = info[sessionId];
  if (!existing) return;
  writePasswordInfo({ ...info, [sessionId]: { ...existing, ...patch } });
  notify();
}

/** Stores a session's password information as the server last answered it. */
export function storePasswordInfo(sessionId: string, passwordInfo: PasswordInfo): void {
  writePasswordInfo({ ...readPasswordInfo(), [sessionId]: passwordInfo });
  notify();
}

/** Spec §2.15 switcher tags: Advisor, Client (an advisor's advisee), Admin or User. */
export type SessionTag = 'advisor' | 'client' | 'admin' | 'user';

/** The tag a session shows in the switcher (spec §6): an advisee session is a Client. */
export function sessionTag(session: Pick<SessionRecord, 'role' | 'advisorSessionId'>): SessionTag {
  if (session.advisorSessionId) return 'client';
  if (session.role === 'advisor') return 'advisor';
  return session.role === 'user' ? 'user' : 'admin';
}

/** Whether a session is an advisor acting for a client (spec §2.16 advisor mode). */
export function isAdvisorMode(session: Pick<SessionRecord, 'advisorSessionId'> | null): boolean {
  return Boolean(session?.advisorSessionId);
}
