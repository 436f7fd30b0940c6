import { z } from 'zod';
import { accountCode, accountSource, isoDateTime, sessionId } from './common';
import { sessionRecord } from './account-login';

/**
 * Session calls of the `account` service (docs/DECISIONS.md §4). refreshToken and accountLogout
 * prove the session by its cookies, so they work after the session token lapsed.
 */
export const accountSessionContracts = {
  /** Ends the session: logouted, its refresh family revoked, its cookies cleared. */
  accountLogout: {
    input: z.strictObject({ sessionId }),
    output: z.object({ success: z.boolean() }),
  },
  /** Rotates both tokens of a session (spec §7); a reused refresh token kicks the session. */
  refreshToken: {
    input: z.strictObject({ sessionId, accountCode, source: accountSource }),
    output: sessionRecord,
  },
  /** Spec §3 inactivity times in milliseconds. */
  retrieveInactiveTimes: {
    input: z.strictObject({}),
    output: z.object({
      inactivityKickTime: z.number().int().positive(),
      inactivityReminderTime: z.number().int().positive(),
    }),
  },
  /** "Stay Logged In": restarts the server's idle timer of the acting session. */
  touch: {
    input: z.strictObject({}),
    output: z.object({ lastActivityTime: isoDateTime }),
  },
  /**
   * An administrator ends an account's sessions (spec §4): all of them when its role is above
   * user, else those of that account code and source.
   */
  kick: {
    input: z.strictObject({ accountCode, source: accountSource }),
    output: z.object({ kickedSessions: z.number().int().nonnegative() }),
  },
};
