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
  'severity',
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
  banner: Omit<BannerRow, 'severity'> & { severity?: BannerRow['severity']; now: Date },
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

/** A banner as the admins' list reads it, with when it was written. */
export type AdminBannerRow = Selectable<BannerTable>;

/** Banners of a placement (every one when left out), the latest start first, retired ones last. */
export function findBanners(
  db: Kysely<Database>,
  filter: { placement?: BannerPlacement; includeRetired: boolean },
): Promise<AdminBannerRow[]> {
  let query = db.selectFrom('banner').selectAll();
  if (filter.placement) query = query.where('placement', '=', filter.placement);
  if (!filter.includeRetired) query = query.where('status', '!=', 'withdrawn');
  return query
    .orderBy((eb) => eb.case().when('status', '=', 'withdrawn').then(1).else(0).end())
    .orderBy('startsAt', 'desc')
    .orderBy('id')
    .limit(500)
    .execute();
}

/** One banner by id, locked for the change about to be made. */
export function findBannerForUpdate(
  db: Kysely<Database>,
  id: string,
): Promise<AdminBannerRow | undefined> {
  return db.selectFrom('banner').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

/** One banner by id. */
export function findBannerById(
  db: Kysely<Database>,
  id: string,
): Promise<AdminBannerRow | undefined> {
  return db.selectFrom('banner').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Writes a banner's editable fields and status. */
export async function updateBannerRow(
  db: Kysely<Database>,
  id: string,
  fields: Omit<BannerRow, 'id'> & { now: Date },
): Promise<void> {
  const { now, ...row } = fields;
  await db
    .updateTable('banner')
    .set({
      ...row,
      title: JSON.stringify(row.title),
      body: JSON.stringify(row.body),
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}
