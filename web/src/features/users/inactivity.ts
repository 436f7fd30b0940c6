import { USER_SESSION_LIFETIME_MS } from '@shared/domain/storage-lifetimes';
import { getItem, setItem, storageKey } from '../../lib/storage';

/**
 * Spec §4 inactivity, shared by every tab of the browser: the last activity is kept in storage, so
 * a tab in use keeps the idle ones alive and one logout at kick time speaks for all of them.
 */

/** Spec §3 inactivity times, in milliseconds (`account/retrieveInactiveTimes`). */
export type InactiveTimes = { inactivityKickTime: number; inactivityReminderTime: number };

/** Where the idle clock stands. */
export type InactivityPhase = 'active' | 'reminding' | 'expired';

const activityKey = 'last-activity';
const logoutKey = 'inactivity-logout';

/** The storage keys other tabs watch. */
export const INACTIVITY_KEYS = { activity: storageKey(activityKey), logout: storageKey(logoutKey) };

/**
 * Spec §4: logged out at the kick time; warned `inactivityReminderTime` before it (our reading of
 * "reminder time": the warning comes that long before the logout, so "soon" holds).
 */
export function inactivityPhase(idleMs: number, times: InactiveTimes): InactivityPhase {
  if (idleMs >= times.inactivityKickTime) return 'expired';
  if (idleMs >= times.inactivityKickTime - times.inactivityReminderTime) return 'reminding';
  return 'active';
}

/** The last activity of any tab; now when none is recorded. */
export function lastActivity(now = Date.now()): number {
  const value = getItem(activityKey);
  return typeof value === 'number' ? value : now;
}

/** Records activity (mouse, key, scroll, touch, a login, "Stay Logged In") for every tab. */
export function markActivity(now = Date.now()): void {
  setItem(activityKey, now, USER_SESSION_LIFETIME_MS);
}

/** Tells every tab that the sessions ended for inactivity, so each shows the notice. */
export function announceInactivityLogout(now = Date.now()): void {
  setItem(logoutKey, now, USER_SESSION_LIFETIME_MS);
}
