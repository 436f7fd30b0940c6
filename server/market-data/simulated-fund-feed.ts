import { addCalendarDays, hongKongDate, type IsoDate } from '../../shared/domain/business-calendar';
import { cutOffInstant } from '../../shared/domain/fund-dealing';
import type { Fund } from '../../shared/domain/fund-instrument';
import { lastIndexOnOrBefore, type NavPoint } from '../../shared/domain/fund-performance';
import type { FundFeed, NavRange } from './fund-feed';
import { createNavSeries, type NavSeries } from './nav-walk';
import { hashString } from './seeded-random';
import { SIMULATED_FUNDS } from './simulated-funds';
import { SIMULATION_SEED, type SimulatedMarketDataOptions } from './simulated-feed-context';

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
 * The simulated fund feed (docs/DECISIONS.md §5): a fixed fund universe whose NAVs come from a
 * seeded walk, so a given date always shows the same NAV on every machine and every run, and the
 * published series grows as the clock moves.
 */
export function createSimulatedFundFeed(
  options: Pick<SimulatedMarketDataOptions, 'clock' | 'navPublishTime'>,
): FundFeed {
  const publishedDate = publishedDateAt(options.navPublishTime ?? '00:00');
  const published = (fundId: string): readonly NavPoint[] =>
    publishedThrough(fundId, publishedDate(options.clock()));

  return {
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
}
