import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import type { ExchangeCode } from '@shared/contracts/stock-definition';
import { callApi } from '../../../lib/api-client';

/**
 * The `stock-definition` calls as queries: the universe, quotes, depth, bars and market states
 * (readable by any signed-in session, so not under an account's keys). Live prices come from
 * `useLiveQuotes` (../live/use-live-quotes.ts); `useQuotes` is for a one-off read.
 */

/** Query keys of the stock market data. */
export const stockKeys = {
  all: ['stocks'] as const,
  exchanges: () => ['stocks', 'exchanges'] as const,
  search: (query: string, exchange?: ExchangeCode, limit?: number) =>
    ['stocks', 'search', query, exchange ?? null, limit ?? null] as const,
  stock: (symbol: string) => ['stocks', 'stock', symbol] as const,
  quotes: (symbols: readonly string[]) => ['stocks', 'quotes', symbols] as const,
  depth: (symbol: string) => ['stocks', 'depth', symbol] as const,
  bars: (symbol: string, interval: string, from?: string, to?: string) =>
    ['stocks', 'bars', symbol, interval, from ?? null, to ?? null] as const,
  marketStates: () => ['stocks', 'market-states'] as const,
};

/** The exchanges (spec §7 `searchExchanges`): ids and price decimals; they never change. */
export function useExchanges() {
  return useQuery({
    queryKey: stockKeys.exchanges(),
    queryFn: ({ signal }) => callApi('stock-definition/searchExchanges', {}, { signal }),
    staleTime: Infinity,
  });
}

/** Stocks by code or name in any language; the last answer stays while the next loads. */
export function useStockSearch(
  query: string,
  options: { exchange?: ExchangeCode; limit?: number } = {},
) {
  const input: CallInput<'stock-definition/searchStocks'> = {
    query,
    ...(options.exchange ? { exchange: options.exchange } : {}),
    limit: options.limit ?? 20,
  };
  return useQuery({
    queryKey: stockKeys.search(query, options.exchange, input.limit),
    queryFn: ({ signal }) => callApi('stock-definition/searchStocks', input, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** One instrument (`stock` null when unknown: the panel shows 8205); idle without a symbol. */
export function useStock(symbol: string | null) {
  return useQuery({
    queryKey: stockKeys.stock(symbol ?? ''),
    queryFn: ({ signal }) =>
      callApi('stock-definition/loadStock', { symbol: symbol ?? '' }, { signal }),
    enabled: symbol !== null && symbol !== '',
    staleTime: 300_000,
  });
}

/** Quotes now, read once (unknown symbols are left out); idle without symbols. */
export function useQuotes(symbols: readonly string[]) {
  const unique = [...new Set(symbols)].sort();
  return useQuery({
    queryKey: stockKeys.quotes(unique),
    queryFn: ({ signal }) =>
      callApi('stock-definition/loadQuotes', { symbols: unique }, { signal, isBackground: true }),
    enabled: unique.length > 0,
    staleTime: 5_000,
  });
}

/** Ten levels of depth, polled every few seconds in the background; idle without a symbol. */
export function useDepth(symbol: string | null, refreshMs = 3_000) {
  return useQuery({
    queryKey: stockKeys.depth(symbol ?? ''),
    queryFn: ({ signal }) =>
      callApi(
        'stock-definition/loadDepth',
        { symbol: symbol ?? '' },
        { signal, isBackground: true },
      ),
    enabled: symbol !== null && symbol !== '',
    refetchInterval: refreshMs,
    placeholderData: keepPreviousData,
  });
}

/** The day's minute bars (refreshed each minute) or daily bars of an optional range. */
export function useBars(
  symbol: string | null,
  interval: 'minute' | 'day',
  range: { from?: string; to?: string } = {},
) {
  return useQuery({
    queryKey: stockKeys.bars(symbol ?? '', interval, range.from, range.to),
    queryFn: ({ signal }) =>
      callApi(
        'stock-definition/loadBars',
        { symbol: symbol ?? '', interval, ...range },
        { signal, isBackground: true },
      ),
    enabled: symbol !== null && symbol !== '',
    refetchInterval: interval === 'minute' ? 60_000 : false,
    staleTime: interval === 'minute' ? 30_000 : 600_000,
  });
}

/** Each exchange's session (the live stream also sends changes); re-read every minute. */
export function useMarketStates() {
  return useQuery({
    queryKey: stockKeys.marketStates(),
    queryFn: ({ signal }) =>
      callApi('stock-definition/loadMarketStates', {}, { signal, isBackground: true }),
    refetchInterval: 60_000,
    staleTime: 30_000,
  });
}
