import { accountSessionContracts } from '../../../shared/contracts/account-session';
import { kickAccount, logoutSession } from '../../commands/end-session.command';
import { refreshSession } from '../../commands/refresh-session.command';
import { UnauthenticatedError } from '../../http/errors';
import { defineCall } from '../registry';

/**
 * `account/accountLogout`: public in the registry's sense because it must work after the session
 * token lapsed (the inactivity logout); either cookie of the session proves ownership. The
 * session's cookies are cleared whatever the outcome.
 */
export const accountLogoutCall = defineCall({
  service: 'account',
  method: 'accountLogout',
  ...accountSessionContracts.accountLogout,
  access: 'public',
  handler: async ({ sessionId }, context) => {
    const proof = context.cookies.read(sessionId);
    const { clientAddress, now } = context;
    const success = await logoutSession(context.db, { sessionId, proof, clientAddress, now });
    context.cookies.clear(sessionId);
    return { success };
  },
});

/**
 * `account/refreshToken`: proven by the refresh cookie alone (the session token may have
 * expired). Rotates both cookies; a refused refresh clears them and answers 401 with its reason.
 */
export const refreshTokenCall = defineCall({
  service: 'account',
  method: 'refreshToken',
  ...accountSessionContracts.refreshToken,
  access: 'public',
  handler: async ({ sessionId, accountCode, source }, context) => {
    const { refreshToken } = context.cookies.read(sessionId);
    const { now, config } = context;
    const account = { accountCode, source };
    const kickMs = config.inactivity.kickMs;
    try {
      const request = { sessionId, account, refreshToken, kickMs, now };
      const refreshed = await refreshSession(context.db, request);
      context.cookies.write(sessionId, refreshed.secrets);
      return refreshed.answer;
    } catch (error) {
      if (error instanceof UnauthenticatedError) context.cookies.clear(sessionId);
      throw error;
    }
  },
});

/** `account/retrieveInactiveTimes`: spec §3 inactivity times from configuration. */
export const retrieveInactiveTimesCall = defineCall({
  service: 'account',
  method: 'retrieveInactiveTimes',
  ...accountSessionContracts.retrieveInactiveTimes,
  access: 'session',
  handler: (_input, { config }) =>
    Promise.resolve({
      inactivityKickTime: config.inactivity.kickMs,
      inactivityReminderTime: config.inactivity.reminderMs,
    }),
});

/** `account/touch`: "Stay Logged In"; the session gate has already recorded the activity. */
export const touchCall = defineCall({
  service: 'account',
  method: 'touch',
  ...accountSessionContracts.touch,
  access: 'session',
  handler: (_input, { now }) => Promise.resolve({ lastActivityTime: now.toISOString() }),
});

/** `account/kick`: an administrator ends an account's sessions (spec §4 kicking rules). */
export const kickCall = defineCall({
  service: 'account',
  method: 'kick',
  ...accountSessionContracts.kick,
  access: { minRole: 'admin' },
  account: { field: 'accountCode', reach: 'client' },
  handler: async (input, context) => {
    const { session, clientAddress, now } = context;
    const by = { accountId: session.accountId, sessionId: session.sessionId };
    const kickedSessions = await kickAccount(context.db, { ...input, by, clientAddress, now });
    return { kickedSessions };
  },
});

/** The session calls. */
export const accountSessionCalls = [
  accountLogoutCall,
  refreshTokenCall,
  retrieveInactiveTimesCall,
  touchCall,
  kickCall,
];
