import type { AccountSource } from '../../shared/contracts/common';
import type { Role } from '../../shared/domain/roles';

/**
 * The demo's session-login host (spec §2.2 played by `/portal/dev/session-login-token`, and any
 * token signed with the public demo secret, config.ts DEMO_SESSION_LOGIN_SECRET) signs in only
 * the accounts such a host serves: clients (role `user`) of the session-login brand's source.
 * Lotus, the session-login brand, holds virtual assets, which are Fos's (docs/DECISIONS.md §5).
 * Anything more would let whoever knows the public secret open an advisor's or an admin's
 * session.
 */

/** The account source the demo's session-login host serves. */
export const DEMO_SESSION_LOGIN_SOURCE: AccountSource = 'fos';

/** Whether the demo's session-login host may sign `account` in. */
export function isDemoSessionLoginAccount(account: { source: AccountSource; role: Role }): boolean {
  return account.source === DEMO_SESSION_LOGIN_SOURCE && account.role === 'user';
}
