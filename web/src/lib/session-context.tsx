import { useSyncExternalStore } from 'react';
import type { PasswordInfo } from '@shared/contracts/account-login';
import {
  sessionsSnapshot,
  subscribeSessions,
  type SessionRecord,
  type SessionsSnapshot,
} from './sessions';

/**
 * What the page knows about who is signed in, read from the browser's session records
 * (lib/sessions.ts) and kept in step with every tab: a 401, a refresh or a login elsewhere shows
 * at once.
 */

/** Every session of this browser, the current choice and their password information. */
export function useSessions(): SessionsSnapshot {
  return useSyncExternalStore(subscribeSessions, sessionsSnapshot, sessionsSnapshot);
}

/** The current session while it is active, or null when nobody is signed in. */
export function useSession(): SessionRecord | null {
  const { sessions, currentId } = useSessions();
  return (
    sessions.find((session) => session.sessionId === currentId && session.status === 'active') ??
    null
  );
}

/** The password information of the current session (spec §3), if it is signed in. */
export function useCurrentPasswordInfo(): PasswordInfo | null {
  const { passwordInfo } = useSessions();
  const session = useSession();
  return session ? (passwordInfo[session.sessionId] ?? null) : null;
}
