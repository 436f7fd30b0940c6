import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import type { PickKind } from '@shared/domain/house-pick';
import { callApi } from '../../../lib/api-client';

/**
 * The admin pick calls (issue 30): the house's ordered picks of funds or of stocks, one call per
 * kind (each behind its own brand flag). A save replaces the list and refreshes the readers'
 * cached picks.
 */
export const adminPickKeys = {
  all: ['admins', 'picks'] as const,
  list: (kind: PickKind) => ['admins', 'picks', kind],
};

const LOAD = { fund: 'admin-pick/loadFundPicks', stock: 'admin-pick/loadStockPicks' } as const;
const SAVE = { fund: 'admin-pick/saveFundPicks', stock: 'admin-pick/saveStockPicks' } as const;

/** The picks of a kind in order, every period. */
export function useAdminPicks(kind: PickKind) {
  return useQuery({
    queryKey: adminPickKeys.list(kind),
    queryFn: ({ signal }) => callApi(LOAD[kind], {}, { signal }),
  });
}

/** Replaces the picks of a kind; the editor's list and the dashboards' picks refresh after it. */
export function useSavePicks(kind: PickKind) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'admin-pick/saveFundPicks'>) => callApi(SAVE[kind], input),
    onSettled: () =>
      Promise.all(
        [adminPickKeys.all, ['house-pick']].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}

/** A pick as the editor shows it. */
export type AdminPick = CallOutput<'admin-pick/loadFundPicks'>['picks'][number];
/** A save's answer. */
export type PicksSaved = CallOutput<'admin-pick/saveFundPicks'>;

/**
 * Instruments of a kind matching `text` (a fund by keyword, a stock by code or name), for the
 * editor's picker: id, name and what else the line shows.
 */
export function useInstrumentSearch(kind: PickKind, text: string) {
  return useQuery({
    queryKey: ['admins', 'picks', 'search', kind, text],
    queryFn: async ({ signal }): Promise<PickCandidate[]> => {
      if (kind === 'fund') {
        const { funds } = await callApi(
          'fund/searchFunds',
          { keyword: text, pageSize: 20, period: 'none' },
          { signal },
        );
        return funds.map((fund) => ({ id: fund.fundId, name: fund.name, detail: fund.currency }));
      }
      const { stocks } = await callApi(
        'stock-definition/searchStocks',
        { query: text, limit: 20 },
        { signal },
      );
      return stocks.map((stock) => ({
        id: stock.symbol,
        name: stock.name,
        detail: stock.exchange,
      }));
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** An instrument the picker offers. */
export type PickCandidate = { id: string; name: AdminPick['name']; detail: string };
