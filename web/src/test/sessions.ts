import type { AdviseeSession } from '@shared/contracts/account-advisee';
import type { LoginSession } from '@shared/contracts/account-login';
import { storeNewSession } from '../lib/sessions';

let counter = 0;

/** A login answer with a session, as the server gives it; fields overridable. */
export function loginSession(overrides: Partial<LoginSession> = {}): LoginSession {
  counter += 1;
  const now = Date.now();
  return {
    sessionId: `00000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    accountId: String(counter),
    accountCode: 'C10001',
    role: 'user',
    source: 'gateway',
    time: new Date(now).toISOString(),
    sessionToken: { expirationTime: new Date(now + 15 * 60_000).toISOString() },
    refreshToken: { expirationTime: new Date(now + 7 * 86_400_000).toISOString() },
    result: 'Y',
    isForceChangePassword: false,
    passwordDuration: 60,
    alertChangePasswordOption: 0,
    lastChangePasswordDate: new Date(now - 30 * 86_400_000).toISOString(),
    agreementConfirmed: true,
    lastLoginTime: new Date(now - 86_400_000).toISOString(),
    lastLoginStatus: 'success',
    ...overrides,
  };
}

/** Signs a session in as a login would (stored and current); returns its login answer. */
export function signInForTest(overrides: Partial<LoginSession> = {}): LoginSession {
  const login = loginSession(overrides);
  storeNewSession(login);
  return login;
}

/** An `account/openAdviseeSession` answer: a client session opened for `advisor`'s session. */
export function adviseeSession(
  advisor: Pick<LoginSession, 'sessionId'>,
  accountCode = 'C10001',
): AdviseeSession {
  const { sessionId, accountId, role, source, time, sessionToken, refreshToken } = loginSession({
    accountCode,
  });
  return {
    result: 'Y',
    sessionId,
    accountId,
    accountCode,
    role,
    source,
    time,
    sessionToken,
    refreshToken,
    advisorSessionId: advisor.sessionId,
  };
}
