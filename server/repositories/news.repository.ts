import type { Kysely, Selectable } from 'kysely';
import type {
  LocalisedNewsText,
  NewsCategory,
  NewsItem,
  NewsStatus,
} from '../../shared/domain/news';
import type { Database } from '../db/schema';
import type { NewsItemTable } from '../db/schema-news';

/**
 * The house's own news (issue 14 §5): what the admins' news editor writes and the news page
 * reads. Texts are stored by language as jsonb; a language may be missing.
 */

/** A house item as the editor writes it. */
export type NewHouseNewsItem = {
  id: string;
  category: NewsCategory;
  title: LocalisedNewsText;
  summary: LocalisedNewsText;
  body: LocalisedNewsText;
  publishedAt: Date;
  status: NewsStatus;
  now: Date;
};

const toNewsItem = (row: Selectable<NewsItemTable>): NewsItem => ({
  id: row.id,
  category: row.category,
  source: 'house',
  title: row.title,
  summary: row.summary,
  body: row.body,
  publishedAt: row.publishedAt,
});

/** Every published house item, newest first (published later than now included: readers filter). */
export async function findPublishedHouseNews(db: Kysely<Database>): Promise<NewsItem[]> {
  const rows = await db
    .selectFrom('newsItem')
    .selectAll()
    .where('status', '=', 'published')
    .orderBy('publishedAt', 'desc')
    .orderBy('id')
    .execute();
  return rows.map(toNewsItem);
}

/** One published house item by id; undefined when unknown, a draft or withdrawn. */
export async function findPublishedHouseNewsItem(
  db: Kysely<Database>,
  id: string,
): Promise<NewsItem | undefined> {
  const row = await db
    .selectFrom('newsItem')
    .selectAll()
    .where('id', '=', id)
    .where('status', '=', 'published')
    .executeTakeFirst();
  return row ? toNewsItem(row) : undefined;
}

/** Inserts house items; an id already there is left as it is. Answers how many were inserted. */
export async function insertHouseNews(
  db: Kysely<Database>,
  items: readonly NewHouseNewsItem[],
): Promise<number> {
  if (items.length === 0) return 0;
  const inserted = await db
    .insertInto('newsItem')
    .values(
      items.map(({ now, ...item }) => ({
        ...item,
        title: JSON.stringify(item.title),
        summary: JSON.stringify(item.summary),
        body: JSON.stringify(item.body),
        createdAt: now,
        updatedAt: now,
      })),
    )
    .onConflict((conflict) => conflict.column('id').doNothing())
    .returning('id')
    .execute();
  return inserted.length;
}
