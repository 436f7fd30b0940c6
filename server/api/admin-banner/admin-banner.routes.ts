import { adminBannerContracts } from '../../../shared/contracts/admin-banner';
import { trimTexts } from '../../../shared/domain/admin-content';
import { isBannerActive } from '../../../shared/domain/news';
import { NotFoundError } from '../../http/errors';
import {
  addBanner,
  retireBanner,
  updateBanner,
  type BannerOutcome,
} from '../../commands/admin-banner.command';
import { contentActorOf } from '../../commands/admin-content-audit';
import {
  findBannerById,
  findBanners,
  type AdminBannerRow,
} from '../../repositories/banner.repository';
import { defineCall } from '../registry';

/**
 * The admin area's banner calls (issue 29 §1, spec §2.13 `banner`, `banner/add`,
 * `banner/{type}`): admin role only (403 below, nothing changed).
 */

const admin = { minRole: 'admin' } as const;

/** A banner as the admin's list and form show it. */
export const adminBannerView = (row: AdminBannerRow, now: Date) => ({
  id: row.id,
  placement: row.placement,
  severity: row.severity,
  title: trimTexts(row.title),
  body: trimTexts(row.body),
  link: row.link,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  status: row.status,
  isShowing: isBannerActive(row, now),
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const answerOf = (outcome: BannerOutcome, now: Date) =>
  outcome.result === 'ok'
    ? { result: outcome.result, banner: adminBannerView(outcome.banner, now) }
    : { result: outcome.result, banner: null };

/** `admin-banner/searchBanners`. */
export const searchAdminBannersCall = defineCall({
  service: 'admin-banner',
  method: 'searchBanners',
  ...adminBannerContracts.searchBanners,
  access: admin,
  handler: async (filter, { db, now }) => ({
    banners: (await findBanners(db, filter)).map((row) => adminBannerView(row, now)),
  }),
});

/** `admin-banner/loadBanner`: 404 for an unknown id. */
export const loadBannerCall = defineCall({
  service: 'admin-banner',
  method: 'loadBanner',
  ...adminBannerContracts.loadBanner,
  access: admin,
  handler: async ({ id }, { db, now }) => {
    const row = await findBannerById(db, id);
    if (!row) throw new NotFoundError();
    return { banner: adminBannerView(row, now) };
  },
});

/** `admin-banner/addBanner`. */
export const addBannerCall = defineCall({
  service: 'admin-banner',
  method: 'addBanner',
  ...adminBannerContracts.addBanner,
  access: admin,
  handler: async (edit, context) =>
    answerOf(await addBanner(context.db, contentActorOf(context), edit), context.now),
});

/** `admin-banner/updateBanner`. */
export const updateBannerCall = defineCall({
  service: 'admin-banner',
  method: 'updateBanner',
  ...adminBannerContracts.updateBanner,
  access: admin,
  handler: async ({ id, ...edit }, context) =>
    answerOf(await updateBanner(context.db, contentActorOf(context), id, edit), context.now),
});

/** `admin-banner/retireBanner`. */
export const retireBannerCall = defineCall({
  service: 'admin-banner',
  method: 'retireBanner',
  ...adminBannerContracts.retireBanner,
  access: admin,
  handler: async ({ id }, context) =>
    answerOf(await retireBanner(context.db, contentActorOf(context), id), context.now),
});

/** The admin-banner calls. */
export const adminBannerCalls = [
  searchAdminBannersCall,
  loadBannerCall,
  addBannerCall,
  updateBannerCall,
  retireBannerCall,
];
