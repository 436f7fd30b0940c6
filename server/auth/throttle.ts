import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from '../config-variables';
import type { Database } from '../db/schema';
import { RateLimitedError } from '../http/errors';
import {
  claimNextAttempt,
  countRecentFailures,
  deleteAccountFailures,
  deleteFailuresBefore,
  deleteNextAttempt,
  deleteNextAttemptsBefore,
  findNthRecentAccountFailure,
  findNthRecentFailure,
  insertLoginFailure,
  postponeNextAttempt,
  type FailureScope,
} from '../repositories/login-failure.repository';

/**
 * Sign-in throttling without lock-out (issue "Fast on the wire and under load", item 8, and issue
 * "Trust" 5; the limits are settings, config.loginThrottle). Failures are counted over a sliding
 * window, in the database, so every server process enforces the same limits:
 *
 * - per account from one address (default 5): past it, that pair answers 429 until the oldest
 *   counted failure leaves the window (default 15 minutes). Other accounts behind the same
 *   address (an office's NAT) are not held back by it;
 * - per address, in accounts (default 30): an address whose failures in the window span that
 *   many accounts is spraying, and answers 429 for every account until the accounts fall below
 *   the cap, except to a known device (below);
 * - per account from every address (default from the 5th failure on): no refusal, only spacing.
 *   The account's next attempt opens `delayBaseMs` after its latest failure, doubling with each
 *   further failure up to `delayMaxMs` (defaults 1 s, 2 s, 4 s, 4 s...). An attempt that comes
 *   sooner is answered 429 with Retry-After (whole seconds, rounded up) and costs nothing: no
 *   password is checked and nothing is counted. While spacing applies, each attempt claims the
 *   next opening in one conditional upsert, so parallel attempts from many addresses get one try
 *   per opening, not one each.
 *
 * A known device (a browser holding the account's device cookie, server/auth/device-cookie.ts:
 * it signed in to that account before) passes the spacing and the address's account cap, so a
 * stranger failing from many addresses cannot keep the holder from signing in. It does not pass
 * the per account and address limit, and its own failures are counted like anyone's.
 *
 * Unknown account codes go through the very same steps (their key is the code they name), so
 * neither timing nor 429s tell which accounts exist.
 */

/** The key failures of one account are counted under (an account is a code of one source). */
export function throttleKey(accountCode: string, source: AccountSource): string {
  return `${source}:${accountCode}`;
}

/**
 * One attempt: whose account, from which address, when, and whether from a device that signed in
 * to the account before (default not).
 */
export type ThrottleAttempt = {
  accountKey: string;
  clientAddress: string;
  now: Date;
  isKnownDevice?: boolean;
};

const windowStart = (now: Date, policy: LoginThrottle) => new Date(now.getTime() - policy.windowMs);

const secondsUntil = (instant: Date, now: Date) =>
  Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));

const secondsLeftOf = (limiting: Date | undefined, now: Date, policy: LoginThrottle) =>
  limiting && secondsUntil(new Date(limiting.getTime() + policy.windowMs), now);

async function secondsOverLimit(
  db: Kysely<Database>,
  scope: FailureScope,
  limit: number,
  now: Date,
  policy: LoginThrottle,
): Promise<number | undefined> {
  const limiting = await findNthRecentFailure(db, scope, limit, windowStart(now, policy));
  return secondsLeftOf(limiting, now, policy);
}

async function secondsOverAccountCap(
  db: Kysely<Database>,
  clientAddress: string,
  now: Date,
  policy: LoginThrottle,
): Promise<number | undefined> {
  const { maxAccountsPerAddress: cap } = policy;
  const limiting = await findNthRecentAccountFailure(
    db,
    clientAddress,
    cap,
    windowStart(now, policy),
  );
  return secondsLeftOf(limiting, now, policy);
}

/** The spacing after an account's `failures` in the window; 0 below the threshold. */
export function accountDelayMs(failures: number, policy: LoginThrottle): number {
  const beyond = failures - policy.delayAfterFailures;
  if (beyond < 0 || policy.delayBaseMs === 0) return 0;
  // 2 ** 30 already passes any allowed cap; stopping there keeps the number finite.
  return Math.min(policy.delayMaxMs, policy.delayBaseMs * 2 ** Math.min(beyond, 30));
}

async function accountDelay(
  db: Kysely<Database>,
  accountKey: string,
  now: Date,
  policy: LoginThrottle,
): Promise<number> {
  if (policy.delayBaseMs === 0) return 0;
  const failures = await countRecentFailures(db, { accountKey }, windowStart(now, policy));
  return accountDelayMs(failures, policy);
}

/**
 * Throws RateLimitedError (429 with Retry-After) when the account from this address is over its
 * limit, when the address has failed against too many accounts (not for a known device), or when
 * the account's next attempt is not open yet (not for a known device); otherwise, while the
 * account's attempts are spaced out, takes the next opening for this attempt.
 */
export async function assertNotThrottled(
  db: Kysely<Database>,
  attempt: ThrottleAttempt,
  policy: LoginThrottle = DEFAULT_LOGIN_THROTTLE,
): Promise<void> {
  const { accountKey, clientAddress, now, isKnownDevice = false } = attempt;
  const pair = { accountKey, clientAddress };
  const waits = [
    await secondsOverLimit(db, pair, policy.maxFailuresPerAccountAddress, now, policy),
    isKnownDevice ? undefined : await secondsOverAccountCap(db, clientAddress, now, policy),
  ].filter((wait) => wait !== undefined);
  if (waits.length > 0) throw new RateLimitedError(Math.max(...waits));
  // The device proved the account's holder signed in here: the stranger's spacing is not theirs.
  if (isKnownDevice) return;
  const delayMs = await accountDelay(db, accountKey, now, policy);
  if (delayMs === 0) return;
  const nextAt = new Date(now.getTime() + delayMs);
  const opensAt = await claimNextAttempt(db, accountKey, now, nextAt);
  if (opensAt) throw new RateLimitedError(secondsUntil(opensAt, now));
}

/**
 * Counts a failure against the address and the account (when named), and, once the account's
 * failures call for it, moves its next attempt to the spacing they now give.
 */
export async function recordFailure(
  db: Kysely<Database>,
  attempt: ThrottleAttempt,
  policy: LoginThrottle = DEFAULT_LOGIN_THROTTLE,
): Promise<void> {
  const { accountKey, clientAddress, now } = attempt;
  const since = windowStart(attempt.now, policy);
  await deleteFailuresBefore(db, since);
  await deleteNextAttemptsBefore(db, since);
  await insertLoginFailure(db, { accountKey, clientAddress, occurredAt: now });
  const delayMs = await accountDelay(db, accountKey, now, policy);
  if (delayMs > 0) await postponeNextAttempt(db, accountKey, new Date(now.getTime() + delayMs));
}

/** A success resets the account's counters, from every address. */
export async function clearAccountFailures(
  db: Kysely<Database>,
  accountKey: string,
): Promise<void> {
  await deleteAccountFailures(db, accountKey);
  await deleteNextAttempt(db, accountKey);
}
