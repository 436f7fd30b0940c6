import {
  addCalendarDays,
  isoDateToDayNumber,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import type {
  ExchangeCode,
  MarketSessionName,
  StockQuote,
} from '../../shared/contracts/stock-definition';
import {
  isExchangeTradingDay,
  previousTradingDay,
  sessionAt,
} from '../../shared/domain/stock-sessions';
import type {
  MarketState,
  PriceBar,
  StockDepth,
  StockFeed,
  StockInstrument,
  TapeTrade,
} from './market-data-provider';
import { createSeededRandom, hashString } from './seeded-random';
import {
  dayBarOf,
  dayScheduleOf,
  dayShapeOf,
  daySeed,
  expandTrades,
  generateDay,
  lastTradeIndexAt,
  type DayBar,
  type DayParameters,
  type DayShape,
  type DayTrades,
} from './simulated-stock-day';
import { ladderOf, toUnits, unitsToPrice } from './simulated-stock-ladder';
import {
  SIMULATED_EXCHANGES,
  SIMULATED_STOCKS,
  type SimulatedStock,
} from './simulated-stock-universe';

/**
 * The simulated stock feed (issue 11 §1-2): each instrument walks from a fixed first trade date,
 * day by day and minute by minute on its spread table, from a seed per instrument; a day's trades
 * and quotes follow from its previous close and its own seed. So a given instant always shows the
 * same quote, prices move only inside sessions (stock-sessions.ts), and a day's minute bars, tape
 * and daily bar agree. Work is cached per instrument (the day chain, the recent days' trades) and
 * per exchange (the session now), so quotes for many symbols every second cost a binary search.
 */

/** The walk's first trade date: three years of daily bars before any plausible clock of the demo. */
export const STOCK_WALK_START: IsoDate = '2023-01-02';

/** How many days `tape` looks across at most (a job asks for seconds or minutes). */
const MAX_TAPE_DAYS = 31;

/** Hours from local midnight to an exchange's first session (bars are stamped at midnight). */
const FIRST_SESSION_HOUR: Readonly<Record<ExchangeCode, number>> = { HKEX: 9, US: 4 };

/** Regular minutes in an ordinary day, for the minute volatility. */
const REGULAR_MINUTES: Readonly<Record<ExchangeCode, number>> = { HKEX: 330, US: 390 };

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

type Instrument = {
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

function parametersOf(entry: SimulatedStock): DayParameters {
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

function instrumentOf(seed: number, entry: SimulatedStock): Instrument {
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
const baseRung = (state: Instrument): number =>
  state.parameters.ladder.nearestRung(state.parameters.baseUnits);

/** Walks the day chain through `date` (inclusive). */
function walkThrough(state: Instrument, date: IsoDate): void {
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
function previousCloseRung(state: Instrument, date: IsoDate): number {
  walkThrough(state, date);
  const index = state.indexOf.get(date);
  if (index === undefined || index === 0) return baseRung(state);
  return (state.bars[index - 1] as DayBar).close;
}

/** A trade date's trades, generated once and kept for the last few dates asked. */
function tradesOn(state: Instrument, date: IsoDate): DayTrades | undefined {
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

/** An exchange's session now and the trade date quotes show, remembered for up to a minute. */
type ExchangeNow = {
  market: MarketState;
  /** Today once its first session has begun, else the previous trading day. */
  quoteDate: IsoDate;
  from: number;
  until: number;
};

function exchangeNowAt(exchange: ExchangeCode, at: number): ExchangeNow {
  const state = sessionAt(exchange, new Date(at));
  const quoteDate =
    state.isTradingDay && !state.isBeforeOpen
      ? state.tradeDate
      : previousTradingDay(exchange, state.tradeDate);
  const next = state.nextChangeAt?.getTime() ?? Number.POSITIVE_INFINITY;
  return {
    market: {
      exchange,
      session: state.session,
      tradeDate: state.tradeDate,
      isTradingDay: state.isTradingDay,
      nextChangeAt: state.nextChangeAt?.toISOString() ?? null,
    },
    quoteDate,
    from: at,
    until: Math.min(next, at + MINUTE_MS),
  };
}

/** `a − b` of two unit amounts as a signed decimal string. */
function signedPrice(units: number, decimals: number): string {
  return units < 0 ? `-${unitsToPrice(-units, decimals)}` : unitsToPrice(units, decimals);
}

/** `change / previous × 100` to two decimals, half away from zero, in integers. */
function percentOf(change: number, previous: number): string {
  const hundredths = Math.floor((2 * Math.abs(change) * 10_000 + previous) / (2 * previous));
  const text = `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
  return change < 0 && hundredths > 0 ? `-${text}` : text;
}

/** Where an instrument stands at an instant: the day shown and its last trade so far. */
type Position = {
  state: Instrument;
  session: MarketSessionName;
  previousRung: number;
  trades: DayTrades | undefined;
  /** The last trade at or before the instant; -1 before the day's first. */
  index: number;
  lastRung: number;
  /** Trading halted or the instrument delisted: the price stays at its last close. */
  isFrozen: boolean;
};

/** Options of the simulated stock feed. */
export type SimulatedStockOptions = { seed: number };

/** The embedded stock feed over the demo book's universe (simulated-stock-universe.ts). */
export function createSimulatedStockFeed(options: SimulatedStockOptions): StockFeed {
  const entries = new Map(SIMULATED_STOCKS.map((entry) => [entry.instrument.symbol, entry]));
  const instruments = SIMULATED_STOCKS.map((entry) => entry.instrument);
  const lookup = (symbol: string): Instrument | undefined => {
    const entry = entries.get(symbol);
    return entry && instrumentOf(options.seed, entry);
  };

  const exchangeCache = new Map<ExchangeCode, ExchangeNow>();
  const exchangeNow = (exchange: ExchangeCode, at: Date): ExchangeNow => {
    const time = at.getTime();
    const cached = exchangeCache.get(exchange);
    if (cached && time >= cached.from && time < cached.until) return cached;
    const fresh = exchangeNowAt(exchange, time);
    exchangeCache.set(exchange, fresh);
    return fresh;
  };

  const positionOf = (state: Instrument, at: Date): Position => {
    const { instrument } = state;
    const now = exchangeNow(instrument.exchange, at);
    const isFrozen = instrument.isSuspended || instrument.status !== 'active';
    const date = now.quoteDate;
    if (isFrozen || date < STOCK_WALK_START) {
      const rung = baseRung(state);
      const session = now.market.session;
      return {
        state,
        session,
        previousRung: rung,
        trades: undefined,
        index: -1,
        lastRung: rung,
        isFrozen,
      };
    }
    const previousRung = previousCloseRung(state, date);
    const trades = tradesOn(state, date);
    const index = trades ? lastTradeIndexAt(trades, at.getTime()) : -1;
    const lastRung = trades && index >= 0 ? (trades.rungs[index] as number) : previousRung;
    return { state, session: now.market.session, previousRung, trades, index, lastRung, isFrozen };
  };

  const quoteOf = (position: Position, at: Date): StockQuote => {
    const { state, trades, index, lastRung, previousRung } = position;
    const { ladder } = state.parameters;
    const { decimals } = state;
    const price = (rung: number) => ladder.priceAt(rung, decimals);
    const hasTraded = trades !== undefined && index >= 0;
    const lastUnits = ladder.unitsAt(lastRung);
    const previousUnits = ladder.unitsAt(previousRung);
    const change = lastUnits - previousUnits;
    return {
      symbol: state.instrument.symbol,
      exchange: state.instrument.exchange,
      currency: state.instrument.currency,
      last: price(lastRung),
      previousClose: price(previousRung),
      open: hasTraded ? price(trades.rungs[0] as number) : null,
      high: hasTraded ? price(trades.runningHigh[index] as number) : null,
      low: hasTraded ? price(trades.runningLow[index] as number) : null,
      change: signedPrice(change, decimals),
      changePercent: percentOf(change, previousUnits),
      volume: hasTraded ? String(trades.cumulativeShares[index]) : '0',
      turnover: hasTraded
        ? unitsToPrice(trades.cumulativeTurnover[index] as number, decimals)
        : unitsToPrice(0, decimals),
      bid: position.isFrozen || lastRung <= 0 ? null : price(lastRung - 1),
      ask: position.isFrozen || lastRung >= ladder.top ? null : price(lastRung + 1),
      session: position.session,
      isSuspended: state.instrument.isSuspended,
      at: at.toISOString(),
    };
  };

  const depthOf = (position: Position, at: Date): StockDepth => {
    const { state, lastRung } = position;
    const { ladder } = state.parameters;
    const symbol = state.instrument.symbol;
    if (position.isFrozen) return { symbol, bids: [], asks: [], at: at.toISOString() };
    const random = createSeededRandom(
      (state.seed ^ Math.imul(position.index + 2, 0x27d4eb2d) ^ (lastRung << 3)) >>> 0,
    );
    const spread = Math.max(4, Math.round(state.parameters.lotsPerMinute * 3));
    const level = (rung: number) => {
      const lots = 1 + (random.nextUint32() % spread);
      return {
        price: ladder.priceAt(rung, state.decimals),
        quantity: String(lots * state.instrument.boardLot),
        orders: 1 + (random.nextUint32() % Math.min(lots, 30)),
      };
    };
    const bids = [];
    const asks = [];
    for (let step = 1; step <= 10; step += 1) {
      if (lastRung - step >= 0) bids.push(level(lastRung - step));
      if (lastRung + step <= ladder.top) asks.push(level(lastRung + step));
    }
    return { symbol, bids, asks, at: at.toISOString() };
  };

  /** Local midnight of a trade date, from its first session's start. */
  const midnightOf = (exchange: ExchangeCode, date: IsoDate): number =>
    (dayScheduleOf(exchange, date)?.startAt ?? 0) - FIRST_SESSION_HOUR[exchange] * HOUR_MS;

  const minuteBarsOf = (state: Instrument, trades: DayTrades, lastIndex: number): PriceBar[] => {
    const { ladder } = state.parameters;
    const price = (rung: number) => ladder.priceAt(rung, state.decimals);
    const bars: PriceBar[] = [];
    let minute = Number.NaN;
    let open = 0;
    let high = 0;
    let low = 0;
    let close = 0;
    let shares = 0;
    const flush = () => {
      if (Number.isNaN(minute)) return;
      bars.push({
        time: new Date(minute).toISOString(),
        open: price(open),
        high: price(high),
        low: price(low),
        close: price(close),
        volume: String(shares),
      });
    };
    for (let index = 0; index <= lastIndex; index += 1) {
      const time = trades.times[index] as number;
      const rung = trades.rungs[index] as number;
      const traded = (trades.lots[index] as number) * state.instrument.boardLot;
      const start = time - (time % MINUTE_MS);
      if (start !== minute) {
        flush();
        minute = start;
        open = rung;
        high = rung;
        low = rung;
        shares = 0;
      }
      high = Math.max(high, rung);
      low = Math.min(low, rung);
      close = rung;
      shares += traded;
    }
    flush();
    return bars;
  };

  const feed: StockFeed = {
    exchanges: () => Promise.resolve(SIMULATED_EXCHANGES),
    list: () => Promise.resolve(instruments),
    get: (symbol) => Promise.resolve(entries.get(symbol)?.instrument),
    search: (query, searchOptions = {}) => {
      const wanted = query.trim().toLowerCase();
      const digits = /^\d+$/.test(wanted) ? wanted.replace(/^0+/, '') : null;
      const rank = (instrument: StockInstrument): number => {
        const symbol = instrument.symbol.toLowerCase();
        if (wanted === '' || symbol === wanted) return 0;
        if (digits !== null && digits !== '' && symbol.replace(/^0+/, '') === digits) return 0;
        if (symbol.startsWith(wanted)) return 1;
        if (digits !== null && digits !== '' && symbol.replace(/^0+/, '').startsWith(digits))
          return 1;
        const names = Object.values(instrument.name).map((name) => name.toLowerCase());
        if (names.some((name) => name.startsWith(wanted))) return 2;
        if (symbol.includes(wanted) || names.some((name) => name.includes(wanted))) return 3;
        return -1;
      };
      const found = instruments
        .filter((instrument) => instrument.status === 'active')
        .filter(
          (instrument) => !searchOptions.exchange || instrument.exchange === searchOptions.exchange,
        )
        .map((instrument, order) => ({ instrument, order, rank: rank(instrument) }))
        .filter((entry) => entry.rank >= 0)
        .sort((a, b) => a.rank - b.rank || a.order - b.order)
        .slice(0, searchOptions.limit ?? 20)
        .map((entry) => entry.instrument);
      return Promise.resolve(found);
    },
    quote: (symbol, at) => {
      const state = lookup(symbol);
      return Promise.resolve(state && quoteOf(positionOf(state, at), at));
    },
    depth: (symbol, at) => {
      const state = lookup(symbol);
      return Promise.resolve(state && depthOf(positionOf(state, at), at));
    },
    minuteBars: (symbol, at) => {
      const state = lookup(symbol);
      if (!state) return Promise.resolve([]);
      const position = positionOf(state, at);
      if (position.isFrozen) return Promise.resolve([]);
      if (position.trades && position.index >= 0) {
        return Promise.resolve(minuteBarsOf(state, position.trades, position.index));
      }
      // Before today's first trade the chart shows the last trade date's minutes.
      const quoteDate = exchangeNow(state.instrument.exchange, at).quoteDate;
      const previous = previousTradingDay(state.instrument.exchange, quoteDate);
      const trades = previous >= STOCK_WALK_START ? tradesOn(state, previous) : undefined;
      return Promise.resolve(trades ? minuteBarsOf(state, trades, trades.times.length - 1) : []);
    },
    dailyBars: (symbol, at, range = {}) => {
      const state = lookup(symbol);
      if (!state || state.instrument.isSuspended || state.instrument.status !== 'active') {
        return Promise.resolve([]);
      }
      const { exchange } = state.instrument;
      const now = exchangeNow(exchange, at);
      const lastDate = now.quoteDate;
      const isClosed = (dayScheduleOf(exchange, lastDate)?.endAt ?? 0) <= at.getTime();
      const lastClosed = isClosed ? lastDate : previousTradingDay(exchange, lastDate);
      const to = range.to !== undefined && range.to < lastClosed ? range.to : lastClosed;
      const from = range.from ?? `${Number(lastClosed.slice(0, 4)) - 3}${lastClosed.slice(4)}`;
      walkThrough(state, to);
      const { ladder } = state.parameters;
      const price = (rung: number) => ladder.priceAt(rung, state.decimals);
      const bars: PriceBar[] = [];
      state.dates.forEach((date, index) => {
        if (date < from || date > to) return;
        const bar = state.bars[index] as DayBar;
        bars.push({
          time: new Date(midnightOf(exchange, date)).toISOString(),
          open: price(bar.open),
          high: price(bar.high),
          low: price(bar.low),
          close: price(bar.close),
          volume: String(bar.lots * state.instrument.boardLot),
        });
      });
      return Promise.resolve(bars);
    },
    tape: (symbol, from, to) => {
      const state = lookup(symbol);
      if (!state || state.instrument.isSuspended || state.instrument.status !== 'active') {
        return Promise.resolve([]);
      }
      const { exchange, boardLot } = state.instrument;
      const start = Math.max(from.getTime(), to.getTime() - MAX_TAPE_DAYS * 24 * HOUR_MS);
      const end = to.getTime();
      if (end <= start) return Promise.resolve([]);
      const firstDate = sessionAt(exchange, new Date(start)).tradeDate;
      const lastDate = sessionAt(exchange, new Date(end)).tradeDate;
      const { ladder } = state.parameters;
      const printed: TapeTrade[] = [];
      for (let date = firstDate; date <= lastDate; date = addCalendarDays(date, 1)) {
        if (date < STOCK_WALK_START || !isExchangeTradingDay(exchange, date)) continue;
        const trades = tradesOn(state, date);
        if (!trades) continue;
        const last = lastTradeIndexAt(trades, end);
        for (let index = lastTradeIndexAt(trades, start) + 1; index <= last; index += 1) {
          printed.push({
            at: new Date(trades.times[index] as number),
            price: ladder.priceAt(trades.rungs[index] as number, state.decimals),
            volume: String((trades.lots[index] as number) * boardLot),
          });
        }
      }
      return Promise.resolve(printed);
    },
    auctionPrice: (symbol, tradeDate, auction, at) => {
      const state = lookup(symbol);
      if (!state || state.instrument.isSuspended || state.instrument.status !== 'active') {
        return Promise.resolve(undefined);
      }
      const schedule = dayScheduleOf(state.instrument.exchange, tradeDate);
      if (!schedule || tradeDate < STOCK_WALK_START) return Promise.resolve(undefined);
      const runsAt =
        auction === 'opening'
          ? (schedule.openingAuctionAt ?? (schedule.minuteStarts[0] as number))
          : (schedule.closingAuctionAt ?? schedule.endAt);
      if (at.getTime() < runsAt) return Promise.resolve(undefined);
      walkThrough(state, tradeDate);
      const bar = state.bars[state.indexOf.get(tradeDate) as number] as DayBar;
      const rung = auction === 'opening' ? bar.open : bar.close;
      return Promise.resolve(state.parameters.ladder.priceAt(rung, state.decimals));
    },
    marketState: (exchange, at) => exchangeNow(exchange, at).market,
  };
  return feed;
}
