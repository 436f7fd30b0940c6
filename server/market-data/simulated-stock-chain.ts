import {
  addCalendarDays,
  isoDateToDayNumber,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import type { ExchangeCode } from '../../shared/contracts/stock-definition';
import type { StockInstrument } from './stock-feed';
import { hashString } from './seeded-random';
import {
  dayBarOf,
  dayScheduleOf,
  dayShapeOf,
  daySeed,
  expandTrades,
  generateDay,
  type DayBar,
  type DayParameters,
  type DayShape,
  type DayTrades,
} from './simulated-stock-day';
import { ladderOf, toUnits } from './simulated-stock-ladder';
import type { SimulatedStock } from './simulated-stock-universe';

/**
 * The per-instrument day chain of the simulated stock feed: each instrument walks day by day from
 * STOCK_WALK_START from its own seed; the chain of daily bars and the recent days' trades are
 * cached per instrument.
 */

/** The walk's first trade date: three years of daily bars before any plausible clock of the demo. */
export const STOCK_WALK_START: IsoDate = '2023-01-02';

/** Regular minutes in an ordinary day, for the minute volatility. */
const REGULAR_MINUTES: Readonly<Record<ExchangeCode, number>> = { HKEX: 330, US: 390 };

export type Instrument = {
  instrument: StockInstrument;
  seed: number;
  parameters: DayParameters;
  decimals: number;
  /** Trading dates walked so far, their bars, and the index of each date. */
  dates: IsoDate[];
  bars: DayBar[];
  indexOf: Map<IsoDate, number>;
  /** The last calendar date the chain has been walked through. */
  walkedThrough: IsoDate;
  /** The trades of the last few dates asked for. */
  trades: Map<IsoDate, DayTrades>;
};

export function parametersOf(entry: SimulatedStock): DayParameters {
  const { instrument, walk } = entry;
  const regular = REGULAR_MINUTES[instrument.exchange];
  const extended = instrument.exchange === 'US' ? 570 * 0.05 : 0;
  return {
    ladder: ladderOf(instrument.spreadTable),
    baseUnits: toUnits(walk.basePrice),
    minuteVolatility: walk.annualVolatilityPercent / 100 / Math.sqrt(252 * regular),
    lotsPerMinute: walk.dailyVolume / instrument.boardLot / (regular + extended),
  };
}

const instrumentCache = new Map<string, Instrument>();

export function instrumentOf(seed: number, entry: SimulatedStock): Instrument {
  const key = `${seed}|${entry.instrument.symbol}`;
  let state = instrumentCache.get(key);
  if (!state) {
    state = {
      instrument: entry.instrument,
      seed: (seed ^ hashString(entry.instrument.symbol)) >>> 0,
      parameters: parametersOf(entry),
      decimals: entry.instrument.priceDecimals,
      dates: [],
      bars: [],
      indexOf: new Map(),
      walkedThrough: addCalendarDays(STOCK_WALK_START, -1),
      trades: new Map(),
    };
    instrumentCache.set(key, state);
  }
  return state;
}

/** The rung the walk starts from (before its first trade date). */
export const baseRung = (state: Instrument): number =>
  state.parameters.ladder.nearestRung(state.parameters.baseUnits);

/** Walks the day chain through `date` (inclusive). */
export function walkThrough(state: Instrument, date: IsoDate): void {
  if (date <= state.walkedThrough) return;
  const { exchange } = state.instrument;
  let day = addCalendarDays(state.walkedThrough, 1);
  for (; day <= date; day = addCalendarDays(day, 1)) {
    const shape = dayShapeOf(exchange, day);
    if (!shape) continue;
    const previous = state.bars.at(-1)?.close ?? baseRung(state);
    const seed = daySeed(state.seed, isoDateToDayNumber(day));
    const bar = dayBarOf(generateDay(state.parameters, shape, previous, seed));
    state.indexOf.set(day, state.dates.length);
    state.dates.push(day);
    state.bars.push(bar);
  }
  state.walkedThrough = date;
}

/** The close before a trade date (the base price before the walk's start). */
export function previousCloseRung(state: Instrument, date: IsoDate): number {
  walkThrough(state, date);
  const index = state.indexOf.get(date);
  if (index === undefined || index === 0) return baseRung(state);
  return (state.bars[index - 1] as DayBar).close;
}

/** A trade date's trades, generated once and kept for the last few dates asked. */
export function tradesOn(state: Instrument, date: IsoDate): DayTrades | undefined {
  const cached = state.trades.get(date);
  if (cached) return cached;
  const { exchange, boardLot } = state.instrument;
  const schedule = dayScheduleOf(exchange, date);
  if (!schedule || date < STOCK_WALK_START) return undefined;
  const previous = previousCloseRung(state, date);
  const seed = daySeed(state.seed, isoDateToDayNumber(date));
  const path = generateDay(
    state.parameters,
    dayShapeOf(exchange, date) as DayShape,
    previous,
    seed,
  );
  const trades = expandTrades(path, schedule, state.parameters.ladder, boardLot, seed);
  if (state.trades.size >= 3) state.trades.delete(state.trades.keys().next().value as IsoDate);
  state.trades.set(date, trades);
  return trades;
}
