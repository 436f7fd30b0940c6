import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';

/** Spec §3 `skipConfirmation` of an account; false when never set. */
export async function findSkipConfirmation(
  db: Kysely<Database>,
  accountId: number,
): Promise<boolean> {
  const row = await db
    .selectFrom('orderSetting')
    .select('skipConfirmation')
    .where('accountId', '=', accountId)
    .executeTakeFirst();
  return row?.skipConfirmation ?? false;
}

/** Stores `skipConfirmation`. */
export async function upsertSkipConfirmation(
  db: Kysely<Database>,
  row: { accountId: number; skipConfirmation: boolean; updatedAt: Date },
): Promise<void> {
  await db
    .insertInto('orderSetting')
    .values(row)
    .onConflict((conflict) =>
      conflict
        .column('accountId')
        .doUpdateSet({ skipConfirmation: row.skipConfirmation, updatedAt: row.updatedAt }),
    )
    .execute();
}
