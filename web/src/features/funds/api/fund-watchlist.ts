import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { fundAccountKeys } from './fund-keys';

/** The client's watched funds. */
export function useWatchlist(accountCode: string) {
  return useQuery({
    queryKey: fundAccountKeys(accountCode).watchlist(),
    queryFn: ({ signal }) => callApi('fund-watchlist/listWatchlist', { accountCode }, { signal }),
  });
}

/** Watches a fund or stops watching it; the account's funds data refreshes after. */
export function useWatchlistChange(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ fundId, shouldWatch }: { fundId: string; shouldWatch: boolean }) =>
      callApi(
        shouldWatch ? 'fund-watchlist/addToWatchlist' : 'fund-watchlist/removeFromWatchlist',
        {
          accountCode,
          fundId,
        },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fundAccountKeys(accountCode).all }),
  });
}
