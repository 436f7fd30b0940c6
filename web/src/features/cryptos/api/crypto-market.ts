import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CryptoPair, CryptoQuote } from '@shared/contracts/crypto-market';
import { callApi } from '../../../lib/api-client';

export type { CryptoPair, CryptoQuote };

/**
 * The `crypto-market` service: pairs, quotes, depth and bars (market data, not account data, so
 * its keys are not under an account). Live prices come over the quote stream
 * (`../hooks/use-live-crypto-quotes.ts`); `useCryptoQuotes` is the first read before it speaks.
 */
const marketKeys = {
  pairs: () => ['crypto-market', 'pairs'] as const,
  quotes: (pairs: readonly string[]) => ['crypto-market', 'quotes', pairs] as const,
  depth: (pair: string) => ['crypto-market', 'depth', pair] as const,
  bars: (pair: string, interval: 'minute' | 'day') =>
    ['crypto-market', 'bars', pair, interval] as const,
};

/** Every pair, USD pairs first (they change only with a release: read once a session). */
export function useCryptoPairs() {
  return useQuery({
    queryKey: marketKeys.pairs(),
    queryFn: ({ signal }) => callApi('crypto-market/listPairs', {}, { signal }),
    staleTime: Infinity,
  });
}

/** The quotes of `pairs` now; idle without pairs. */
export function useCryptoQuotes(pairs: readonly string[]) {
  return useQuery({
    queryKey: marketKeys.quotes(pairs),
    queryFn: ({ signal }) => callApi('crypto-market/loadQuotes', { pairs: [...pairs] }, { signal }),
    enabled: pairs.length > 0,
    placeholderData: keepPreviousData,
  });
}

/** How often the depth ladder is read again (ms): the stream carries quotes, not the book. */
const DEPTH_REFRESH_MS = 5_000;

/** Ten levels of a pair's book, read again every few seconds; idle without a pair. */
export function useCryptoDepth(pair: string | null) {
  return useQuery({
    queryKey: marketKeys.depth(pair ?? ''),
    queryFn: ({ signal }) => callApi('crypto-market/loadDepth', { pair: pair ?? '' }, { signal }),
    enabled: pair !== null,
    refetchInterval: DEPTH_REFRESH_MS,
  });
}

/** A pair's minute bars of the last 24 hours, or its daily bars of the year. */
export function useCryptoBars(pair: string, interval: 'minute' | 'day') {
  return useQuery({
    queryKey: marketKeys.bars(pair, interval),
    queryFn: ({ signal }) => callApi('crypto-market/loadBars', { pair, interval }, { signal }),
    staleTime: 60_000,
  });
}
