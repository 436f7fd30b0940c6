import type { ActingAccount, ActingSession } from '../auth/acting';
import { assertNotThrottled, recordFailure, throttleKey } from '../auth/throttle';
import { setTradeUnlock } from '../repositories/session.repository';
import { verifyPassword } from '../security/password';
import type { CommandDeps } from './command-deps';

/**
 * Trade unlock (issue 9 §2), as brokers do it: the trade password, checked once, unlocks trading
 * for the session for the firm's unlock time (`TRADE_UNLOCK_MINUTES`); orders inside the window
 * need no password and do no hashing. Logout, kick and idle end it with the session; a password
 * change locks every session of the account; the client can lock again at any time.
 */

/** What an order or an unlock presents: the acting session, the client, a typed password. */
export type TradeAuthority = {
  session: ActingSession;
  client: ActingAccount;
  tradePassword?: string | undefined;
  clientAddress: string;
  now: Date;
};

/** Whether this session has unlocked trading for this client by now. */
export function isTradeUnlocked(authority: Pick<TradeAuthority, 'session' | 'client' | 'now'>) {
  const { session, client, now } = authority;
  const until = session.tradeUnlockedUntil;
  return session.accountId === client.accountId && until !== null && until > now;
}

/** The throttle key of trade password attempts: the account's, kept apart from sign-in's. */
const tradeKey = (client: ActingAccount) =>
  `${throttleKey(client.accountCode, client.source)}:trade`;

/**
 * Checks a typed trade password, throttled like sign-in; when right and the session is the
 * client's own, trading stays unlocked until now plus the unlock time. Answers the new
 * `until` (null: not the session's own account, nothing unlocked), or 'incorrect'.
 */
async function unlockWith(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  authority: TradeAuthority & { tradePassword: string },
  hash: string,
): Promise<Date | null | 'incorrect'> {
  const { db, config } = deps;
  const attempt = {
    accountKey: tradeKey(authority.client),
    clientAddress: authority.clientAddress,
    now: authority.now,
  };
  await assertNotThrottled(db, attempt, config.loginThrottle);
  if (!(await verifyPassword(hash, authority.tradePassword))) {
    await recordFailure(db, attempt, config.loginThrottle);
    return 'incorrect';
  }
  if (authority.session.accountId !== authority.client.accountId) return null;
  const until = new Date(authority.now.getTime() + config.tradeUnlockMs);
  await setTradeUnlock(db, authority.session.sessionId, until);
  return until;
}

/**
 * The trade password gate of an order: none needed without a trade password or while unlocked;
 * otherwise the typed one must be right, and it unlocks the session. Answers null when the order
 * may go on, else why not.
 */
export async function tradePasswordRefusal(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  authority: TradeAuthority,
): Promise<'required' | 'incorrect' | null> {
  if (isTradeUnlocked(authority)) return null;
  return typedTradePasswordRefusal(deps, authority);
}

/**
 * A setting that lowers a safeguard (placing orders without confirming them) asks for the trade
 * password itself, typed now, whether or not trading is unlocked: null when right or when the
 * account has none, else why not. A right one unlocks the session, as at an order.
 */
export async function typedTradePasswordRefusal(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  authority: TradeAuthority,
): Promise<'required' | 'incorrect' | null> {
  const hash = authority.client.tradePasswordHash;
  if (hash === null) return null;
  if (!authority.tradePassword) return 'required';
  const outcome = await unlockWith(
    deps,
    { ...authority, tradePassword: authority.tradePassword },
    hash,
  );
  return outcome === 'incorrect' ? 'incorrect' : null;
}

/** `account/unlockTrading`: unlocks this session with the trade password. */
export async function unlockTrading(
  deps: Pick<CommandDeps, 'db' | 'config'>,
  authority: TradeAuthority & { tradePassword: string },
): Promise<{ result: 'unlocked' | 'incorrect' | 'not_required'; until: Date | null }> {
  const hash = authority.client.tradePasswordHash;
  if (hash === null) return { result: 'not_required', until: null };
  const outcome = await unlockWith(deps, authority, hash);
  if (outcome === 'incorrect') return { result: 'incorrect', until: null };
  return { result: 'unlocked', until: outcome };
}
