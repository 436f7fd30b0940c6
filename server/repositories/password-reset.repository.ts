import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { PasswordResetTable } from '../db/schema-accounts';

/** A stored reset request (its key hashed). */
export type PasswordReset = Selectable<PasswordResetTable>;

/** Stores a reset request. */
export async function insertPasswordReset(
  db: Kysely<Database>,
  reset: Insertable<PasswordResetTable>,
): Promise<void> {
  await db.insertInto('passwordReset').values(reset).execute();
}

/** The account's latest reset request (earlier keys no longer count), or undefined. */
export function findLatestPasswordReset(
  db: Kysely<Database>,
  accountId: number,
): Promise<PasswordReset | undefined> {
  return db
    .selectFrom('passwordReset')
    .selectAll()
    .where('accountId', '=', accountId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Marks a reset used, atomically: false when it already was (single use). */
export async function claimPasswordReset(
  db: Kysely<Database>,
  id: number,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('passwordReset')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
