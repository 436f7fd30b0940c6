import type { Kysely } from 'kysely';
import type { IsoDate } from '../../shared/domain/business-calendar';
import type { Database } from '../db/schema';

/**
 * The day `feed` is dated from: the one kept the first time it was asked, else `today` (kept
 * now). Two processes starting at once keep one day between them.
 */
export async function keepFeedAnchor(
  db: Kysely<Database>,
  feed: string,
  today: IsoDate,
): Promise<IsoDate> {
  await db
    .insertInto('feedAnchor')
    .values({ feed, anchorDate: today })
    .onConflict((conflict) => conflict.column('feed').doNothing())
    .execute();
  const row = await db
    .selectFrom('feedAnchor')
    .select('anchorDate')
    .where('feed', '=', feed)
    .executeTakeFirstOrThrow();
  return row.anchorDate;
}
