import type { Kysely, Selectable } from 'kysely';
import type { LocalisedNewsText, NewsCategory, NewsStatus } from '../../shared/domain/news';
import type { Database } from '../db/schema';
import type { NewsItemTable } from '../db/schema-news';

/** The house's news as the admins' editor reads and writes it (issue 29 §4). */

/** A stored house item, any status. */
export type HouseNewsRow = Selectable<NewsItemTable>;

/** House items, latest publish time first; of one status when given. */
export function findHouseNews(db: Kysely<Database>, status?: NewsStatus): Promise<HouseNewsRow[]> {
  let query = db.selectFrom('newsItem').selectAll();
  if (status) query = query.where('status', '=', status);
  return query.orderBy('publishedAt', 'desc').orderBy('id').limit(500).execute();
}

/** One house item, any status; locked when `forUpdate`. */
export function findHouseNewsById(
  db: Kysely<Database>,
  id: string,
  forUpdate = false,
): Promise<HouseNewsRow | undefined> {
  const query = db.selectFrom('newsItem').selectAll().where('id', '=', id);
  return (forUpdate ? query.forUpdate() : query).executeTakeFirst();
}

/** A house item's fields an editor writes. */
export type HouseNewsFields = {
  category: NewsCategory;
  title: LocalisedNewsText;
  summary: LocalisedNewsText;
  body: LocalisedNewsText;
  publishedAt: Date;
  status: NewsStatus;
};

/** Writes a house item's fields. */
export async function updateHouseNewsRow(
  db: Kysely<Database>,
  id: string,
  fields: HouseNewsFields & { now: Date },
): Promise<void> {
  const { now, ...row } = fields;
  await db
    .updateTable('newsItem')
    .set({
      ...row,
      title: JSON.stringify(row.title),
      summary: JSON.stringify(row.summary),
      body: JSON.stringify(row.body),
      updatedAt: now,
    })
    .where('id', '=', id)
    .execute();
}
