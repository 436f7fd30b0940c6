import { addCalendarDays, hongKongDate, type IsoDate } from '../../shared/domain/business-calendar';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import type { Fund } from '../../shared/domain/fund-instrument';
import { lastIndexOnOrBefore, type NavPoint } from '../../shared/domain/fund-performance';
import type { CorporateActionFeed } from './corporate-action-feed';
import type { FundFeed, NavRange } from './fund-feed';
import type { IpoFeed } from './ipo-feed';
import type { MarketDataProvider } from './market-data-provider';
import type { NewsFeed } from './news-feed';
import { createNavSeries, type NavSeries } from './nav-walk';
import { hashString } from './seeded-random';
import { SIMULATED_FUNDS } from './simulated-funds';
import { createSimulatedCorporateActionFeed } from './simulated-corporate-actions';
import { createSimulatedStockFeed } from './simulated-stocks';
import { createSimulatedIpoFeed } from './simulated-ipos';
import { createSimulatedNewsFeed } from './simulated-news';

/** The fixed seed of the whole simulated feed (demo book: prices move from a fixed seed). */
export const SIMULATION_SEED = 20_260_101;

/** What the simulated feed needs: a clock, and when each day's NAV is published (HH:mm HKT). */
export type SimulatedMarketDataOptions = {
  clock: () => Date;
  /**
   * A day's NAV appears from this Hong Kong time on; the default `00:00` publishes it at the
   * start of the day, so the series always reaches the clock's "today". A later time (`18:00`)
   * hides the dealing day's NAV until after the cut-off, as real forward pricing does.
   */
  navPublishTime?: string;
  /**
   * The day the corporate actions are dated from, when it is kept (`keepFeedAnchor`): a restart
   * on a later day then finds the same events, none paid twice. Absent: the clock's day at first
   * use, as the offers and the news always are (so an offer is always open).
   */
  corporateActionAnchor?: IsoDate;
};

const FUNDS: readonly Fund[] = SIMULATED_FUNDS.map((entry) => entry.fund);
const FUNDS_BY_ID = new Map(SIMULATED_FUNDS.map((entry) => [entry.fund.id, entry]));

/** One series per fund for the whole process: the walk depends on nothing but the seed. */
const seriesCache = new Map<string, NavSeries>();

function seriesFor(fundId: string): NavSeries | undefined {
  let series = seriesCache.get(fundId);
  const entry = FUNDS_BY_ID.get(fundId);
  if (!series && entry) {
    series = createNavSeries({
      seed: (SIMULATION_SEED ^ hashString(fundId)) >>> 0,
      launchDate: entry.fund.launchDate,
      navPrecision: entry.fund.navPrecision,
      walk: entry.walk,
    });
    seriesCache.set(fundId, series);
  }
  return series;
}

/**
 * Each fund's published series through the last date asked for. The walk gives a date the same
 * series every time, so calls between two publications share one array instead of copying it.
 */
const publishedCache = new Map<string, { date: IsoDate; points: readonly NavPoint[] }>();

function publishedThrough(fundId: string, date: IsoDate): readonly NavPoint[] {
  const cached = publishedCache.get(fundId);
  if (cached?.date === date) return cached.points;
  const points = seriesFor(fundId)?.pointsThrough(date) ?? [];
  publishedCache.set(fundId, { date, points });
  return points;
}

/** The last date whose NAV is published at `now`. */
function lastPublishedDate(now: Date, publishTime: string): IsoDate {
  const today = hongKongDate(now);
  const isPublished = now.getTime() >= cutOffInstant(today, publishTime).getTime();
  return isPublished ? today : addCalendarDays(today, -1);
}

/** `lastPublishedDate`, remembered from one publication until the next. */
function publishedDateAt(publishTime: string): (now: Date) => IsoDate {
  let window: { from: number; until: number; date: IsoDate } | undefined;
  return (now) => {
    const at = now.getTime();
    if (window && at >= window.from && at < window.until) return window.date;
    const date = lastPublishedDate(now, publishTime);
    const from = cutOffInstant(date, publishTime).getTime();
    const until = cutOffInstant(addCalendarDays(date, 1), publishTime).getTime();
    window = { from, until, date };
    return date;
  };
}

/**
 * The embedded market-data provider (docs/DECISIONS.md §5): a fixed fund universe whose NAVs come
 * from a seeded walk, so a given date always shows the same NAV on every machine and every run,
 * and the published series grows as the clock moves.
 */
export function createSimulatedMarketData(options: SimulatedMarketDataOptions): MarketDataProvider {
  const publishedDate = publishedDateAt(options.navPublishTime ?? '00:00');
  const published = (fundId: string): readonly NavPoint[] =>
    publishedThrough(fundId, publishedDate(options.clock()));

  const funds: FundFeed = {
    list: () => Promise.resolve(FUNDS),
    get: (fundId) => Promise.resolve(FUNDS_BY_ID.get(fundId)?.fund),
    navHistory: (fundId, range: NavRange = {}) => {
      const points = published(fundId);
      const first =
        range.from === undefined
          ? 0
          : lastIndexOnOrBefore(points, addCalendarDays(range.from, -1)) + 1;
      const last =
        range.to === undefined ? points.length - 1 : lastIndexOnOrBefore(points, range.to);
      const isWhole = first === 0 && last === points.length - 1;
      return Promise.resolve(isWhole ? points : points.slice(first, last + 1));
    },
    navOn: (fundId, date) => {
      const points = published(fundId);
      const point = points[lastIndexOnOrBefore(points, date)];
      return Promise.resolve(point?.date === date ? point.nav : undefined);
    },
    latestNav: (fundId) => Promise.resolve(published(fundId).at(-1)),
  };
  // The demo's offers and events are dated from the clock's day at their first use (not at
  // construction: a test builds the feed before its clock exists).
  let anchor: IsoDate | undefined;
  const anchorDay = () => (anchor ??= hongKongDate(options.clock()));
  let corporateActions: CorporateActionFeed | undefined;
  const events = () =>
    (corporateActions ??= createSimulatedCorporateActionFeed(
      options.corporateActionAnchor ?? anchorDay(),
    ));
  let ipos: IpoFeed | undefined;
  const offers = () => (ipos ??= createSimulatedIpoFeed(anchorDay()));
  let news: NewsFeed | undefined;
  const stories = () => (news ??= createSimulatedNewsFeed(anchorDay()));
  return {
    funds,
    stocks: createSimulatedStockFeed({ seed: SIMULATION_SEED }),
    corporateActions: { list: () => events().list(), get: (id) => events().get(id) },
    ipos: { list: () => offers().list(), get: (code) => offers().get(code) },
    news: { list: () => stories().list(), get: (id) => stories().get(id) },
  };
}
