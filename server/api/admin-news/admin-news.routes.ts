import { adminNewsContracts } from '../../../shared/contracts/admin-news';
import { trimTexts } from '../../../shared/domain/admin-content';
import {
  addHouseNews,
  setHouseNewsStatus,
  updateHouseNews,
  type NewsOutcome,
} from '../../commands/admin-news.command';
import { contentActorOf } from '../../commands/admin-content-audit';
import { NotFoundError } from '../../http/errors';
import {
  findHouseNews,
  findHouseNewsById,
  type HouseNewsRow,
} from '../../repositories/admin-news.repository';
import { defineCall } from '../registry';

/**
 * The admin area's house news calls (issue 29 §4, spec §2.13 `news`, `news/add`, `news/{id}`):
 * the brand's `adminNews` flag, admin role only (403 below, nothing changed).
 */

const admin = { minRole: 'admin' } as const;

const newsView = (row: HouseNewsRow) => ({
  id: row.id,
  category: row.category,
  title: trimTexts(row.title),
  summary: trimTexts(row.summary),
  body: trimTexts(row.body),
  publishedAt: row.publishedAt.toISOString(),
  status: row.status,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const answerOf = (outcome: NewsOutcome) =>
  outcome.result === 'ok'
    ? { result: outcome.result, item: newsView(outcome.item) }
    : { result: outcome.result, item: null };

/** `admin-news/searchHouseNews`. */
export const searchHouseNewsCall = defineCall({
  service: 'admin-news',
  method: 'searchHouseNews',
  ...adminNewsContracts.searchHouseNews,
  access: admin,
  feature: 'adminNews',
  handler: async ({ status }, { db }) => ({
    items: (await findHouseNews(db, status)).map(newsView),
  }),
});

/** `admin-news/loadHouseNews`: 404 for an unknown id. */
export const loadHouseNewsCall = defineCall({
  service: 'admin-news',
  method: 'loadHouseNews',
  ...adminNewsContracts.loadHouseNews,
  access: admin,
  feature: 'adminNews',
  handler: async ({ id }, { db }) => {
    const row = await findHouseNewsById(db, id);
    if (!row) throw new NotFoundError();
    return { item: newsView(row) };
  },
});

/** `admin-news/addHouseNews`. */
export const addHouseNewsCall = defineCall({
  service: 'admin-news',
  method: 'addHouseNews',
  ...adminNewsContracts.addHouseNews,
  access: admin,
  feature: 'adminNews',
  handler: async (edit, context) =>
    answerOf(await addHouseNews(context.db, contentActorOf(context), edit)),
});

/** `admin-news/updateHouseNews`. */
export const updateHouseNewsCall = defineCall({
  service: 'admin-news',
  method: 'updateHouseNews',
  ...adminNewsContracts.updateHouseNews,
  access: admin,
  feature: 'adminNews',
  handler: async ({ id, ...edit }, context) =>
    answerOf(await updateHouseNews(context.db, contentActorOf(context), id, edit)),
});

/** `admin-news/setHouseNewsStatus`: publish or unpublish. */
export const setHouseNewsStatusCall = defineCall({
  service: 'admin-news',
  method: 'setHouseNewsStatus',
  ...adminNewsContracts.setHouseNewsStatus,
  access: admin,
  feature: 'adminNews',
  handler: async ({ id, status }, context) =>
    answerOf(await setHouseNewsStatus(context.db, contentActorOf(context), id, status)),
});

/** The admin-news calls. */
export const adminNewsCalls = [
  searchHouseNewsCall,
  loadHouseNewsCall,
  addHouseNewsCall,
  updateHouseNewsCall,
  setHouseNewsStatusCall,
];
