import { queryOptions, useQuery } from '@tanstack/react-query';
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
