import { newsCalls } from '../api/news/news.routes';
import { builtAtFirstRead } from '../market-data/simulated-feed-context';
import { createSimulatedNewsFeed } from '../market-data/simulated-news';
import { seedDemoNews } from '../seed/demo-news';
import { defineArea } from './server-area';

/** News: the feed's items and the house's own, and the dashboards' banners. */
export const newsArea = defineArea({
  name: 'news',
  calls: newsCalls,
  marketData: ({ anchorDay }) => ({
    news: builtAtFirstRead(() => createSimulatedNewsFeed(anchorDay())),
  }),
  seed: seedDemoNews,
});
