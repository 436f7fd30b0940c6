import { z } from 'zod';
import { BANNER_SEVERITIES } from '../domain/admin-content';
import { BANNER_PLACEMENTS, NEWS_CATEGORIES, NEWS_SOURCES } from '../domain/news';
import { isoDateTime, language } from './common';

/** The longest page of news a call answers. */
export const NEWS_MAX_PAGE_SIZE = 50;

/** A news category. */
export const newsCategory = z.enum(NEWS_CATEGORIES);

/** A text in up to three languages; the web picks the reader's with a fallback (domain/news.ts). */
export const newsText = z.object({
  en: z.string().optional(),
  'zh-HK': z.string().optional(),
  'zh-CN': z.string().optional(),
});

/** One item of the list: what a card shows. */
export const newsSummary = z.object({
  id: z.string(),
  category: newsCategory,
  source: z.enum(NEWS_SOURCES),
  title: newsText,
  summary: newsText,
  publishedAt: isoDateTime,
  /** The languages the item is written in; a reader of another one sees a fallback. */
  languages: z.array(language),
});

/** One item with its body: plain text, paragraphs separated by a blank line. */
export const newsDetail = newsSummary.extend({ body: newsText });

/** A banner the admins put on a dashboard (issue 14 §5), shown inside its window. */
export const banner = z.object({
  id: z.string(),
  title: newsText,
  body: newsText,
  /** Where the banner leads (a path in the portal or an https address); null: nowhere. */
  link: z.string().nullable(),
  /** How loud it is (issue 29): info, warning or critical. */
  severity: z.enum(BANNER_SEVERITIES),
});

/** The `news` service's calls (any signed-in session; the brand's `news` flag). */
export const newsContracts = {
  /**
   * A page of market and house news published by now, newest first: of one category when
   * `category` is given; matching every word of `query` in the title, summary or body in any
   * language, case-insensitively. `total` counts every match.
   */
  searchNews: {
    input: z.strictObject({
      category: newsCategory.optional(),
      query: z.string().trim().max(100).optional(),
      pageIndex: z.number().int().min(0).max(10_000),
      pageSize: z.number().int().min(1).max(NEWS_MAX_PAGE_SIZE),
    }),
    output: z.object({ items: z.array(newsSummary), total: z.number().int().min(0) }),
  },
  /** One published item with its body; 404 `not_found` for an unknown or unpublished id. */
  loadNews: {
    input: z.strictObject({ id: z.string().trim().min(1).max(64) }),
    output: z.object({ item: newsDetail }),
  },
  /** The banners shown now at a placement, newest first; none when the admins have set none. */
  searchBanners: {
    input: z.strictObject({ placement: z.enum(BANNER_PLACEMENTS) }),
    output: z.object({ banners: z.array(banner) }),
  },
};
