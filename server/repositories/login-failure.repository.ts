import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whose failures to count: an account key or a client address. */
export type FailureScope = { accountKey: string } | { clientAddress: string };

/** Records one failed attempt. */
export async function insertLoginFailure(
  db: Kysely<Database>,
  failure: { accountKey: string | null; clientAddress: string; occurredAt: Date },
): Promise<void> {
  await db.insertInto('loginFailure').values(failure).execute();
}

/**
 * When the `n`-th most recent failure of a scope since `since` happened (1 = the latest), or
 * undefined when there are fewer than `n`.
 */
export async function findNthRecentFailure(
  db: Kysely<Database>,
  scope: FailureScope,
  n: number,
  since: Date,
): Promise<Date | undefined> {
  let query = db.selectFrom('loginFailure').select('occurredAt').where('occurredAt', '>', since);
  query =
    'accountKey' in scope
      ? query.where('accountKey', '=', scope.accountKey)
      : query.where('clientAddress', '=', scope.clientAddress);
  const row = await query
    .orderBy('occurredAt', 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.occurredAt;
}

/** Forgets an account's failures (a successful sign-in resets its counter). */
export async function deleteAccountFailures(
  db: Kysely<Database>,
  accountKey: string,
): Promise<void> {
  await db.deleteFrom('loginFailure').where('accountKey', '=', accountKey).execute();
}

/** Drops failures older than `before`: they no longer count, so the table stays small. */
export async function deleteFailuresBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('loginFailure').where('occurredAt', '<=', before).execute();
}
