import { isoDateToDayNumber, type IsoDate } from '../../shared/domain/business-calendar';
import {
  DAY_MS,
  HOUR_MS,
  MINUTE_MS,
  seededUint32,
  tradesOfMinute,
  type AssetWalk,
} from './simulated-crypto-walk';

/**
 * The crypto walk's bars and tape, in USD ticks of the asset (the feed converts them for its HKD
 * pairs). A minute bar opens at the walk's price at the minute's start, closes at its price at
 * the next minute's start (or at the instant asked, for the minute in progress), and its high and
 * low take in the minute's trades; so bars, tape and quotes agree. Finished bars are cached per
 * asset (they never change), so a quote's 24-hour figures cost a map read per minute.
 */

/** A bar in USD ticks and quantity units. */
export type TickBar = {
  start: number;
  open: number;
  high: number;
  low: number;
  close: number;
  units: number;
};

/** A tape trade in USD ticks and quantity units. */
export type TickTrade = { time: number; ticks: number; units: number };

/** At most this many trades come back from one `tape` call: the latest ones of the range. */
export const MAX_TAPE_TRADES = 2000;

/** A daily bar's high and low are the walk's extremes sampled this often (and at open, close). */
const DAILY_SAMPLE_MS = 15 * MINUTE_MS;

/** Simulated trades a day, on average (3.5 a minute), for the daily bars' volume. */
const TRADES_PER_DAY = 5040;

/** Hong Kong is eight hours ahead of UTC, with no daylight saving. */
const HONG_KONG_OFFSET_MS = 8 * HOUR_MS;

const CACHE_LIMIT = { minutes: 4000, days: 1200 } as const;

/** The start of a Hong Kong calendar day, as epoch milliseconds. */
export const hongKongDayStart = (date: IsoDate): number =>
  isoDateToDayNumber(date) * DAY_MS - HONG_KONG_OFFSET_MS;

function remember<V>(cache: Map<number, V>, key: number, value: V, limit: number): V {
  if (cache.size >= limit) {
    const oldest = cache.keys().next();
    if (!oldest.done) cache.delete(oldest.value);
  }
  cache.set(key, value);
  return value;
}

/** One asset's bars and tape, with its finished minutes and days cached. */
export type AssetBars = {
  /** The bar of a minute (by its index since the epoch), its trades up to `until` only. */
  minuteBar(minute: number, until: number): TickBar;
  /** The minute bars of the 24 hours up to `at`: 1,440 bars, the last one in progress. */
  minuteBars(at: number): TickBar[];
  /** A Hong Kong day's bar, up to `until` when the day is in progress. */
  dayBar(date: IsoDate, until: number): TickBar;
  /** Trades in (from, to], oldest first: the latest MAX_TAPE_TRADES of them. */
  tape(from: number, to: number): TickTrade[];
};

export function createAssetBars(walk: AssetWalk): AssetBars {
  const minutes = new Map<number, TickBar>();
  const days = new Map<number, TickBar>();

  const buildMinute = (minute: number, until: number): TickBar => {
    const start = minute * MINUTE_MS;
    const open = walk.ticksAt(start);
    const close = walk.ticksAt(Math.min(until, start + MINUTE_MS));
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    let units = 0;
    const trades = tradesOfMinute(walk, minute);
    trades.times.forEach((time, index) => {
      if (time > until) return;
      const ticks = walk.ticksAt(time);
      high = Math.max(high, ticks);
      low = Math.min(low, ticks);
      units += trades.units[index] as number;
    });
    return { start, open, high, low, close, units };
  };

  const minuteBar = (minute: number, until: number): TickBar => {
    const isFinished = until >= (minute + 1) * MINUTE_MS;
    if (!isFinished) return buildMinute(minute, until);
    return (
      minutes.get(minute) ??
      remember(minutes, minute, buildMinute(minute, until), CACHE_LIMIT.minutes)
    );
  };

  const buildDay = (start: number, until: number): TickBar => {
    const end = Math.min(until, start + DAY_MS);
    const open = walk.ticksAt(start);
    const close = walk.ticksAt(end);
    let high = Math.max(open, close);
    let low = Math.min(open, close);
    for (let time = start + DAILY_SAMPLE_MS; time < end; time += DAILY_SAMPLE_MS) {
      const ticks = walk.ticksAt(time);
      high = Math.max(high, ticks);
      low = Math.min(low, ticks);
    }
    const { min, max } = walk.walk.tradeUnits;
    const meanUnits = min + (max - min) / 3;
    const spread = 0.8 + (0.4 * seededUint32(walk.seed, 200, start / HOUR_MS)) / 4_294_967_296;
    const units = Math.floor(meanUnits * TRADES_PER_DAY * spread * ((end - start) / DAY_MS));
    return { start, open, high, low, close, units };
  };

  return {
    minuteBar,
    minuteBars(at) {
      const last = Math.floor(at / MINUTE_MS);
      const bars: TickBar[] = [];
      for (let minute = last - 1439; minute <= last; minute += 1) {
        bars.push(minuteBar(minute, at));
      }
      return bars;
    },
    dayBar(date, until) {
      const start = hongKongDayStart(date);
      if (until < start + DAY_MS) return buildDay(start, until);
      return days.get(start) ?? remember(days, start, buildDay(start, until), CACHE_LIMIT.days);
    },
    tape(from, to) {
      const latestFirst: TickTrade[] = [];
      const firstMinute = Math.floor(from / MINUTE_MS);
      for (let minute = Math.floor(to / MINUTE_MS); minute >= firstMinute; minute -= 1) {
        const trades = tradesOfMinute(walk, minute);
        for (let index = trades.times.length - 1; index >= 0; index -= 1) {
          const time = trades.times[index] as number;
          if (time <= from || time > to) continue;
          latestFirst.push({
            time,
            ticks: walk.ticksAt(time),
            units: trades.units[index] as number,
          });
          if (latestFirst.length === MAX_TAPE_TRADES) return latestFirst.reverse();
        }
      }
      return latestFirst.reverse();
    },
  };
}
