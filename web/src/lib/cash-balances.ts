import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';

/** The client's cash balances per currency, which every area's orders change. */
export function cashBalancesQuery(accountCode: string) {
  return queryOptions({
    queryKey: accountKeys(accountCode).cash(),
    queryFn: ({ signal }) => callApi('balance/searchCashBalances', { accountCode }, { signal }),
  });
}

/** The client's cash balances per currency. */
export function useCashBalances(accountCode: string) {
  return useQuery(cashBalancesQuery(accountCode));
}

/** One part of the cash that is not available, with what holds it. */
export type HeldCashItem = CallOutput<'balance/searchHeldCash'>['items'][number];

/**
 * What holds the cash that is not available, item by item (issue 31 §12); kept under the
 * account's cash key, so every area's write that moves cash refreshes it.
 */
export function useHeldCash(accountCode: string, isWanted = true) {
  return useQuery({
    queryKey: [...accountKeys(accountCode).cash(), 'held'] as const,
    queryFn: ({ signal }) => callApi('balance/searchHeldCash', { accountCode }, { signal }),
    enabled: isWanted,
  });
}
