import type { IsoDate } from '../../shared/domain/business-calendar';
import type { ExchangeCode } from '../../shared/contracts/stock-definition';
import {
  isContinuous,
  isExchangeTradingDay,
  isHalfTradingDay,
  tradingSchedule,
} from '../../shared/domain/stock-sessions';
import type { PriceLadder } from './simulated-stock-ladder';
import { createSeededRandom, type SeededRandom } from './seeded-random';

/**
 * One simulated trading day of one instrument, in integers: rungs of the spread-table ladder,
 * lots and milliseconds. A day is a pure function of its previous close, its own seed and the
 * exchange's schedule of that date; the feed chains days from a fixed first date.
 */

/** When a date's trading happens (shared/domain/stock-sessions.ts `tradingSchedule`). */
export type DaySchedule = {
  date: IsoDate;
  /** The first session's start (HKEX pre-opening 09:00, US pre-market 04:00). */
  startAt: number;
  /** The opening auction's match (end of HKEX random matching); null where there is none (US). */
  openingAuctionAt: number | null;
  /** Start of each continuous-trading minute, ascending. */
  minuteStarts: Float64Array;
  /** Per minute: 1 in regular trading, less in US pre- and post-market. */
  minuteWeights: Float64Array;
  /** The closing auction's match (end of HKEX random close); null where there is none (US). */
  closingAuctionAt: number | null;
  /** When the day's last session ends: nothing trades later. */
  endAt: number;
};

/** US pre- and post-market minutes trade this fraction of a regular minute's volume. */
const EXTENDED_VOLUME_WEIGHT = 0.05;
/** ... and move this fraction of a regular minute's volatility. */
const EXTENDED_VOLATILITY_WEIGHT = 0.35;

const MINUTE_MS = 60_000;

const scheduleCache = new Map<string, DaySchedule | null>();

/** A trading date's schedule; null on a day the exchange does not trade. */
export function dayScheduleOf(exchange: ExchangeCode, date: IsoDate): DaySchedule | null {
  const key = `${exchange}|${date}`;
  const cached = scheduleCache.get(key);
  if (cached !== undefined) return cached;
  const sessions = tradingSchedule(exchange, date);
  let schedule: DaySchedule | null = null;
  if (sessions.length > 0) {
    const starts: number[] = [];
    const weights: number[] = [];
    let openingAuctionAt: number | null = null;
    let closingAuctionAt: number | null = null;
    for (const { session, start, end } of sessions) {
      if (session === 'preOpeningMatching') openingAuctionAt = end.getTime();
      if (session === 'closingRandom') closingAuctionAt = end.getTime();
      if (!isContinuous(session)) continue;
      const weight = session === 'preMarket' || session === 'postMarket' ? 0 : 1;
      for (let minute = start.getTime(); minute < end.getTime(); minute += MINUTE_MS) {
        starts.push(minute);
        weights.push(weight);
      }
    }
    schedule = {
      date,
      startAt: (sessions[0] as (typeof sessions)[number]).start.getTime(),
      openingAuctionAt,
      minuteStarts: Float64Array.from(starts),
      minuteWeights: Float64Array.from(weights),
      closingAuctionAt,
      endAt: (sessions[sessions.length - 1] as (typeof sessions)[number]).end.getTime(),
    };
  }
  scheduleCache.set(key, schedule);
  return schedule;
}

/** What a day's walk needs of its schedule: its minutes' weights and which auctions it has. */
export type DayShape = {
  minuteWeights: Float64Array;
  hasOpeningAuction: boolean;
  hasClosingAuction: boolean;
};

const shapeCache = new Map<string, DayShape>();
const dateShapeCache = new Map<string, DayShape | null>();

/**
 * The shape of a trading date, without building its instants: every full day of an exchange has
 * the same minutes in local time (so does every half day), so the walk over years of history
 * reads the calendar only for which kind of day it is.
 */
export function dayShapeOf(exchange: ExchangeCode, date: IsoDate): DayShape | null {
  const dateKey = `${exchange}|${date}`;
  const known = dateShapeCache.get(dateKey);
  if (known !== undefined) return known;
  const shape = isExchangeTradingDay(exchange, date) ? shapeOfKind(exchange, date) : null;
  dateShapeCache.set(dateKey, shape);
  return shape;
}

function shapeOfKind(exchange: ExchangeCode, date: IsoDate): DayShape | null {
  const key = `${exchange}|${isHalfTradingDay(exchange, date)}`;
  const cached = shapeCache.get(key);
  if (cached) return cached;
  const schedule = dayScheduleOf(exchange, date);
  if (!schedule) return null;
  const shape: DayShape = {
    minuteWeights: schedule.minuteWeights,
    hasOpeningAuction: schedule.openingAuctionAt !== null,
    hasClosingAuction: schedule.closingAuctionAt !== null,
  };
  shapeCache.set(key, shape);
  return shape;
}

/** What drives one instrument's walk, in the ladder's terms. */
export type DayParameters = {
  ladder: PriceLadder;
  /** The price the walk reverts towards, in units. */
  baseUnits: number;
  /** Volatility of one regular minute as a fraction of the price. */
  minuteVolatility: number;
  /** Lots of an average regular minute. */
  lotsPerMinute: number;
};

/** The day's path: auctions and, per continuous minute, its close, extremes and lots. */
export type DayPath = {
  openRung: number;
  openingAuctionLots: number;
  /** Per minute: the close rung, the high and low rung (wicks included) and the lots traded. */
  closeRungs: Int32Array;
  highRungs: Int32Array;
  lowRungs: Int32Array;
  lots: Int32Array;
  closeRung: number;
  closingAuctionLots: number;
};

/** Trades printed per continuous minute, one every 5 seconds. */
export const TRADES_PER_MINUTE = 12;
const TRADE_SPACING_MS = MINUTE_MS / TRADES_PER_MINUTE;
const TWO_POW_32 = 2 ** 32;

const uniform = (random: SeededRandom): number => random.nextUint32() / TWO_POW_32;

/** A unit-variance draw bounded in [-3, 3]: the sum of three uniforms, centred and scaled. */
function noise(random: SeededRandom): number {
  return (uniform(random) + uniform(random) + uniform(random) - 1.5) * 2;
}

/** The seed of one instrument's day: its own seed mixed with the day number. */
export function daySeed(instrumentSeed: number, dayNumber: number): number {
  return (Math.imul(instrumentSeed ^ dayNumber, 0x9e3779b1) ^ (dayNumber << 7)) >>> 0;
}

/**
 * Walks a day from the previous close: an opening gap, then per minute a move with a pull back
 * towards the base price, wicks of a fraction of a move, and lots shaped high at both ends.
 */
export function generateDay(
  parameters: DayParameters,
  shape: DayShape,
  previousCloseRung: number,
  seed: number,
): DayPath {
  const { ladder, baseUnits, minuteVolatility, lotsPerMinute } = parameters;
  const random = createSeededRandom(seed);
  const count = shape.minuteWeights.length;
  const closeRungs = new Int32Array(count);
  const highRungs = new Int32Array(count);
  const lowRungs = new Int32Array(count);
  const lots = new Int32Array(count);
  const previousUnits = ladder.unitsAt(previousCloseRung);
  const gap = noise(random) * minuteVolatility * 4;
  const openRung = ladder.nearestRung(previousUnits * (1 + gap));
  const openingAuctionLots = Math.round(lotsPerMinute * (3 + 4 * uniform(random)));
  let rung = openRung;
  let units = ladder.unitsAt(rung);
  const top = ladder.top;
  for (let minute = 0; minute < count; minute += 1) {
    const isRegular = (shape.minuteWeights[minute] as number) === 1;
    const volatility = minuteVolatility * (isRegular ? 1 : EXTENDED_VOLATILITY_WEIGHT);
    const pull = ((baseUnits - units) / units) * 0.00005;
    const next = ladder.nearestRung(units * (1 + volatility * noise(random) + pull));
    const nextUnits = ladder.unitsAt(next);
    // Wicks reach a fraction of a typical move past the minute's open and close, in whole ticks
    // of the local band (the walk's price changes by far less than a band within a minute).
    const tick = ladder.unitsAt(next + 1) - nextUnits || 1;
    const wick = (units * volatility * 0.6) / tick;
    const up = Math.min(top, Math.max(rung, next) + Math.round(wick * uniform(random)));
    const down = Math.max(0, Math.min(rung, next) - Math.round(wick * uniform(random)));
    const position = minute / Math.max(1, count - 1) - 0.5;
    const profile = (0.7 + 2.4 * position * position) * (isRegular ? 1 : EXTENDED_VOLUME_WEIGHT);
    closeRungs[minute] = next;
    highRungs[minute] = up;
    lowRungs[minute] = down;
    lots[minute] = Math.max(
      TRADES_PER_MINUTE,
      Math.round(lotsPerMinute * profile * (0.4 + 1.2 * uniform(random))),
    );
    rung = next;
    units = nextUnits;
  }
  const step = random.nextUint32() % 4;
  const closeRung = !shape.hasClosingAuction
    ? rung
    : Math.max(0, Math.min(ladder.top, rung + (step === 0 ? -1 : step === 3 ? 1 : 0)));
  const closingAuctionLots = !shape.hasClosingAuction
    ? 0
    : Math.round(lotsPerMinute * (8 + 8 * uniform(random)));
  return {
    openRung,
    openingAuctionLots,
    closeRungs,
    highRungs,
    lowRungs,
    lots,
    closeRung,
    closingAuctionLots,
  };
}

/** A day's bar in rungs and lots. */
export type DayBar = { open: number; high: number; low: number; close: number; lots: number };

/** Aggregates a day's path into its bar (what its trades add up to). */
export function dayBarOf(path: DayPath): DayBar {
  let high = Math.max(path.openRung, path.closeRung);
  let low = Math.min(path.openRung, path.closeRung);
  let lots = path.openingAuctionLots + path.closingAuctionLots;
  for (let minute = 0; minute < path.lots.length; minute += 1) {
    high = Math.max(high, path.highRungs[minute] as number);
    low = Math.min(low, path.lowRungs[minute] as number);
    lots += path.lots[minute] as number;
  }
  // Without an opening auction (US) the first minute opens at the open rung: it is a trade too.
  return { open: path.openRung, high, low, close: path.closeRung, lots };
}

/** Every trade of a day, oldest first, with running totals for quotes at any instant. */
export type DayTrades = {
  times: Float64Array;
  rungs: Int32Array;
  lots: Int32Array;
  /** Shares traded up to and including each trade. */
  cumulativeShares: Float64Array;
  /** Σ shares × price in units (0.0001) up to and including each trade. */
  cumulativeTurnover: Float64Array;
  runningHigh: Int32Array;
  runningLow: Int32Array;
};

function splitLots(total: number, parts: number, random: SeededRandom): Int32Array {
  const weights: number[] = [];
  let sum = 0;
  for (let part = 0; part < parts; part += 1) {
    const weight = 1 + (random.nextUint32() % 8);
    weights.push(weight);
    sum += weight;
  }
  const spare = total - parts;
  const shares = new Int32Array(parts);
  let given = 0;
  for (let part = 0; part < parts; part += 1) {
    const extra =
      part === parts - 1 ? spare - given : Math.floor((spare * (weights[part] as number)) / sum);
    shares[part] = 1 + extra;
    given += extra;
  }
  return shares;
}

/**
 * Expands a day's path into its trades: the opening auction, twelve trades per minute (the
 * first at the previous minute's close, the last at the minute's close, two touching its high
 * and low, the rest in between), and the closing auction. Minute bars built from these trades
 * are exactly the path's minutes, and the day's bar is `dayBarOf(path)`.
 */
export function expandTrades(
  path: DayPath,
  schedule: DaySchedule,
  ladder: PriceLadder,
  boardLot: number,
  seed: number,
): DayTrades {
  const minutes = schedule.minuteStarts.length;
  const hasOpening = schedule.openingAuctionAt !== null;
  const hasClosing = schedule.closingAuctionAt !== null;
  const count = minutes * TRADES_PER_MINUTE + (hasOpening ? 1 : 0) + (hasClosing ? 1 : 0);
  const times = new Float64Array(count);
  const rungs = new Int32Array(count);
  const lots = new Int32Array(count);
  let index = 0;
  const push = (time: number, rung: number, lotCount: number) => {
    times[index] = time;
    rungs[index] = rung;
    lots[index] = lotCount;
    index += 1;
  };
  if (hasOpening) push(schedule.openingAuctionAt as number, path.openRung, path.openingAuctionLots);
  let previous = path.openRung;
  for (let minute = 0; minute < minutes; minute += 1) {
    const random = createSeededRandom((seed ^ Math.imul(minute + 1, 0x85ebca6b)) >>> 0);
    const start = schedule.minuteStarts[minute] as number;
    const close = path.closeRungs[minute] as number;
    const high = path.highRungs[minute] as number;
    const low = path.lowRungs[minute] as number;
    const highAt = 1 + (random.nextUint32() % 10);
    const lowAt = 1 + ((highAt + (random.nextUint32() % 9)) % 10);
    const split = splitLots(path.lots[minute] as number, TRADES_PER_MINUTE, random);
    for (let trade = 0; trade < TRADES_PER_MINUTE; trade += 1) {
      let rung: number;
      if (trade === 0) rung = previous;
      else if (trade === TRADES_PER_MINUTE - 1) rung = close;
      else if (trade === highAt) rung = high;
      else if (trade === lowAt) rung = low;
      else rung = low + (random.nextUint32() % (high - low + 1));
      push(start + trade * TRADE_SPACING_MS, rung, split[trade] as number);
    }
    previous = close;
  }
  if (hasClosing)
    push(schedule.closingAuctionAt as number, path.closeRung, path.closingAuctionLots);

  const cumulativeShares = new Float64Array(count);
  const cumulativeTurnover = new Float64Array(count);
  const runningHigh = new Int32Array(count);
  const runningLow = new Int32Array(count);
  let shares = 0;
  let turnover = 0;
  let high = -1;
  let low = Number.MAX_SAFE_INTEGER;
  for (let trade = 0; trade < count; trade += 1) {
    const rung = rungs[trade] as number;
    const traded = (lots[trade] as number) * boardLot;
    shares += traded;
    turnover += traded * ladder.unitsAt(rung);
    high = Math.max(high, rung);
    low = Math.min(low, rung);
    cumulativeShares[trade] = shares;
    cumulativeTurnover[trade] = turnover;
    runningHigh[trade] = high;
    runningLow[trade] = low;
  }
  return { times, rungs, lots, cumulativeShares, cumulativeTurnover, runningHigh, runningLow };
}

/** The index of the last trade at or before `at` (-1 when none). */
export function lastTradeIndexAt(trades: DayTrades, at: number): number {
  let low = 0;
  let high = trades.times.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((trades.times[middle] as number) <= at) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}
