import type { ExchangeCode } from '../../shared/contracts/stock-definition';
import { previousTradingDay } from '../../shared/domain/stock-sessions';
import type { StockFeed, StockInstrument } from './stock-feed';
import { dailyBarsOf, minuteBarsOf, tapeOf } from './simulated-stock-bars';
import {
  STOCK_WALK_START,
  instrumentOf,
  tradesOn,
  walkThrough,
  type Instrument,
} from './simulated-stock-chain';
import { dayScheduleOf, type DayBar } from './simulated-stock-day';
import {
  depthOf,
  exchangeNowAt,
  positionOf,
  quoteOf,
  type ExchangeNow,
  type Position,
} from './simulated-stock-quote';
import { SIMULATED_EXCHANGES, SIMULATED_STOCKS } from './simulated-stock-universe';

/**
 * The simulated stock feed (issue 11 §1-2): each instrument walks from a fixed first trade date,
 * day by day and minute by minute on its spread table, from a seed per instrument; a day's trades
 * and quotes follow from its previous close and its own seed. So a given instant always shows the
 * same quote, prices move only inside sessions (stock-sessions.ts), and a day's minute bars, tape
 * and daily bar agree. Work is cached per instrument (the day chain, the recent days' trades) and
 * per exchange (the session now), so quotes for many symbols every second cost a binary search.
 *
 * The parts: simulated-stock-chain.ts (the per-instrument day chain and trade cache),
 * simulated-stock-quote.ts (the session now, quotes and depth), simulated-stock-bars.ts (bars
 * and tape); this file composes them into the feed.
 */

export { STOCK_WALK_START } from './simulated-stock-chain';

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

  const positionAt = (state: Instrument, at: Date): Position =>
    positionOf(state, exchangeNow(state.instrument.exchange, at), at);

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
      return Promise.resolve(state && quoteOf(positionAt(state, at), at));
    },
    depth: (symbol, at) => {
      const state = lookup(symbol);
      return Promise.resolve(state && depthOf(positionAt(state, at), at));
    },
    minuteBars: (symbol, at) => {
      const state = lookup(symbol);
      if (!state) return Promise.resolve([]);
      const position = positionAt(state, at);
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
      const { quoteDate } = exchangeNow(state.instrument.exchange, at);
      return Promise.resolve(dailyBarsOf(state, quoteDate, at, range));
    },
    tape: (symbol, from, to) => {
      const state = lookup(symbol);
      if (!state || state.instrument.isSuspended || state.instrument.status !== 'active') {
        return Promise.resolve([]);
      }
      return Promise.resolve(tapeOf(state, from, to));
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
