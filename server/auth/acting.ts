import type { AccountSource } from '../../shared/contracts/common';
import type { BookSource } from '../backoffice/ports/back-office.port';
import type { Role } from '../../shared/domain/roles';

/**
 * The one acting context (docs/DECISIONS.md §4): who is calling (the session) and, for a call that
 * names an account, the client it acts on. The session gate resolves both once per request and
 * everything below takes them from here; nothing below looks the session or the client up again.
 */

/**
 * Who may make a call: anyone (`public`), any signed-in session (`session`), or a session with at
 * least `minRole` and/or of one `source`.
 */
export type CallAccess = 'public' | 'session' | { minRole?: Role; source?: AccountSource };

/** An account as the acting context knows it: enough for the books, a statement and an order. */
export type ActingAccount = {
  accountId: number;
  accountCode: string;
  source: AccountSource;
  /** The holder's name, as statements print it. */
  holderName: string;
  /** The argon2id hash of the account's trade password; null when it has none. */
  tradePasswordHash: string | null;
};

/** The session a call acts for, resolved from the request, with its own account. */
export type ActingSession = {
  sessionId: string;
  accountId: number;
  accountCode: string;
  source: AccountSource;
  role: Role;
  /** Set when an advisor acts for a client: the advisor's session this advisee session serves. */
  advisorSessionId?: string;
  /** The session's own account, read with the session. */
  account: ActingAccount;
  /** Until when the trade password has unlocked trading in this session; null: locked. */
  tradeUnlockedUntil: Date | null;
};

/** An account a call's input names; without `source`, the acting session's source. */
export type AccountRef = { accountCode: string; source?: AccountSource };

/**
 * Which accounts a call's input names, so the server checks ownership in one place
 * (docs/DECISIONS.md §4): `field`, an input field holding an account code (the input's `source`
 * field, when there is one, gives its source), or `list`, a function naming the accounts.
 * `reach: 'self'` allows only the session's own account (passwords, agreement), and not to an
 * advisor acting for that account; `'client'` also lets an advisor (or a higher role) name a
 * linked client. Calls needing admin may name any account. `books` names the source whose books the call
 * works on (server/backoffice/ports/back-office.port.ts): an account of another source answers 404.
 */
export type AccountClaim<T> = {
  field?: string;
  list?(input: T): readonly AccountRef[];
  reach: 'self' | 'client';
  books?: BookSource;
};

/** What the gate checks a call against: its access and the accounts its input names. */
export type AccessRule = { access: CallAccess; account?: AccountClaim<unknown> | undefined };
