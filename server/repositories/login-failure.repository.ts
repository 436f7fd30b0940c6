import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Whose failures to count: an account key, a client address, or one account from one address. */
export type FailureScope =
  | { accountKey: string; clientAddress?: undefined }
  | { accountKey?: undefined; clientAddress: string }
  | { accountKey: string; clientAddress: string };

/** Records one failed attempt. */
export async function insertLoginFailure(
  db: Kysely<Database>,
  failure: { accountKey: string | null; clientAddress: string; occurredAt: Date },
): Promise<void> {
  await db.insertInto('loginFailure').values(failure).execute();
}

function failuresOf(db: Kysely<Database>, scope: FailureScope, since: Date) {
  let query = db.selectFrom('loginFailure').where('occurredAt', '>', since);
  if (scope.accountKey !== undefined) query = query.where('accountKey', '=', scope.accountKey);
  if (scope.clientAddress !== undefined) {
    query = query.where('clientAddress', '=', scope.clientAddress);
  }
  return query;
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
  const row = await failuresOf(db, scope, since)
    .select('occurredAt')
    .orderBy('occurredAt', 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.occurredAt;
}

/**
 * Of the accounts that failed from `clientAddress` since `since`, the latest failure of the
 * `n`-th most recently failed one (1 = the latest), or undefined when fewer than `n` accounts
 * failed there: once it ages out, fewer than `n` accounts have failed from the address.
 */
export async function findNthRecentAccountFailure(
  db: Kysely<Database>,
  clientAddress: string,
  n: number,
  since: Date,
): Promise<Date | undefined> {
  const row = await failuresOf(db, { clientAddress }, since)
    .where('accountKey', 'is not', null)
    .select((eb) => eb.fn.max('occurredAt').as('lastFailedAt'))
    .groupBy('accountKey')
    .orderBy((eb) => eb.fn.max('occurredAt'), 'desc')
    .offset(n - 1)
    .limit(1)
    .executeTakeFirst();
  return row?.lastFailedAt;
}

/** How many failures a scope has had since `since`. */
export async function countRecentFailures(
  db: Kysely<Database>,
  scope: FailureScope,
  since: Date,
): Promise<number> {
  const row = await failuresOf(db, scope, since)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return Number(row.count);
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

/**
 * Takes the account's next attempt, in one statement so parallel attempts cannot share it: when
 * it is open at `now` (or the account has no row), the next one opens at `nextAt` and undefined
 * is answered; otherwise nothing changes and the instant it opens is answered.
 */
export async function claimNextAttempt(
  db: Kysely<Database>,
  accountKey: string,
  now: Date,
  nextAt: Date,
): Promise<Date | undefined> {
  const claimed = await db
    .insertInto('loginDelay')
    .values({ accountKey, nextAttemptAt: nextAt })
    .onConflict((conflict) =>
      conflict
        .column('accountKey')
        .doUpdateSet((eb) => ({ nextAttemptAt: eb.ref('excluded.nextAttemptAt') }))
        .where('loginDelay.nextAttemptAt', '<=', now),
    )
    .returning('accountKey')
    .executeTakeFirst();
  if (claimed) return undefined;
  const row = await db
    .selectFrom('loginDelay')
    .select('nextAttemptAt')
    .where('accountKey', '=', accountKey)
    .executeTakeFirst();
  // Opened again between the two statements: the caller may try once more, a moment later.
  return row?.nextAttemptAt ?? now;
}

/** Moves the account's next attempt to `nextAt`, unless it already opens later. */
export async function postponeNextAttempt(
  db: Kysely<Database>,
  accountKey: string,
  nextAt: Date,
): Promise<void> {
  await db
    .insertInto('loginDelay')
    .values({ accountKey, nextAttemptAt: nextAt })
    .onConflict((conflict) =>
      conflict.column('accountKey').doUpdateSet((eb) => ({
        nextAttemptAt: eb.fn<Date>('greatest', [
          eb.ref('loginDelay.nextAttemptAt'),
          eb.ref('excluded.nextAttemptAt'),
        ]),
      })),
    )
    .execute();
}

/** Forgets when an account may next be tried (a successful sign-in). */
export async function deleteNextAttempt(db: Kysely<Database>, accountKey: string): Promise<void> {
  await db.deleteFrom('loginDelay').where('accountKey', '=', accountKey).execute();
}

/** Drops next-attempt rows that opened before `before`: they hold nothing back any more. */
export async function deleteNextAttemptsBefore(db: Kysely<Database>, before: Date): Promise<void> {
  await db.deleteFrom('loginDelay').where('nextAttemptAt', '<=', before).execute();
}
