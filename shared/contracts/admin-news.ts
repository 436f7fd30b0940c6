import { z } from 'zod';
import { NEWS_STATUSES } from '../domain/news';
import { adminContentResult, editorTexts, localisedTexts } from './admin-content';
import { isoDateTime } from './common';
import { newsCategory } from './news';

/**
 * The `admin-news` service (issue 29, spec §2.13 `news`, `news/add`, `news/{id}`; the brand's
 * `adminNews` flag): the house's own news in three languages (title, summary and body each
 * required; body plain text, paragraphs separated by a blank line) with a publish time. A
 * published item reaches `/news` and the dashboards through `news/searchNews` once its publish
 * time has come; unpublishing (`withdrawn`) takes it down, publishing again puts it back. Admin
 * only; results and codes: shared/contracts/admin-content.ts.
 */

/** A house item as the admin's list and form show it. */
export const houseNews = z.object({
  id: z.string(),
  category: newsCategory,
  title: localisedTexts,
  summary: localisedTexts,
  body: localisedTexts,
  publishedAt: isoDateTime,
  status: z.enum(NEWS_STATUSES),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

const newsEdit = {
  category: newsCategory,
  title: editorTexts,
  summary: editorTexts,
  body: editorTexts,
  publishedAt: isoDateTime,
};

const id = z.string().trim().min(1).max(64);
const answer = z.object({ result: adminContentResult, item: houseNews.nullable() });

/** The `admin-news` service's calls. */
export const adminNewsContracts = {
  /** House items, latest publish time first; of one status when given. */
  searchHouseNews: {
    input: z.strictObject({ status: z.enum(NEWS_STATUSES).optional() }),
    output: z.object({ items: z.array(houseNews) }),
  },
  /** One house item; 404 for an unknown id. */
  loadHouseNews: { input: z.strictObject({ id }), output: z.object({ item: houseNews }) },
  /** Adds an item, published (shown from its publish time) or a draft. */
  addHouseNews: {
    input: z.strictObject({ ...newsEdit, publish: z.boolean() }),
    output: answer,
  },
  /** Edits an item's texts, category and publish time; its status stays. */
  updateHouseNews: { input: z.strictObject({ id, ...newsEdit }), output: answer },
  /** Publishes (`published`) or unpublishes (`withdrawn`) an item. */
  setHouseNewsStatus: {
    input: z.strictObject({ id, status: z.enum(['published', 'withdrawn']) }),
    output: answer,
  },
};
