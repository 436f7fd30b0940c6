import { useEffect, useMemo, useState } from 'react';
import type { CallOutput } from '@shared/contracts/index';
import type { ExchangeCode, StockQuote } from '@shared/contracts/stock-definition';
import type { LiveState } from '../../../components/data/live-indicator';
import { BASE_PATH } from '../../../lib/base-path';
import { openReconnectingEventSource } from '../../../lib/event-source-reconnect';
import { useSession } from '../../../lib/session-context';

/**
 * Live quotes over the quote stream (`GET /portal/api/stream/quotes`, server/api/quote-stream.ts):
 * one EventSource per page for the symbols it shows. The stream starts with a snapshot; quotes
 * and market states then change in place. On an error the page closes the stream and opens a new
 * one after a growing pause (lib/event-source-reconnect.ts), which starts with a fresh
 * snapshot, so nothing missed while away lingers. The acting session is named in the query
 * (an EventSource sends no headers); its httpOnly cookie goes with the request as with any call.
 */

type MarketState = CallOutput<'stock-definition/loadMarketStates'>['markets'][number];

export type { LiveState } from '../../../components/data/live-indicator';

/** What a page reads: the latest quote per symbol and state per exchange, and how fresh. */
export type LiveQuotes = {
  quotes: ReadonlyMap<string, StockQuote>;
  markets: ReadonlyMap<ExchangeCode, MarketState>;
  state: LiveState;
  /** When the stream last said anything (heartbeats included): the data is current as of then. */
  lastUpdateAt: Date | null;
};

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
    const touch = (change: (previous: LiveQuotes) => Partial<LiveQuotes>) =>
      setLive((previous) => ({ ...previous, ...change(previous), lastUpdateAt: new Date() }));

    return openReconnectingEventSource(
      quoteStreamUrl(wanted, sessionId),
      {
        snapshot: (event, markConnected) => {
          const data = parse<{ quotes: StockQuote[]; markets: MarketState[] }>(event);
          if (!data) return;
          markConnected();
          touch(() => ({
            quotes: new Map(data.quotes.map((quote) => [quote.symbol, quote])),
            markets: new Map(data.markets.map((market) => [market.exchange, market])),
            state: 'live',
          }));
        },
        quote: (event) => {
          const quote = parse<StockQuote>(event);
          if (!quote) return;
          touch((previous) => ({ quotes: new Map(previous.quotes).set(quote.symbol, quote) }));
        },
        market: (event) => {
          const market = parse<MarketState>(event);
          if (!market) return;
          touch((previous) => ({
            markets: new Map(previous.markets).set(market.exchange, market),
          }));
        },
        heartbeat: () => touch(() => ({})),
      },
      () => setLive((previous) => ({ ...previous, state: 'reconnecting' })),
    );
  }, [key, sessionId]);

  return live;
}
