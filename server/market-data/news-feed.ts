import type { NewsItem } from '../../shared/domain/news';

/** Market news (issue 14 §5): wraps, rates, offers and listings, in a stable order. */
export type NewsFeed = {
  /** Every item the feed has, published or scheduled; readers filter by their instant. */
  list(): Promise<readonly NewsItem[]>;
  get(id: string): Promise<NewsItem | undefined>;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly news: NewsFeed;
  }
}
