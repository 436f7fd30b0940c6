import { hongKongDate } from '../../../shared/domain/business-calendar';
import { languagesOf, type NewsItem } from '../../../shared/domain/news';
import type { MarketDataProvider } from '../../market-data/market-data-provider';
import type { NewsFeed } from '../../market-data/news-feed';
import { createSimulatedNewsFeed } from '../../market-data/simulated-news';

/** The default feeds of providers without news, each anchored at its first reading. */
const defaultFeeds = new WeakMap<MarketDataProvider, NewsFeed>();

/**
 * The provider's news feed; a provider without one (a vendor that sells no news) reads the
 * simulated feed anchored at the first call's date, as the IPO and corporate-action feeds are.
 */
export function newsFeedOf(marketData: MarketDataProvider, now: Date): NewsFeed {
  if (marketData.news) return marketData.news;
  let feed = defaultFeeds.get(marketData);
  if (!feed) {
    feed = createSimulatedNewsFeed(hongKongDate(now));
    defaultFeeds.set(marketData, feed);
  }
  return feed;
}

/** An item as a list row shows it. */
export function toNewsSummary(item: NewsItem) {
  return {
    id: item.id,
    category: item.category,
    source: item.source,
    title: item.title,
    summary: item.summary,
    publishedAt: item.publishedAt.toISOString(),
    languages: languagesOf(item),
  };
}

/** An item with its body, as its page shows it. */
export function toNewsDetail(item: NewsItem) {
  return { ...toNewsSummary(item), body: item.body };
}
