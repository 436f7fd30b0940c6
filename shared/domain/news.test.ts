import { describe, expect, it } from 'vitest';
import {
  isBannerActive,
  languagesOf,
  matchesNewsQuery,
  paragraphsOf,
  pickLanguage,
  pickText,
  selectNews,
  type NewsItem,
} from './news';

const news = (id: string, overrides: Partial<NewsItem> = {}): NewsItem => ({
  id,
  category: 'market',
  source: 'market',
  title: { en: `Title ${id}`, 'zh-HK': `標題 ${id}`, 'zh-CN': `标题 ${id}` },
  summary: { en: 'Summary' },
  body: { en: 'Body' },
  publishedAt: new Date('2026-11-20T08:00:00Z'),
  ...overrides,
});

describe('pickLanguage', () => {
  const all = { en: 'Rates', 'zh-HK': '利率', 'zh-CN': '利率（简）' };

  it('gives the reader their own language when the text has it', () => {
    expect(pickLanguage(all, 'en')).toBe('en');
    expect(pickLanguage(all, 'zh-HK')).toBe('zh-HK');
    expect(pickLanguage(all, 'zh-CN')).toBe('zh-CN');
  });

  it('falls back to the sibling Chinese script before English', () => {
    expect(pickLanguage({ en: 'Rates', 'zh-HK': '利率' }, 'zh-CN')).toBe('zh-HK');
    expect(pickLanguage({ en: 'Rates', 'zh-CN': '利率' }, 'zh-HK')).toBe('zh-CN');
  });

  it('falls back to English, then to whatever the text has', () => {
    expect(pickLanguage({ en: 'Rates' }, 'zh-HK')).toBe('en');
    expect(pickLanguage({ 'zh-CN': '利率' }, 'en')).toBe('zh-CN');
    expect(pickLanguage({ 'zh-HK': '利率', 'zh-CN': '利率' }, 'en')).toBe('zh-HK');
  });

  it('treats a blank text as missing, and answers undefined when there is none', () => {
    expect(pickLanguage({ en: 'Rates', 'zh-HK': '  ' }, 'zh-HK')).toBe('en');
    expect(pickLanguage({}, 'en')).toBeUndefined();
    expect(pickText({}, 'en')).toBe('');
    expect(pickText({ en: 'Rates', 'zh-HK': '利率' }, 'zh-CN')).toBe('利率');
  });
});

describe('languagesOf and paragraphsOf', () => {
  it('lists the title languages in the interface order', () => {
    expect(languagesOf({ title: { 'zh-CN': 'x', en: 'y' } })).toEqual(['en', 'zh-CN']);
  });

  it('splits a body on blank lines and drops empty blocks', () => {
    expect(paragraphsOf('First.\n\n  Second,\nsame paragraph. \n \n\nThird.')).toEqual([
      'First.',
      'Second,\nsame paragraph.',
      'Third.',
    ]);
    expect(paragraphsOf('  ')).toEqual([]);
  });
});

describe('matchesNewsQuery', () => {
  const item = news('a', {
    title: { en: 'HKMA lowers Base Rate', 'zh-HK': '金管局下調基本利率' },
    body: { 'zh-CN': '美联储降息后，香港金管局下调基本利率' },
  });

  it('matches any language of the title, summary or body, ignoring case', () => {
    expect(matchesNewsQuery(item, 'hkma')).toBe(true);
    expect(matchesNewsQuery(item, 'BASE rate')).toBe(true);
    expect(matchesNewsQuery(item, '金管局')).toBe(true);
    expect(matchesNewsQuery(item, '美联储')).toBe(true);
    expect(matchesNewsQuery(item, 'summary')).toBe(true);
  });

  it('needs every word, and an empty query matches everything', () => {
    expect(matchesNewsQuery(item, 'hkma 美联储')).toBe(true);
    expect(matchesNewsQuery(item, 'hkma dividend')).toBe(false);
    expect(matchesNewsQuery(item, '   ')).toBe(true);
  });
});

describe('selectNews', () => {
  const now = new Date('2026-11-21T00:00:00Z');
  const items = [
    news('old', { publishedAt: new Date('2026-11-18T00:00:00Z') }),
    news('b-same', { publishedAt: new Date('2026-11-20T00:00:00Z'), category: 'company' }),
    news('a-same', { publishedAt: new Date('2026-11-20T00:00:00Z'), category: 'company' }),
    news('future', { publishedAt: new Date('2026-11-21T00:00:01Z') }),
    news('exact', { publishedAt: now, source: 'house', category: 'research' }),
  ];

  it('keeps items published by now, newest first, ties by id', () => {
    expect(selectNews(items, {}, now).map((item) => item.id)).toEqual([
      'exact',
      'a-same',
      'b-same',
      'old',
    ]);
  });

  it('filters by category and query together', () => {
    expect(selectNews(items, { category: 'company' }, now).map((item) => item.id)).toEqual([
      'a-same',
      'b-same',
    ]);
    expect(selectNews(items, { category: 'company', query: 'b-same' }, now)).toHaveLength(1);
    expect(selectNews(items, { category: 'announcement' }, now)).toEqual([]);
  });
});

describe('isBannerActive', () => {
  const start = new Date('2026-11-20T00:00:00Z');
  const end = new Date('2026-11-21T00:00:00Z');

  it('shows a published banner from its start until just before its end', () => {
    const banner = { status: 'published' as const, startsAt: start, endsAt: end };
    expect(isBannerActive(banner, new Date(start.getTime() - 1))).toBe(false);
    expect(isBannerActive(banner, start)).toBe(true);
    expect(isBannerActive(banner, new Date(end.getTime() - 1))).toBe(true);
    expect(isBannerActive(banner, end)).toBe(false);
  });

  it('keeps an open-ended banner, and never shows a draft or withdrawn one', () => {
    expect(isBannerActive({ status: 'published', startsAt: start, endsAt: null }, end)).toBe(true);
    expect(isBannerActive({ status: 'draft', startsAt: start, endsAt: null }, end)).toBe(false);
    expect(isBannerActive({ status: 'withdrawn', startsAt: start, endsAt: null }, end)).toBe(false);
  });
});
