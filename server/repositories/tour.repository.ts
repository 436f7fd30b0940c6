import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../db/schema';
import type { TourProgressTable } from '../db/schema-account-pages';

/** Whether the guided tour was offered and completed, per account (issue 25). */

/** A stored tour progress row. */
export type TourProgress = Selectable<TourProgressTable>;

/** The account's progress, or undefined when the tour was never offered. */
export function findTourProgress(
  db: Kysely<Database>,
  accountId: number,
): Promise<TourProgress | undefined> {
  return db
    .selectFrom('tourProgress')
    .selectAll()
    .where('accountId', '=', accountId)
    .executeTakeFirst();
}

/**
 * Records the first time the tour was offered or completed (a completion also counts as the
 * offer); a later event keeps the first dates.
 */
export async function recordTourEvent(
  db: Kysely<Database>,
  accountId: number,
  event: 'offered' | 'completed',
  now: Date,
): Promise<TourProgress> {
  const completedAt = event === 'completed' ? now : null;
  return db
    .insertInto('tourProgress')
    .values({ accountId, offeredAt: now, completedAt })
    .onConflict((conflict) =>
      conflict.column('accountId').doUpdateSet((eb) => ({
        offeredAt: eb.fn.coalesce('tourProgress.offeredAt', eb.val(now)),
        completedAt: eb.fn.coalesce('tourProgress.completedAt', eb.val(completedAt)),
      })),
    )
    .returningAll()
    .executeTakeFirstOrThrow();
}
