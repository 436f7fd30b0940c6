import { LANGUAGES, type Language } from '../i18n/languages';

/**
 * News (issue 14 §5): market news from the market-data feed and the house's own news from the
 * admins' editor, each written in up to three languages. The rules here are pure: which language
 * a reader sees when an item lacks theirs, what a search matches, and the order of the list.
 */

/**
 * The categories a broker's news page files items under: market moves and rates, company news
 * (results, offers, listings), the house's research views, and the house's announcements to
 * clients (service changes, dealing schedules).
 */
export const NEWS_CATEGORIES = ['market', 'company', 'research', 'announcement'] as const;

/** A news category. */
export type NewsCategory = (typeof NEWS_CATEGORIES)[number];

/** Where an item comes from: the market-data feed, or the house's own editor. */
export const NEWS_SOURCES = ['market', 'house'] as const;

/** A news source. */
export type NewsSource = (typeof NEWS_SOURCES)[number];

/** A house item's or banner's life: written, shown, then taken down. */
export const NEWS_STATUSES = ['draft', 'published', 'withdrawn'] as const;

/** A house item's or banner's status. */
export type NewsStatus = (typeof NEWS_STATUSES)[number];

/**
 * Where a banner is shown (issue 14 §5: a place on each dashboard; issue 29: the login page, the
 * home, cash and virtual-asset dashboards, and a maintenance notice on every page). The login
 * page's and maintenance banners are read without a session (`site-content/searchOpenBanners`).
 */
export const BANNER_PLACEMENTS = [
  'fundsDashboard',
  'stocksDashboard',
  'loginPage',
  'homeDashboard',
  'cashDashboard',
  'cryptosDashboard',
  'maintenance',
] as const;

/** The placements shown before sign-in, read without a session. */
export const OPEN_BANNER_PLACEMENTS = ['loginPage', 'maintenance'] as const;

/** A banner's placement. */
export type BannerPlacement = (typeof BANNER_PLACEMENTS)[number];

/** A text in any of the three languages; an item may lack one or two of them. */
export type LocalisedNewsText = Partial<Record<Language, string>>;

/** One news item, whichever its source. `body` holds paragraphs separated by a blank line. */
export type NewsItem = {
  id: string;
  category: NewsCategory;
  source: NewsSource;
  title: LocalisedNewsText;
  summary: LocalisedNewsText;
  body: LocalisedNewsText;
  publishedAt: Date;
};

/** The other Chinese script: a zh-HK reader reads zh-CN before English, and the other way. */
const SIBLING: Partial<Record<Language, Language>> = { 'zh-HK': 'zh-CN', 'zh-CN': 'zh-HK' };

const hasText = (text: LocalisedNewsText, language: Language) =>
  (text[language]?.trim() ?? '') !== '';

/**
 * The language a reader of `language` sees `text` in: theirs, else the sibling Chinese script,
 * else English, else whichever the text has; undefined when it has none.
 */
export function pickLanguage(text: LocalisedNewsText, language: Language): Language | undefined {
  const sibling = SIBLING[language];
  const order: Language[] = [language, ...(sibling ? [sibling] : []), 'en', ...LANGUAGES];
  return order.find((candidate) => hasText(text, candidate));
}

/** The text a reader of `language` sees (the fallback of `pickLanguage`); '' when it has none. */
export function pickText(text: LocalisedNewsText, language: Language): string {
  const picked = pickLanguage(text, language);
  return picked ? (text[picked] ?? '') : '';
}

/** The languages an item is written in (its title's), in the interface's order. */
export function languagesOf(item: Pick<NewsItem, 'title'>): Language[] {
  return LANGUAGES.filter((language) => hasText(item.title, language));
}

/** A body's paragraphs: blocks separated by a blank line, trimmed, empty ones dropped. */
export function paragraphsOf(body: string): string[] {
  return body
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
}

/**
 * Whether an item matches a search: every word of the query (split on white space) is found,
 * case-insensitively, in its title, summary or body in any language. An empty query matches all.
 */
export function matchesNewsQuery(item: NewsItem, query: string): boolean {
  const words = query.toLocaleLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const haystack = [item.title, item.summary, item.body]
    .flatMap((text) => LANGUAGES.map((language) => text[language] ?? ''))
    .join('\n')
    .toLocaleLowerCase();
  return words.every((word) => haystack.includes(word));
}

/** Newest first; the same instant by id, so the order is stable across pages. */
export function compareNewsNewestFirst(a: NewsItem, b: NewsItem): number {
  const byTime = b.publishedAt.getTime() - a.publishedAt.getTime();
  return byTime !== 0 ? byTime : a.id.localeCompare(b.id);
}

/** What a reader asks the list for. */
export type NewsFilter = { category?: NewsCategory; query?: string };

/**
 * The list a reader sees at `now`: items already published, of the category asked for, matching
 * the query, newest first.
 */
export function selectNews(items: readonly NewsItem[], filter: NewsFilter, now: Date): NewsItem[] {
  return items
    .filter((item) => item.publishedAt.getTime() <= now.getTime())
    .filter((item) => filter.category === undefined || item.category === filter.category)
    .filter((item) => matchesNewsQuery(item, filter.query ?? ''))
    .sort(compareNewsNewestFirst);
}

/** A banner's window: shown from `startsAt` (inclusive) until `endsAt` (exclusive; open: no end). */
export type BannerWindow = { status: NewsStatus; startsAt: Date; endsAt: Date | null };

/** Whether a banner is shown at `now`: published, and `now` inside its window. */
export function isBannerActive(banner: BannerWindow, now: Date): boolean {
  const at = now.getTime();
  return (
    banner.status === 'published' &&
    banner.startsAt.getTime() <= at &&
    (banner.endsAt === null || at < banner.endsAt.getTime())
  );
}
