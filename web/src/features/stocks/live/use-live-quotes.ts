import { useEffect, useMemo, useState } from 'react';
import type { CallOutput } from '@shared/contracts/index';
import type { ExchangeCode, StockQuote } from '@shared/contracts/stock-definition';
import { BASE_PATH } from '../../../lib/base-path';
import { useSession } from '../../../lib/session-context';

/**
 * Live quotes over the quote stream (`GET /portal/api/stream/quotes`, server/api/quote-stream.ts):
 * one EventSource per page for the symbols it shows. The stream starts with a snapshot; quotes
 * and market states then change in place. On an error the page closes the stream and opens a new
 * one after a growing pause (1 s, 2 s, 4 s … 30 s, with jitter), which starts with a fresh
 * snapshot, so nothing missed while away lingers. The acting session is named in the query
 * (an EventSource sends no headers); its httpOnly cookie goes with the request as with any call.
 */

type MarketState = CallOutput<'stock-definition/loadMarketStates'>['markets'][number];

/** Where the stream is: opening, receiving, waiting to reconnect, or not running (no symbols). */
export type LiveState = 'connecting' | 'live' | 'reconnecting' | 'closed';

/** What a page reads: the latest quote per symbol and state per exchange, and how fresh. */
export type LiveQuotes = {
  quotes: ReadonlyMap<string, StockQuote>;
  markets: ReadonlyMap<ExchangeCode, MarketState>;
  state: LiveState;
  /** When the stream last said anything (heartbeats included): the data is current as of then. */
  lastUpdateAt: Date | null;
};

/** The first pause before reconnecting, and the longest. */
export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/** The pause before reconnect attempt `attempt` (0-based): doubling, capped, ±20 % jitter. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** attempt);
  return Math.round(base * (0.8 + 0.4 * random()));
}

/** The stream's address for a set of symbols and a session. */
export function quoteStreamUrl(symbols: readonly string[], sessionId: string): string {
  const query = new URLSearchParams({ symbols: symbols.join(','), session: sessionId });
  return `${BASE_PATH}/api/stream/quotes?${query.toString()}`;
}

const EMPTY: LiveQuotes = {
  quotes: new Map(),
  markets: new Map(),
  state: 'closed',
  lastUpdateAt: null,
};

function parse<T>(event: Event): T | null {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as T;
  } catch {
    return null;
  }
}

/**
 * Live quotes of `symbols` (deduplicated; order and repeats do not matter) for the acting
 * session. With no symbols or no session the stream stays closed.
 */
export function useLiveQuotes(symbols: readonly string[]): LiveQuotes {
  const session = useSession();
  const sessionId = session?.sessionId ?? null;
  const key = useMemo(() => [...new Set(symbols)].sort().join(','), [symbols]);
  const [live, setLive] = useState<LiveQuotes>(EMPTY);

  useEffect(() => {
    const wanted = key === '' ? [] : key.split(',');
    if (wanted.length === 0 || sessionId === null) {
      setLive(EMPTY);
      return undefined;
    }
    // Quotes of symbols still wanted stay on screen while the new stream opens.
    setLive((previous) => ({
      ...previous,
      quotes: new Map([...previous.quotes].filter(([symbol]) => wanted.includes(symbol))),
      state: 'connecting',
    }));
    let source: EventSource | null = null;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let attempt = 0;
    let isDone = false;

    const touch = (change: (previous: LiveQuotes) => Partial<LiveQuotes>) =>
      setLive((previous) => ({ ...previous, ...change(previous), lastUpdateAt: new Date() }));

    const open = () => {
      const stream = new EventSource(quoteStreamUrl(wanted, sessionId));
      source = stream;
      stream.addEventListener('snapshot', (event) => {
        const data = parse<{ quotes: StockQuote[]; markets: MarketState[] }>(event);
        if (!data) return;
        attempt = 0;
        touch(() => ({
          quotes: new Map(data.quotes.map((quote) => [quote.symbol, quote])),
          markets: new Map(data.markets.map((market) => [market.exchange, market])),
          state: 'live',
        }));
      });
      stream.addEventListener('quote', (event) => {
        const quote = parse<StockQuote>(event);
        if (!quote) return;
        touch((previous) => ({ quotes: new Map(previous.quotes).set(quote.symbol, quote) }));
      });
      stream.addEventListener('market', (event) => {
        const market = parse<MarketState>(event);
        if (!market) return;
        touch((previous) => ({
          markets: new Map(previous.markets).set(market.exchange, market),
        }));
      });
      stream.addEventListener('heartbeat', () => touch(() => ({})));
      stream.addEventListener('error', () => {
        // The browser would retry at its own pace and keep no back-off: close and retry here.
        stream.close();
        if (isDone || source !== stream) return;
        source = null;
        setLive((previous) => ({ ...previous, state: 'reconnecting' }));
        timer = setTimeout(open, reconnectDelay(attempt));
        attempt += 1;
      });
    };

    open();
    return () => {
      isDone = true;
      clearTimeout(timer);
      source?.close();
      source = null;
    };
  }, [key, sessionId]);

  return live;
}
