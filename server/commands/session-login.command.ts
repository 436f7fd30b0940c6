import type { sessionTokenErrorCodes } from '../../shared/contracts/account-login';
import { normaliseAccountCode } from '../auth/account-code';
import { isDemoSessionLoginAccount } from '../auth/demo-session-login';
import { verifySessionLoginToken } from '../auth/session-login-token';
import { throttleKey } from '../auth/throttle';
import { DEMO_SESSION_LOGIN_SECRET } from '../config';
import type { CommandDeps } from './command-deps';
import { findAccountByCode } from '../repositories/account.repository';
import { useSessionLoginTokenId } from '../repositories/used-session-login-token.repository';
import { openSession, type OpenedSession } from './open-session.command';
import { refuseLogin } from './password-login.command';

/** A session login's outcome: a token problem, a refused account, or a session. */
export type SessionLoginOutcome =
  | { kind: 'token_error'; errorCode: (typeof sessionTokenErrorCodes)[number] }
  | { kind: 'refused'; result: 'V' | 'S' }
  | ({ kind: 'session' } & OpenedSession);

/**
 * account/sessionLogin (spec §2.2, issue 3 item 7): verifies the host's HS256 token, uses its jti
 * once (tokenNotActive on replay), finds the account it names (accountNotMatched), refuses an
 * account that is not active (V) or suspended (S), and opens a session: the host has already
 * authenticated the person, so no password or second factor is asked. A token signed with the
 * public demo secret names only a client of the demo host's source (accountNotMatched otherwise):
 * anyone can sign one, so it must never open an advisor's or an admin's session.
 */
export async function sessionLogin(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  request: { token: string; clientAddress: string; now: Date },
): Promise<SessionLoginOutcome> {
  const { db, config } = deps;
  const { clientAddress, now } = request;
  const verified = verifySessionLoginToken(request.token, config.sessionLoginSecret ?? '', now);
  if (!verified.ok) return { kind: 'token_error', errorCode: verified.problem };
  const { sub, src: source, jti, exp } = verified.claims;
  if (!(await useSessionLoginTokenId(db, { jti, expiresAt: new Date(exp * 1000) }, now))) {
    return { kind: 'token_error', errorCode: 'tokenNotActive' };
  }
  const accountCode = normaliseAccountCode(sub, source);
  const account = await findAccountByCode(db, accountCode, source);
  const isDemoSecret = config.sessionLoginSecret === DEMO_SESSION_LOGIN_SECRET;
  if (!account || (isDemoSecret && !isDemoSessionLoginAccount(account))) {
    return { kind: 'token_error', errorCode: 'accountNotMatched' };
  }
  const standing =
    account.status === 'not_active' ? 'V' : account.status === 'suspended' ? 'S' : null;
  if (standing) {
    const accountKey = throttleKey(accountCode, source);
    const refusal = {
      result: standing,
      accountKey,
      accountCode,
      source,
      account,
      clientAddress,
      now,
    };
    await refuseLogin(db, { ...refusal, countsAsFailure: false });
    return { kind: 'refused', result: standing };
  }
  const opened = await openSession(db, { account, route: 'session_login', clientAddress, now });
  return { kind: 'session', ...opened };
}
