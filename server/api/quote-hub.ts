import { cryptoPairId, type CryptoQuote } from '../../shared/contracts/crypto-market';
import type { ExchangeCode, StockQuote } from '../../shared/contracts/stock-definition';
import type { CryptoFeed } from '../market-data/crypto-feed';
import type { MarketState, StockFeed } from '../market-data/stock-feed';
import { sseFrame } from './sse-stream';

/**
 * The quote hub (docs/DECISIONS.md §5, live data): one tick per watched symbol per interval for the
 * whole process, fanned out to the streams that asked for that symbol. A symbol nobody watches
 * costs nothing; a quote is sent only when it changed since the last tick; each frame is
 * serialised once and written to every stream that wants it. Market session changes go to every
 * stream, heartbeats too. Each process runs its own hub: the feed is a pure function of the
 * seed and the instant, so processes agree without sharing state.
 *
 * Crypto pairs ride the same hub: a watched name shaped as a pair (`BTC-USD`; stock symbols have
 * no dash) is quoted from the crypto feed every `cryptoTickMs` and sent as a `cryptoQuote` event;
 * the snapshot lists them in `cryptoQuotes`. Crypto trades around the clock, so these tick at
 * every hour of every day.
 */

/** One stream's end: receives ready-made SSE frames. */
export type QuoteSink = {
  /** Writes one frame; the stream may drop itself if it cannot keep up. */
  send(frame: string): void;
};

/** A subscription: the sink and the symbols it watches. */
type Subscription = { sink: QuoteSink; symbols: readonly string[] };

export type QuoteHubOptions = {
  stocks: StockFeed;
  crypto: CryptoFeed;
  clock: () => Date;
  /** Between ticks; default 1 s. */
  tickMs?: number;
  /** Between crypto quotes (a multiple of the tick, at least one); default 3 s. */
  cryptoTickMs?: number;
  /** Between heartbeats; default 15 s. */
  heartbeatMs?: number;
  /** Errors of a tick (a feed failure) are reported here, never thrown. */
  onError?: (error: unknown) => void;
};

/** What the hub has done, for the bench and tests. */
export type QuoteHubStats = {
  streams: number;
  watchedSymbols: number;
  ticks: number;
  /** Quotes computed (one per watched stock symbol per tick, per pair per crypto tick). */
  quotesComputed: number;
  /** Frames written to streams. */
  framesSent: number;
};

export type QuoteHub = {
  /** Starts sending a stream updates of `symbols`; answers the function that stops it. */
  subscribe(symbols: readonly string[], sink: QuoteSink): () => void;
  /** The `snapshot` frame for a stream that just connected (or reconnected). */
  snapshotFrame(symbols: readonly string[]): Promise<string>;
  stats(): QuoteHubStats;
  /** Stops the timers; subscriptions stay until their streams close. */
  stop(): void;
};

export { sseFrame };

/** Whether a watched name is a crypto pair (`BTC-USD`) rather than a stock symbol. */
export const isCryptoPair = (symbol: string): boolean => cryptoPairId.safeParse(symbol).success;

/** What makes two quotes of a symbol the same to a reader (everything but the instant). */
function quoteKey(quote: StockQuote | CryptoQuote): string {
  if ('pair' in quote) {
    return [
      quote.last,
      quote.bid,
      quote.ask,
      quote.high24h,
      quote.low24h,
      quote.open24h,
      quote.volume24h,
      quote.isSuspended,
    ].join('|');
  }
  return [
    quote.last,
    quote.volume,
    quote.bid,
    quote.ask,
    quote.high,
    quote.low,
    quote.open,
    quote.previousClose,
    quote.session,
    quote.isSuspended,
  ].join('|');
}

function marketKey(market: MarketState): string {
  return `${market.session}|${market.tradeDate}|${market.isTradingDay}`;
}

/** Builds the hub; its timers run only while at least one stream is subscribed. */
export function createQuoteHub(options: QuoteHubOptions): QuoteHub {
  const { stocks, crypto, clock } = options;
  const tickMs = options.tickMs ?? 1_000;
  const cryptoEvery = Math.max(1, Math.round((options.cryptoTickMs ?? 3_000) / tickMs));
  const heartbeatMs = options.heartbeatMs ?? 15_000;
  const subscriptions = new Set<Subscription>();
  /** Per watched symbol: the streams watching it, the last quote key sent, and its kind. */
  const watchers = new Map<
    string,
    { sinks: Set<QuoteSink>; lastKey: string | null; isCrypto: boolean }
  >();
  const lastMarketKeys = new Map<ExchangeCode, string>();
  let exchanges: readonly ExchangeCode[] = [];
  let tickTimer: NodeJS.Timeout | undefined;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let isTicking = false;
  let isStopped = false;
  const counters = { ticks: 0, quotesComputed: 0, framesSent: 0 };

  const broadcast = (frame: string) => {
    for (const subscription of subscriptions) {
      subscription.sink.send(frame);
      counters.framesSent += 1;
    }
  };

  const tick = async () => {
    if (isTicking) return;
    isTicking = true;
    try {
      const now = clock();
      counters.ticks += 1;
      for (const exchange of exchanges) {
        const market = stocks.marketState(exchange, now);
        const key = marketKey(market);
        if (lastMarketKeys.get(exchange) !== key) {
          const isFirst = !lastMarketKeys.has(exchange);
          lastMarketKeys.set(exchange, key);
          if (!isFirst) broadcast(sseFrame('market', market));
        }
      }
      const isCryptoTick = counters.ticks % cryptoEvery === 0;
      for (const [symbol, watch] of watchers) {
        // A newly watched pair is quoted at its first tick, then every crypto tick.
        if (watch.isCrypto && !isCryptoTick && watch.lastKey !== null) continue;
        const quote = watch.isCrypto
          ? await crypto.quote(symbol, now)
          : await stocks.quote(symbol, now);
        counters.quotesComputed += 1;
        if (!quote) continue;
        const key = quoteKey(quote);
        if (key === watch.lastKey) continue;
        // A newly watched symbol's first tick is sent too: its streams may have taken their
        // snapshot a moment before a change, and a repeat is harmless where a gap is not.
        watch.lastKey = key;
        const frame = sseFrame(watch.isCrypto ? 'cryptoQuote' : 'quote', quote);
        for (const sink of watch.sinks) {
          sink.send(frame);
          counters.framesSent += 1;
        }
      }
    } catch (error) {
      options.onError?.(error);
    } finally {
      isTicking = false;
    }
  };

  const start = () => {
    if (tickTimer || isStopped) return;
    tickTimer = setInterval(() => void tick(), tickMs);
    heartbeatTimer = setInterval(
      () => broadcast(sseFrame('heartbeat', { at: clock().toISOString() })),
      heartbeatMs,
    );
    tickTimer.unref();
    heartbeatTimer.unref();
  };

  const stopTimers = () => {
    clearInterval(tickTimer);
    clearInterval(heartbeatTimer);
    tickTimer = undefined;
    heartbeatTimer = undefined;
    lastMarketKeys.clear();
  };

  const exchangesReady = stocks.exchanges().then((list) => {
    exchanges = list.map((exchange) => exchange.code);
    return exchanges;
  });

  return {
    subscribe(symbols, sink) {
      const subscription: Subscription = { sink, symbols: [...new Set(symbols)] };
      subscriptions.add(subscription);
      for (const symbol of subscription.symbols) {
        let watch = watchers.get(symbol);
        if (!watch) {
          watch = { sinks: new Set(), lastKey: null, isCrypto: isCryptoPair(symbol) };
          watchers.set(symbol, watch);
        }
        watch.sinks.add(sink);
      }
      start();
      return () => {
        if (!subscriptions.delete(subscription)) return;
        for (const symbol of subscription.symbols) {
          const watch = watchers.get(symbol);
          watch?.sinks.delete(sink);
          if (watch && watch.sinks.size === 0) watchers.delete(symbol);
        }
        if (subscriptions.size === 0) stopTimers();
      };
    },
    async snapshotFrame(symbols) {
      const now = clock();
      const list = await exchangesReady;
      const pairs = symbols.filter(isCryptoPair);
      const stockSymbols = symbols.filter((symbol) => !isCryptoPair(symbol));
      const quotes = await Promise.all(stockSymbols.map((symbol) => stocks.quote(symbol, now)));
      const cryptoQuotes = await Promise.all(pairs.map((pair) => crypto.quote(pair, now)));
      return sseFrame('snapshot', {
        quotes: quotes.filter((quote) => quote !== undefined),
        markets: list.map((exchange) => stocks.marketState(exchange, now)),
        cryptoQuotes: cryptoQuotes.filter((quote) => quote !== undefined),
      });
    },
    stats: () => ({
      streams: subscriptions.size,
      watchedSymbols: watchers.size,
      ...counters,
    }),
    stop() {
      isStopped = true;
      stopTimers();
    },
  };
}
