import { useEffect, useMemo, useState } from 'react';
import type { CryptoQuote } from '@shared/contracts/crypto-market';
import type { LiveState } from '../../../components/data/live-indicator';
import { BASE_PATH } from '../../../lib/base-path';
import { openReconnectingEventSource } from '../../../lib/event-source-reconnect';
import { useSession } from '../../../lib/session-context';
import { useCryptoQuotes } from '../api/crypto-market';

/**
 * Live quotes of crypto pairs over the quote stream (`GET /portal/api/stream/quotes?symbols=
 * BTC-USD,ETH-USD`, the same hub as stocks; `cryptoQuoteStreamEvents` in
 * shared/contracts/crypto-market.ts): a snapshot with `cryptoQuotes` first, then a `cryptoQuote`
 * event on each change, and heartbeats. Until the stream speaks, the page shows the quotes of one
 * `loadQuotes` call.
 */

/** What a page reads: the latest quote per pair, and how fresh. */
export type LiveCryptoQuotes = {
  quotes: ReadonlyMap<string, CryptoQuote>;
  state: LiveState;
  lastUpdateAt: Date | null;
};

const EMPTY: LiveCryptoQuotes = { quotes: new Map(), state: 'closed', lastUpdateAt: null };

/** An event's JSON data, or null when it has none (an error event) or is not JSON. */
function dataOf(event: Event): unknown {
  try {
    return JSON.parse((event as MessageEvent<string>).data) as unknown;
  } catch {
    return null;
  }
}

/** The crypto quotes of a stream event: a snapshot's `cryptoQuotes`, or one `cryptoQuote`. */
function cryptoQuotesOf(event: Event): CryptoQuote[] {
  const data = dataOf(event);
  if (typeof data !== 'object' || data === null) return [];
  if ('cryptoQuotes' in data) return (data as { cryptoQuotes: CryptoQuote[] }).cryptoQuotes;
  return 'pair' in data && 'last' in data ? [data as CryptoQuote] : [];
}

function useStreamedQuotes(pairs: readonly string[]): LiveCryptoQuotes {
  const session = useSession();
  const sessionId = session?.sessionId ?? null;
  const key = useMemo(() => [...new Set(pairs)].sort().join(','), [pairs]);
  const [live, setLive] = useState<LiveCryptoQuotes>(EMPTY);
  useEffect(() => {
    if (key === '' || sessionId === null) {
      setLive(EMPTY);
      return undefined;
    }
    setLive((previous) => ({ ...previous, state: 'connecting' }));
    const take = (event: Event, markConnected?: () => void) => {
      const quotes = cryptoQuotesOf(event);
      markConnected?.();
      setLive((previous) => {
        const next = new Map(previous.quotes);
        for (const quote of quotes) next.set(quote.pair, quote);
        return { quotes: next, state: 'live', lastUpdateAt: new Date() };
      });
    };
    const query = new URLSearchParams({ symbols: key, session: sessionId });
    return openReconnectingEventSource(
      `${BASE_PATH}/api/stream/quotes?${query.toString()}`,
      {
        snapshot: (event, markConnected) => take(event, markConnected),
        cryptoQuote: (event) => take(event),
        heartbeat: (event) => take(event),
      },
      () => setLive((previous) => ({ ...previous, state: 'reconnecting' })),
    );
  }, [key, sessionId]);
  return live;
}

/** Live quotes of `pairs` for the acting session: the first read, then the stream's. */
export function useLiveCryptoQuotes(pairs: readonly string[]): LiveCryptoQuotes {
  const first = useCryptoQuotes(pairs);
  const live = useStreamedQuotes(pairs);
  const quotes = useMemo(() => {
    const merged = new Map<string, CryptoQuote>();
    for (const quote of first.data?.quotes ?? []) merged.set(quote.pair, quote);
    for (const [pair, quote] of live.quotes) {
      const earlier = merged.get(pair);
      if (!earlier || earlier.at <= quote.at) merged.set(pair, quote);
    }
    return merged;
  }, [first.data, live.quotes]);
  return { ...live, quotes };
}
