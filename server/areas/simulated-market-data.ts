import type { MarketDataProvider } from '../market-data/market-data-provider';
import {
  simulatedFeedContext,
  type SimulatedFeedContext,
  type SimulatedMarketDataOptions,
} from '../market-data/simulated-feed-context';
import { serverAreas } from './area-list';
import type { UnionToIntersection } from './compose';

type FeedsOf<A> = A extends { marketData: (context: SimulatedFeedContext) => infer F } ? F : never;

/** The feeds the areas build, together. */
type BuiltFeeds = UnionToIntersection<FeedsOf<(typeof serverAreas)[number]>>;

// A feed declared on MarketDataProvider that no area builds is a compile error here, not a
// caller meeting `undefined` at run time.
const isEveryFeedBuilt: BuiltFeeds extends MarketDataProvider ? true : false = true;

/**
 * The embedded market-data provider (docs/DECISIONS.md §5): every area's simulated feed, from one
 * seed, so a given instant shows the same NAVs, quotes and offers on every machine and every run.
 * The dated feeds (offers, events, news) share one anchor day, fixed at their first read.
 */
export function createSimulatedMarketData(options: SimulatedMarketDataOptions): MarketDataProvider {
  const context = simulatedFeedContext(options);
  const feeds: Partial<MarketDataProvider> = {};
  for (const area of serverAreas) {
    if ('marketData' in area) Object.assign(feeds, area.marketData(context));
  }
  if (!isEveryFeedBuilt) throw new Error('unreachable: checked by the compiler');
  return feeds as MarketDataProvider;
}
