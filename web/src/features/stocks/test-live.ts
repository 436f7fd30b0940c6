import type { ExchangeCode, StockQuote } from '@shared/contracts/stock-definition';
import type { CallOutput } from '@shared/contracts/index';

type MarketState = CallOutput<'stock-definition/loadMarketStates'>['markets'][number];

/** What the mocked `useLiveQuotes` answers: a snapshot replaced whole on each change. */
type LiveSnapshot = {
  quotes: ReadonlyMap<string, StockQuote>;
  markets: ReadonlyMap<ExchangeCode, MarketState>;
  state: 'connecting' | 'live' | 'reconnecting' | 'closed';
  lastUpdateAt: Date | null;
};

let snapshot: LiveSnapshot = {
  quotes: new Map(),
  markets: new Map(),
  state: 'connecting',
  lastUpdateAt: null,
};
const listeners = new Set<() => void>();

/** The live stream as the tests drive it (see `vi.mock` of the live module in the tests). */
export const testLive = {
  subscribe: (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  current: () => snapshot,
  /** Replaces the quotes (and markets): the pages re-value at once. */
  push: (quotes: StockQuote[], markets: MarketState[] = []) => {
    snapshot = {
      quotes: new Map(quotes.map((quote) => [quote.symbol, quote])),
      markets: new Map(markets.map((market) => [market.exchange, market])),
      state: 'live',
      lastUpdateAt: new Date(),
    };
    for (const listener of listeners) listener();
  },
  reset: () => {
    snapshot = { quotes: new Map(), markets: new Map(), state: 'connecting', lastUpdateAt: null };
  },
};

/** A quote of one stock now. */
export function quoteFixture(symbol: string, last: string, overrides: Partial<StockQuote> = {}) {
  return {
    symbol,
    exchange: 'HKEX',
    currency: 'HKD',
    last,
    previousClose: '395',
    open: '396',
    high: '402',
    low: '394',
    change: '5',
    changePercent: '1.27',
    volume: '1000000',
    turnover: '400000000',
    bid: last,
    ask: last,
    session: 'morning',
    isSuspended: false,
    at: '2026-11-24T02:30:00.000Z',
    ...overrides,
  } satisfies StockQuote;
}
