import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import type { PickKind } from '@shared/domain/house-pick';
import { callApi } from '../../../lib/api-client';

const LOAD = { fund: 'house-pick/loadFundPicks', stock: 'house-pick/loadStockPicks' } as const;

/**
 * Today's house picks of a kind (issue 30), in the admins' order, each with its latest price.
 * Under `['house-pick']`, which an admin's save refreshes; a failed read is not retried (the
 * dashboard matters more than its picks).
 */
export function useHousePicks(kind: PickKind) {
  return useQuery({
    queryKey: ['house-pick', kind],
    queryFn: ({ signal }) => callApi(LOAD[kind], {}, { signal }),
    staleTime: 60_000,
    retry: false,
  });
}

/** One pick as a dashboard shows it. */
export type HousePick = CallOutput<'house-pick/loadFundPicks'>['picks'][number];
