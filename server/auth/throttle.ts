import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import { DEFAULT_LOGIN_THROTTLE, type LoginThrottle } from '../config';
import type { Database } from '../db/schema';
import { RateLimitedError } from '../http/errors';
import {
  claimNextAttempt,
  countRecentFailures,
  deleteAccountFailures,
  deleteFailuresBefore,
  deleteNextAttempt,
  deleteNextAttemptsBefore,
  findNthRecentFailure,
  insertLoginFailure,
  postponeNextAttempt,
  type FailureScope,
} from '../repositories/login-failure.repository';

/**
 * Sign-in throttling without lock-out (issue "Fast on the wire and under load", item 8; the limits
 * are settings, config.loginThrottle). Failures are counted over a sliding window, in the
 * database, so every server process enforces the same limits:
 *
 * - per client address (default 20, whichever accounts) and per account from one address
 *   (default 5): past either, that address (or pair) answers 429 until the oldest counted failure
 *   leaves the window (default 15 minutes);
 * - per account from every address (default from the 5th failure on): no refusal, only spacing.
 *   The account's next attempt opens `delayBaseMs` after its latest failure, doubling with each
 *   further failure up to `delayMaxMs` (defaults 1 s, 2 s, 4 s, 4 s...). An attempt that comes
 *   sooner is answered 429 with Retry-After (whole seconds, rounded up) and costs nothing: no
 *   password is checked and nothing is counted. While spacing applies, each attempt claims the
 *   next opening in one conditional upsert, so parallel attempts from many addresses get one try
 *   per opening, not one each. A stranger failing from other addresses therefore delays the
 *   holder by a few seconds at most per attempt, never locks them out.
 *
 * Unknown account codes go through the very same steps (their key is the code they name), so
 * neither timing nor 429s tell which accounts exist.
 */

/** The key failures of one account are counted under (an account is a code of one source). */
export function throttleKey(accountCode: string, source: AccountSource): string {
  return `${source}:${accountCode}`;
}

/** One attempt: whose account (null when none is named), from which address, when. */
export type ThrottleAttempt = { accountKey: string | null; clientAddress: string; now: Date };

const windowStart = (now: Date, policy: LoginThrottle) => new Date(now.getTime() - policy.windowMs);

const secondsUntil = (instant: Date, now: Date) =>
  Math.max(1, Math.ceil((instant.getTime() - now.getTime()) / 1000));

async function secondsOverLimit(
  db: Kysely<Database>,
  scope: FailureScope,
  limit: number,
  now: Date,
  policy: LoginThrottle,
): Promise<number | undefined> {
  const limiting = await findNthRecentFailure(db, scope, limit, windowStart(now, policy));
  if (!limiting) return undefined;
  return secondsUntil(new Date(limiting.getTime() + policy.windowMs), now);
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
 * Throws RateLimitedError (429 with Retry-After) when the address or the account from this
 * address is over its limit, or when the account's next attempt is not open yet; otherwise, while
 * the account's attempts are spaced out, takes the next opening for this attempt.
 */
export async function assertNotThrottled(
  db: Kysely<Database>,
  attempt: ThrottleAttempt,
  policy: LoginThrottle = DEFAULT_LOGIN_THROTTLE,
): Promise<void> {
  const { accountKey, clientAddress, now } = attempt;
  const waits = [
    await secondsOverLimit(db, { clientAddress }, policy.maxFailuresPerAddress, now, policy),
    accountKey === null
      ? undefined
      : await secondsOverLimit(
          db,
          { accountKey, clientAddress },
          policy.maxFailuresPerAccountAddress,
          now,
          policy,
        ),
  ].filter((wait) => wait !== undefined);
  if (waits.length > 0) throw new RateLimitedError(Math.max(...waits));
  if (accountKey === null) return;
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
  if (accountKey === null) return;
  const delayMs = await accountDelay(db, accountKey, now, policy);
  if (delayMs > 0) await postponeNextAttempt(db, accountKey, new Date(now.getTime() + delayMs));
}

/** A success resets the account's counters (the address keeps failures of other accounts). */
export async function clearAccountFailures(
  db: Kysely<Database>,
  accountKey: string,
): Promise<void> {
  await deleteAccountFailures(db, accountKey);
  await deleteNextAttempt(db, accountKey);
}
