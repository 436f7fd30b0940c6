import Decimal from 'decimal.js';
import type { StockQuote } from '../../shared/contracts/stock-definition';
import { sessionAt } from '../../shared/domain/stock-sessions';
import type { StockFeed } from '../market-data/stock-feed';
import { SIMULATION_SEED } from '../market-data/simulated-feed-context';
import { createSimulatedStockFeed } from '../market-data/simulated-stocks';

/** A stock feed whose prices a test sets: the simulated universe with quotes fixed by hand. */
export type FixedStockFeed = StockFeed & {
  /** Quotes `symbol` at `last` (bid and ask too) with `previousClose`. */
  setQuote(symbol: string, last: string, previousClose?: string): void;
  /** Marks the instrument suspended (or not). */
  suspend(symbol: string, isSuspended?: boolean): void;
  /** Makes every quote of `symbol` throw (an unexpected failure: 99999). */
  failQuote(symbol: string, isFailing?: boolean): void;
};

/** Fixed prices of the demo holdings and a few more (last, previous close). */
const DEFAULT_QUOTES: Readonly<Record<string, readonly [string, string]>> = {
  '00700': ['500', '490'],
  '00005': ['100', '98'],
  '02800': ['26', '25.5'],
  '00388': ['390', '385'],
  AAPL: ['230', '228'],
  MSFT: ['420', '425'],
};

/**
 * Wraps the simulated stock feed (instruments, bars, tape) so its quotes are what the test says:
 * order checks, holds and the portfolio's figures are then exact numbers.
 */
export function createFixedStockFeed(
  base: StockFeed = createSimulatedStockFeed({ seed: SIMULATION_SEED }),
): FixedStockFeed {
  const prices = new Map(Object.entries(DEFAULT_QUOTES));
  const suspended = new Set<string>();
  const failing = new Set<string>();
  const get: StockFeed['get'] = async (symbol) => {
    const instrument = await base.get(symbol);
    return instrument && suspended.has(symbol) ? { ...instrument, isSuspended: true } : instrument;
  };
  const quote: StockFeed['quote'] = async (symbol, at) => {
    if (failing.has(symbol)) throw new Error(`quote of ${symbol} failed`);
    const price = prices.get(symbol);
    const instrument = await get(symbol);
    if (!price || !instrument) return base.quote(symbol, at);
    const [last, previousClose] = price;
    const change = new Decimal(last).sub(previousClose);
    const fixed: StockQuote = {
      symbol,
      exchange: instrument.exchange,
      currency: instrument.currency,
      last,
      previousClose,
      open: previousClose,
      high: Decimal.max(last, previousClose).toFixed(),
      low: Decimal.min(last, previousClose).toFixed(),
      change: change.toFixed(),
      changePercent: change.div(previousClose).mul(100).toDecimalPlaces(2).toFixed(),
      volume: '0',
      turnover: '0',
      bid: last,
      ask: last,
      session: sessionAt(instrument.exchange, at).session,
      isSuspended: instrument.isSuspended,
      at: at.toISOString(),
    };
    return fixed;
  };
  return {
    ...base,
    get,
    quote,
    setQuote: (symbol, last, previousClose = last) => prices.set(symbol, [last, previousClose]),
    suspend: (symbol, isSuspended = true) =>
      isSuspended ? suspended.add(symbol) : suspended.delete(symbol),
    failQuote: (symbol, isFailing = true) =>
      isFailing ? failing.add(symbol) : failing.delete(symbol),
  };
}
