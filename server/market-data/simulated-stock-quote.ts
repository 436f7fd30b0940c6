import type { IsoDate } from '../../shared/domain/business-calendar';
import type {
  ExchangeCode,
  MarketSessionName,
  StockQuote,
} from '../../shared/contracts/stock-definition';
import { previousTradingDay, sessionAt } from '../../shared/domain/stock-sessions';
import type { MarketState, StockDepth } from './stock-feed';
import { createSeededRandom } from './seeded-random';
import {
  STOCK_WALK_START,
  baseRung,
  previousCloseRung,
  tradesOn,
  type Instrument,
} from './simulated-stock-chain';
import { lastTradeIndexAt, type DayTrades } from './simulated-stock-day';
import { unitsToPrice } from './simulated-stock-ladder';

/** The simulated feed's session now per exchange, and an instrument's quote and depth at an instant. */

export const MINUTE_MS = 60_000;

/** An exchange's session now and the trade date quotes show, remembered for up to a minute. */
export type ExchangeNow = {
  market: MarketState;
  /** Today once its first session has begun, else the previous trading day. */
  quoteDate: IsoDate;
  from: number;
  until: number;
};

export function exchangeNowAt(exchange: ExchangeCode, at: number): ExchangeNow {
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
export type Position = {
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

/** Where an instrument stands at `at`, given its exchange's session then. */
export function positionOf(state: Instrument, now: ExchangeNow, at: Date): Position {
  const { instrument } = state;
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
}

export function quoteOf(position: Position, at: Date): StockQuote {
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
}

export function depthOf(position: Position, at: Date): StockDepth {
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
}
