import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  CONTENT_LIMITS,
  checkTexts,
  trimTexts,
  type LanguageTexts,
} from '../../shared/domain/admin-content';
import type { NewsCategory } from '../../shared/domain/news';
import type { Database } from '../db/schema';
import {
  findHouseNewsById,
  updateHouseNewsRow,
  type HouseNewsRow,
} from '../repositories/admin-news.repository';
import { insertHouseNews } from '../repositories/news.repository';
import { auditContent, type ContentActor, type Refused } from './admin-content-audit';

/**
 * House news (issue 29 §4): added, edited, published and unpublished by an admin, each change
 * with its audit event in one transaction; `news/searchNews` shows the published ones from their
 * publish time.
 */

/** What the news form sends. */
export type NewsEdit = {
  category: NewsCategory;
  title: LanguageTexts;
  summary: LanguageTexts;
  body: LanguageTexts;
  publishedAt: string;
};

/** A change's outcome. */
export type NewsOutcome = { result: 'ok'; item: HouseNewsRow } | Refused;

function readEdit(edit: NewsEdit) {
  const refusal =
    checkTexts(edit.title, CONTENT_LIMITS.newsTitle) ??
    checkTexts(edit.summary, CONTENT_LIMITS.newsSummary) ??
    checkTexts(edit.body, CONTENT_LIMITS.newsBody);
  if (refusal) return { result: refusal } as const;
  return {
    result: 'ok',
    fields: {
      category: edit.category,
      title: trimTexts(edit.title),
      summary: trimTexts(edit.summary),
      body: trimTexts(edit.body),
      publishedAt: new Date(edit.publishedAt),
    },
  } as const;
}

const audited = (row: HouseNewsRow | undefined) =>
  row
    ? {
        category: row.category,
        title: row.title,
        summary: row.summary,
        body: row.body,
        publishedAt: row.publishedAt,
        status: row.status,
      }
    : null;

/** Adds a house item, published or a draft. */
export async function addHouseNews(
  db: Kysely<Database>,
  actor: ContentActor,
  edit: NewsEdit & { publish: boolean },
): Promise<NewsOutcome> {
  const read = readEdit(edit);
  if (read.result !== 'ok') return read;
  const id = `house-${randomUUID()}`;
  return db.transaction().execute(async (trx) => {
    const status = edit.publish ? 'published' : 'draft';
    await insertHouseNews(trx, [{ id, ...read.fields, status, now: actor.now }]);
    const item = (await findHouseNewsById(trx, id)) as HouseNewsRow;
    await auditContent(trx, actor, {
      kind: 'news',
      key: id,
      action: 'add',
      before: null,
      after: audited(item),
    });
    return { result: 'ok', item };
  });
}

/** Edits an item's texts, category and publish time, or (with `status`) publishes or unpublishes it. */
async function changeHouseNews(
  db: Kysely<Database>,
  actor: ContentActor,
  id: string,
  change: (before: HouseNewsRow) => { action: string; row: Omit<HouseNewsRow, 'id'> },
): Promise<NewsOutcome> {
  return db.transaction().execute(async (trx) => {
    const before = await findHouseNewsById(trx, id, true);
    if (!before) return { result: 'not_found' };
    const { action, row } = change(before);
    await updateHouseNewsRow(trx, id, { ...row, now: actor.now });
    const item = (await findHouseNewsById(trx, id)) as HouseNewsRow;
    await auditContent(trx, actor, {
      kind: 'news',
      key: id,
      action,
      before: audited(before),
      after: audited(item),
    });
    return { result: 'ok', item };
  });
}

/** Edits an item; its status stays. */
export async function updateHouseNews(
  db: Kysely<Database>,
  actor: ContentActor,
  id: string,
  edit: NewsEdit,
): Promise<NewsOutcome> {
  const read = readEdit(edit);
  if (read.result !== 'ok') return read;
  return changeHouseNews(db, actor, id, (before) => ({
    action: 'update',
    row: { ...before, ...read.fields },
  }));
}

/** Publishes or unpublishes an item. */
export function setHouseNewsStatus(
  db: Kysely<Database>,
  actor: ContentActor,
  id: string,
  status: 'published' | 'withdrawn',
): Promise<NewsOutcome> {
  return changeHouseNews(db, actor, id, (before) => ({
    action: status === 'published' ? 'publish' : 'unpublish',
    row: { ...before, status },
  }));
}
