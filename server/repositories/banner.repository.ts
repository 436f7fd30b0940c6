import type { Kysely, Selectable } from 'kysely';
import type { BannerPlacement } from '../../shared/domain/news';
import type { Database } from '../db/schema';
import type { BannerTable } from '../db/schema-news';

/** The columns of a banner the dashboards read (not when it was written). */
const BANNER_COLUMNS = [
  'id',
  'placement',
  'title',
  'body',
  'link',
  'startsAt',
  'endsAt',
  'status',
] as const;

/** A dashboard banner (issue 14 §5) as the admins' editor writes it and the dashboards read it. */
export type BannerRow = Pick<Selectable<BannerTable>, (typeof BANNER_COLUMNS)[number]>;

/**
 * The published banners of a placement that have not ended by `now`, the latest started first;
 * whether each is inside its window is `isBannerActive` (shared/domain/news.ts).
 */
export async function findPublishedBanners(
  db: Kysely<Database>,
  placement: BannerPlacement,
  now: Date,
): Promise<BannerRow[]> {
  return db
    .selectFrom('banner')
    .select(BANNER_COLUMNS)
    .where('placement', '=', placement)
    .where('status', '=', 'published')
    .where((eb) => eb.or([eb('endsAt', 'is', null), eb('endsAt', '>', now)]))
    .orderBy('startsAt', 'desc')
    .orderBy('id')
    .execute();
}

/** Inserts a banner; an id already there is left as it is. */
export async function insertBanner(
  db: Kysely<Database>,
  banner: BannerRow & { now: Date },
): Promise<void> {
  const { now, ...row } = banner;
  await db
    .insertInto('banner')
    .values({
      ...row,
      title: JSON.stringify(row.title),
      body: JSON.stringify(row.body),
      createdAt: now,
      updatedAt: now,
    })
    .onConflict((conflict) => conflict.column('id').doNothing())
    .execute();
}
