import { newsContracts } from '../../../shared/contracts/news';
import { isBannerActive, selectNews } from '../../../shared/domain/news';
import { NotFoundError } from '../../http/errors';
import { findPublishedBanners } from '../../repositories/banner.repository';
import {
  findPublishedHouseNews,
  findPublishedHouseNewsItem,
} from '../../repositories/news.repository';
import { defineCall } from '../registry';
import { toNewsDetail, toNewsSummary } from './news-views';

/**
 * `news/searchNews` (issue 14 §5): the market feed's items and the house's published ones,
 * merged, filtered and paged. Both lists are small (tens of items), so they are merged in memory.
 */
export const searchNewsCall = defineCall({
  service: 'news',
  method: 'searchNews',
  ...newsContracts.searchNews,
  access: 'session',
  feature: 'news',
  handler: async ({ category, query, pageIndex, pageSize }, { db, marketData, now }) => {
    const [market, house] = await Promise.all([marketData.news.list(), findPublishedHouseNews(db)]);
    const matches = selectNews([...market, ...house], { category, query }, now);
    const start = pageIndex * pageSize;
    return {
      items: matches.slice(start, start + pageSize).map(toNewsSummary),
      total: matches.length,
    };
  },
});

/** `news/loadNews`: one item published by now, with its body; 404 otherwise. */
export const loadNewsCall = defineCall({
  service: 'news',
  method: 'loadNews',
  ...newsContracts.loadNews,
  access: 'session',
  feature: 'news',
  handler: async ({ id }, { db, marketData, now }) => {
    const item = (await marketData.news.get(id)) ?? (await findPublishedHouseNewsItem(db, id));
    if (!item || item.publishedAt.getTime() > now.getTime()) throw new NotFoundError();
    return { item: toNewsDetail(item) };
  },
});

/** `news/searchBanners`: the banners shown now on a dashboard (none until the admins add one). */
export const searchBannersCall = defineCall({
  service: 'news',
  method: 'searchBanners',
  ...newsContracts.searchBanners,
  access: 'session',
  feature: 'news',
  handler: async ({ placement }, { db, now }) => {
    const banners = (await findPublishedBanners(db, placement, now)).filter((banner) =>
      isBannerActive(banner, now),
    );
    return {
      banners: banners.map(({ id, title, body, link, severity }) => ({
        id,
        title,
        body,
        link,
        severity,
      })),
    };
  },
});

/** The news calls. */
export const newsCalls = [searchNewsCall, loadNewsCall, searchBannersCall];
