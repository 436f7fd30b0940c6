import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { insertBanner } from '../../repositories/banner.repository';
import { DEMO_BANNER_ID } from '../../seed/demo-admin-content';
import { insertHouseNews } from '../../repositories/news.repository';
import { seedDemoNews } from '../../seed/demo-news';
import {
  createAuthTestApp,
  post,
  signIn,
  type AuthTestApp,
  type BrowserSession,
} from '../../test/auth-client';

/**
 * News through HTTP (issue 14 §5-6): the market feed's items and the demo book's house items
 * merged newest first, filtered by category and by words in any language, paged; one item by id
 * (404 for an unknown, draft or not yet published one); dashboard banners inside their window.
 */

type Summary = { id: string; category: string; source: string; publishedAt: string };
type Page = { items: Summary[]; total: number };

let kit: AuthTestApp;
let session: BrowserSession;

const HOUR_MS = 3_600_000;

const search = async (input: object): Promise<Page> => {
  const reply = await post(
    kit.app,
    'news/searchNews',
    { pageIndex: 0, pageSize: 50, ...input },
    session,
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<Page>();
};

const ids = async (input: object) => (await search(input)).items.map((item) => item.id);

beforeAll(async () => {
  kit = await createAuthTestApp();
  session = await signIn(kit.app, 'C10001');
});

/** Moves the clock on and signs in again (a session idle for hours has ended). */
const later = async (ms: number) => {
  kit.clock.advance(ms);
  session = await signIn(kit.app, 'C10001');
};

// The items and banners a test writes are its own: the next test, whichever it is, sees the
// demo book's (which has no banner).
afterEach(async () => {
  await kit.db.deleteFrom('newsItem').where('id', 'like', 'house-test-%').execute();
  await kit.db.deleteFrom('banner').execute();
});

afterAll(async () => {
  await kit.close();
});

describe('news/searchNews', () => {
  it('merges eight market items and the three house items, newest first', async () => {
    const { items, total } = await search({});
    expect(total).toBe(11);
    expect(items.filter((item) => item.source === 'market')).toHaveLength(8);
    expect(
      items
        .filter((item) => item.source === 'house')
        .map((item) => item.id)
        .sort(),
    ).toEqual(['house-edda-deposits', 'house-holiday-dealing', 'house-outlook-asia-equities']);
    const times = items.map((item) => Date.parse(item.publishedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times.every((time) => time <= kit.clock.now.getTime())).toBe(true);
  });

  it('pages through the same order without gaps or repeats', async () => {
    const all = await ids({});
    const pages = await Promise.all([0, 1, 2].map((pageIndex) => ids({ pageIndex, pageSize: 4 })));
    expect(pages.map((page) => page.length)).toEqual([4, 4, 3]);
    expect(pages.flat()).toEqual(all);
    expect(await ids({ pageIndex: 3, pageSize: 4 })).toEqual([]);
  });

  it('filters by category', async () => {
    expect((await ids({ category: 'company' })).sort()).toEqual([
      'company-02590-offer-closes',
      'company-06990-offer-opens',
    ]);
    const { items } = await search({ category: 'announcement' });
    expect(items.map((item) => item.id).sort()).toEqual([
      'house-edda-deposits',
      'house-holiday-dealing',
    ]);
  });

  it('searches title and body in every language, case-insensitively', async () => {
    expect(await ids({ query: 'HARBOUR robotics' })).toEqual(['company-06990-offer-opens']);
    expect(await ids({ query: '海港機械人' })).toEqual(['company-06990-offer-opens']);
    expect(await ids({ query: '海港机器人' })).toEqual(['company-06990-offer-opens']);
    // A word only in the body of a house item's Traditional Chinese text.
    expect(await ids({ query: '轉數快' })).toEqual(['house-edda-deposits']);
    expect(await ids({ query: 'hibor' })).toContain('market-hibor-eases');
    expect(await ids({ query: '金管局', category: 'company' })).toEqual([]);
    expect(await ids({ query: 'no such words anywhere' })).toEqual([]);
  });

  it('lists the languages each item is written in', async () => {
    const { items } = await search({ query: 'HIBOR eases' });
    expect(items).toEqual([
      expect.objectContaining({ id: 'market-hibor-eases', languages: ['en', 'zh-HK', 'zh-CN'] }),
    ]);
  });

  it('refuses a page size over the maximum and a caller without a session', async () => {
    const tooBig = await post(kit.app, 'news/searchNews', { pageIndex: 0, pageSize: 51 }, session);
    expect(tooBig.statusCode).toBe(400);
    const anonymous = await post(kit.app, 'news/searchNews', { pageIndex: 0, pageSize: 10 });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('news/loadNews', () => {
  it('loads a market item with its body in three languages', async () => {
    const reply = await post(kit.app, 'news/loadNews', { id: 'market-hibor-eases' }, session);
    expect(reply.statusCode).toBe(200);
    const { item } = reply.json<{ item: { body: Record<string, string>; languages: string[] } }>();
    expect(item.languages).toEqual(['en', 'zh-HK', 'zh-CN']);
    expect(item.body['zh-HK']).toContain('銀行同業拆息');
    expect(item.body['zh-CN']).toContain('银行同业拆息');
  });

  it('loads an item written in fewer languages with only those it has', async () => {
    const now = kit.clock.now;
    await insertHouseNews(kit.db, [
      {
        id: 'house-test-two-languages',
        category: 'announcement',
        title: { en: 'Branch hours over the holiday', 'zh-HK': '假期分行服務時間' },
        summary: { en: 'Shorter hours', 'zh-HK': '服務時間縮短' },
        body: { en: 'Branches close at noon.', 'zh-HK': '分行於中午關門。' },
        publishedAt: new Date(now.getTime() - HOUR_MS),
        status: 'published',
        now,
      },
    ]);
    const reply = await post(kit.app, 'news/loadNews', { id: 'house-test-two-languages' }, session);
    expect(reply.statusCode).toBe(200);
    const { item } = reply.json<{ item: { body: Record<string, string>; languages: string[] } }>();
    expect(item.languages).toEqual(['en', 'zh-HK']);
    expect(Object.keys(item.body).sort()).toEqual(['en', 'zh-HK']);
  });

  it('loads a house item', async () => {
    const reply = await post(kit.app, 'news/loadNews', { id: 'house-edda-deposits' }, session);
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toMatchObject({
      item: { source: 'house', category: 'announcement', languages: ['en', 'zh-HK', 'zh-CN'] },
    });
  });

  it('answers 404 not_found for an unknown id', async () => {
    const reply = await post(kit.app, 'news/loadNews', { id: 'no-such-item' }, session);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual({ code: 'not_found' });
  });

  it('hides drafts and items published later, until their time comes', async () => {
    const now = kit.clock.now;
    await insertHouseNews(kit.db, [
      {
        id: 'house-test-draft',
        category: 'research',
        title: { en: 'A draft note' },
        summary: { en: 'Not yet' },
        body: { en: 'Still being written.' },
        publishedAt: new Date(now.getTime() - HOUR_MS),
        status: 'draft',
        now,
      },
      {
        id: 'house-test-scheduled',
        category: 'research',
        title: { en: 'A scheduled note' },
        summary: { en: 'Soon' },
        body: { en: 'Published in an hour.' },
        publishedAt: new Date(now.getTime() + HOUR_MS),
        status: 'published',
        now,
      },
    ]);
    const load = (id: string) => post(kit.app, 'news/loadNews', { id }, session);
    expect((await load('house-test-draft')).statusCode).toBe(404);
    expect((await load('house-test-scheduled')).statusCode).toBe(404);
    expect(await ids({ query: 'note', category: 'research' })).toEqual([]);
    await later(2 * HOUR_MS);
    expect((await load('house-test-scheduled')).statusCode).toBe(200);
    expect(await ids({ query: 'note', category: 'research' })).toEqual(['house-test-scheduled']);
    expect((await load('house-test-draft')).statusCode).toBe(404);
  });

  it('seeds the demo house news once', async () => {
    expect(await seedDemoNews(kit.db, kit.clock.now)).toEqual({ houseNews: 0 });
  });
});

describe('news/searchBanners', () => {
  const banners = async (placement: string) => {
    const reply = await post(kit.app, 'news/searchBanners', { placement }, session);
    expect(reply.statusCode, reply.body).toBe(200);
    return reply
      .json<{ banners: { id: string }[] }>()
      .banners.map((banner) => banner.id)
      .filter((id) => id !== DEMO_BANNER_ID);
  };

  it('shows none in the demo book but its scheduled funds banner (admin content’s tests)', async () => {
    expect(await banners('fundsDashboard')).toEqual([]);
    expect(await banners('stocksDashboard')).toEqual([]);
  });

  it('shows a published banner inside its window only, at its placement', async () => {
    const now = kit.clock.now;
    const at = (hours: number) => new Date(now.getTime() + hours * HOUR_MS);
    const base = {
      placement: 'fundsDashboard' as const,
      title: { en: 'Fund fee offer' },
      body: { en: 'Zero subscription fee this month.' },
      link: '/funds/search',
      status: 'published' as const,
      now,
    };
    await insertBanner(kit.db, { ...base, id: 'active', startsAt: at(-1), endsAt: at(1) });
    await insertBanner(kit.db, { ...base, id: 'open-ended', startsAt: at(-2), endsAt: null });
    await insertBanner(kit.db, { ...base, id: 'future', startsAt: at(3), endsAt: at(5) });
    await insertBanner(kit.db, { ...base, id: 'ended', startsAt: at(-5), endsAt: at(-3) });
    await insertBanner(kit.db, {
      ...base,
      id: 'draft',
      status: 'draft',
      startsAt: at(-1),
      endsAt: null,
    });
    await insertBanner(kit.db, {
      ...base,
      id: 'stocks',
      placement: 'stocksDashboard',
      startsAt: at(-1),
      endsAt: null,
    });
    expect(await banners('fundsDashboard')).toEqual(['active', 'open-ended']);
    expect(await banners('stocksDashboard')).toEqual(['stocks']);
    await later(HOUR_MS);
    // The end is exclusive: at exactly one hour on, the first banner is gone.
    expect(await banners('fundsDashboard')).toEqual(['open-ended']);
    await later(3 * HOUR_MS);
    expect(await banners('fundsDashboard')).toEqual(['future', 'open-ended']);
  });
});

describe('a brand without news', () => {
  it('does not serve the news calls', async () => {
    const lotus = await createAuthTestApp({
      env: { BRAND: 'lotus', SESSION_LOGIN_SECRET: 'a-test-secret-of-at-least-32-characters!' },
    });
    try {
      const reply = await post(lotus.app, 'news/searchNews', { pageIndex: 0, pageSize: 10 });
      expect(reply.statusCode).toBe(404);
    } finally {
      await lotus.close();
    }
  });
});
