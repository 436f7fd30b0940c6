import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { ContactChangeTable } from '../db/schema-account-pages';

/** Contact changes waiting for their one-time code (issue 25); codes are stored hashed. */

/** A stored contact change. */
export type ContactChangeRow = Selectable<ContactChangeTable>;

/** Records a new contact change. */
export async function insertContactChange(
  db: Kysely<Database>,
  row: Insertable<ContactChangeTable>,
): Promise<void> {
  await db.insertInto('contactChange').values(row).execute();
}

/** The account's contact change of `id`, or undefined (another account's is not found). */
export function findContactChange(
  db: Kysely<Database>,
  accountId: number,
  id: string,
): Promise<ContactChangeRow | undefined> {
  return db
    .selectFrom('contactChange')
    .selectAll()
    .where('id', '=', id)
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/** When the account asked for its codes since `since`, newest first. */
export async function findContactRequestTimes(
  db: Kysely<Database>,
  accountId: number,
  since: Date,
): Promise<Date[]> {
  const rows = await db
    .selectFrom('contactChange')
    .select('createdAt')
    .where('accountId', '=', accountId)
    .where('createdAt', '>', since)
    .orderBy('createdAt', 'desc')
    .execute();
  return rows.map((row) => row.createdAt);
}

/** Counts a wrong code against an open change; answers the failures so far. */
export async function recordWrongContactCode(db: Kysely<Database>, id: string): Promise<number> {
  const row = await db
    .updateTable('contactChange')
    .set((eb) => ({ failedAttempts: eb('failedAttempts', '+', 1) }))
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .returning('failedAttempts')
    .executeTakeFirst();
  return row?.failedAttempts ?? 0;
}

/**
 * Marks an open change confirmed; false when it was already confirmed (a second confirmation,
 * even a concurrent one, finds it spent).
 */
export async function markContactChangeConfirmed(
  db: Kysely<Database>,
  id: string,
  now: Date,
): Promise<boolean> {
  const result = await db
    .updateTable('contactChange')
    .set({ confirmedAt: now })
    .where('id', '=', id)
    .where('confirmedAt', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
