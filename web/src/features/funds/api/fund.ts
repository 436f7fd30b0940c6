import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { fundKeys } from './fund-keys';

/** Fund search (public). */
export function useFundSearch(input: CallInput<'fund/searchFunds'>) {
  return useQuery({
    queryKey: fundKeys.search(input),
    queryFn: ({ signal }) => callApi('fund/searchFunds', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One fund's details (public), idle without a fund; one cache for every screen. */
export function fundQuery(fundId: string | undefined) {
  return queryOptions({
    queryKey: fundKeys.fund(fundId),
    queryFn: ({ signal }) => callApi('fund/getFund', { fundId: fundId ?? '' }, { signal }),
    enabled: Boolean(fundId),
  });
}

/** One fund's details (public). */
export function useFund(fundId: string | undefined) {
  return useQuery(fundQuery(fundId));
}

/** A fund's NAV history over a period (public). */
export function useNavHistory(fundId: string, period: CallInput<'fund/getNavHistory'>['period']) {
  return useQuery({
    queryKey: fundKeys.nav(fundId, period),
    queryFn: ({ signal }) => callApi('fund/getNavHistory', { fundId, period }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** Up to four funds side by side over a period (public); idle while none is chosen. */
export function useFundComparison(fundIds: string[], period: string) {
  return useQuery({
    queryKey: fundKeys.comparison(fundIds, period),
    queryFn: ({ signal }) => callApi('fund/compareFunds', { fundIds, period }, { signal }),
    enabled: fundIds.length > 0,
  });
}
