import { z } from 'zod';
import { BANNER_SEVERITIES } from '../domain/admin-content';
import { BANNER_PLACEMENTS, NEWS_STATUSES } from '../domain/news';
import { adminContentResult, editorTexts, localisedTexts } from './admin-content';
import { isoDateTime } from './common';

/**
 * The `admin-banner` service (issue 29, spec §2.13 `banner`, `banner/add`, `banner/{type}`): the
 * banners per placement (its type): title and body in three languages (body may be blank),
 * severity, an optional link, a schedule from (inclusive) to (exclusive, open when null). Added
 * banners are `published` and shown to the readers of their placement while scheduled
 * (`news/searchBanners`, `site-content/searchOpenBanners`); retiring one (`withdrawn`) takes it
 * down for good. Admin only; results and codes: shared/contracts/admin-content.ts.
 */

/** A banner as the admin's list and form show it. */
export const adminBanner = z.object({
  id: z.string(),
  placement: z.enum(BANNER_PLACEMENTS),
  severity: z.enum(BANNER_SEVERITIES),
  title: localisedTexts,
  body: localisedTexts,
  link: z.string().nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable(),
  status: z.enum(NEWS_STATUSES),
  /** Published and inside its schedule now. */
  isShowing: z.boolean(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** What the form sends; `placement` is checked by the command (`unknown_type`). */
export const bannerEdit = {
  placement: z.string().trim().max(64),
  severity: z.enum(BANNER_SEVERITIES),
  title: editorTexts,
  body: editorTexts,
  link: z.string().max(4000).nullable(),
  startsAt: isoDateTime,
  endsAt: isoDateTime.nullable(),
};

/** A change's answer: the banner after it; null when refused. */
export const bannerAnswer = z.object({
  result: adminContentResult,
  banner: adminBanner.nullable(),
});

const id = z.string().trim().min(1).max(64);

/** The `admin-banner` service's calls. */
export const adminBannerContracts = {
  /** Banners of a placement (every placement when left out), latest start first, retired last. */
  searchBanners: {
    input: z.strictObject({
      placement: z.enum(BANNER_PLACEMENTS).optional(),
      includeRetired: z.boolean().default(true),
    }),
    output: z.object({ banners: z.array(adminBanner) }),
  },
  /** One banner; 404 for an unknown id. */
  loadBanner: { input: z.strictObject({ id }), output: z.object({ banner: adminBanner }) },
  /** Adds a published banner. */
  addBanner: { input: z.strictObject(bannerEdit), output: bannerAnswer },
  /** Edits a banner (a retired one answers `already_retired`). */
  updateBanner: { input: z.strictObject({ id, ...bannerEdit }), output: bannerAnswer },
  /** Takes a banner down for good. */
  retireBanner: { input: z.strictObject({ id }), output: bannerAnswer },
};
