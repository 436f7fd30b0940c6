import type { Kysely } from 'kysely';
import type { AccountSource } from '../../shared/contracts/common';
import type { Database } from '../db/schema';
import { RateLimitedError } from '../http/errors';
import {
  deleteAccountFailures,
  deleteFailuresBefore,
  findNthRecentFailure,
  insertLoginFailure,
  type FailureScope,
} from '../repositories/login-failure.repository';
import { ACCOUNT_FAILURE_LIMIT, ADDRESS_FAILURE_LIMIT, THROTTLE_WINDOW_MS } from './auth-policy';

/**
 * Sign-in throttling (issue 3, item 2): 5 failures of one account or 20 from one client address
 * within 15 minutes answer 429 until the oldest counted failure leaves the window. Counts live in
 * the database, so every server process enforces the same limit.
 */

/** The key failures of one account are counted under (an account is a code of one source). */
export function throttleKey(accountCode: string, source: AccountSource): string {
  return `${source}:${accountCode}`;
}

async function secondsUntilAllowed(
  db: Kysely<Database>,
  scope: FailureScope,
  limit: number,
  now: Date,
): Promise<number | undefined> {
  const since = new Date(now.getTime() - THROTTLE_WINDOW_MS);
  const limiting = await findNthRecentFailure(db, scope, limit, since);
  if (!limiting) return undefined;
  return Math.max(1, Math.ceil((limiting.getTime() + THROTTLE_WINDOW_MS - now.getTime()) / 1000));
}

/** Throws RateLimitedError (429 with Retry-After) when the account or the address is over limit. */
export async function assertNotThrottled(
  db: Kysely<Database>,
  attempt: { accountKey: string | null; clientAddress: string; now: Date },
): Promise<void> {
  const { accountKey, clientAddress, now } = attempt;
  const waits = [
    accountKey === null
      ? undefined
      : await secondsUntilAllowed(db, { accountKey }, ACCOUNT_FAILURE_LIMIT, now),
    await secondsUntilAllowed(db, { clientAddress }, ADDRESS_FAILURE_LIMIT, now),
  ].filter((wait) => wait !== undefined);
  if (waits.length > 0) throw new RateLimitedError(Math.max(...waits));
}

/** Counts a failure against the account (when known) and the address. */
export async function recordFailure(
  db: Kysely<Database>,
  attempt: { accountKey: string | null; clientAddress: string; now: Date },
): Promise<void> {
  await deleteFailuresBefore(db, new Date(attempt.now.getTime() - THROTTLE_WINDOW_MS));
  await insertLoginFailure(db, {
    accountKey: attempt.accountKey,
    clientAddress: attempt.clientAddress,
    occurredAt: attempt.now,
  });
}

/** A success resets the account's counter (the address keeps its count). */
export function clearAccountFailures(db: Kysely<Database>, accountKey: string): Promise<void> {
  return deleteAccountFailures(db, accountKey);
}
