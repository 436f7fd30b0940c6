import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/** Query keys of the funds area, so an order can refresh what it changes. */
export const fundKeys = {
  all: ['funds'] as const,
  account: (accountCode: string) => ['funds', 'account', accountCode] as const,
};

/** Fund search (public). */
export function useFundSearch(input: CallInput<'fund/searchFunds'>) {
  return useQuery({
    queryKey: ['funds', 'search', input],
    queryFn: ({ signal }) => callApi('fund/searchFunds', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One fund's details (public). */
export function useFund(fundId: string | undefined) {
  return useQuery({
    queryKey: ['funds', 'fund', fundId],
    queryFn: ({ signal }) => callApi('fund/getFund', { fundId: fundId ?? '' }, { signal }),
    enabled: Boolean(fundId),
  });
}

/** A fund's NAV history over a period (public). */
export function useNavHistory(fundId: string, period: CallInput<'fund/getNavHistory'>['period']) {
  return useQuery({
    queryKey: ['funds', 'nav', fundId, period],
    queryFn: ({ signal }) => callApi('fund/getNavHistory', { fundId, period }, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The signed-in client's fund portfolio in the reporting currency. */
export function usePortfolio(accountCode: string, reportingCurrency: string) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'portfolio', reportingCurrency],
    queryFn: ({ signal }) =>
      callApi('fund-portfolio/loadFundPortfolio', { accountCode, reportingCurrency }, { signal }),
  });
}

/** The client's cash balances per currency. */
export function useCashBalances(accountCode: string) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'cash'],
    queryFn: ({ signal }) => callApi('balance/searchCashBalances', { accountCode }, { signal }),
  });
}

/** The client's fund orders, newest first. */
export function useFundOrders(input: CallInput<'fund-order/searchOrders'>) {
  return useQuery({
    queryKey: [...fundKeys.account(input.accountCode), 'orders', input],
    queryFn: ({ signal }) => callApi('fund-order/searchOrders', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The client's watched funds. */
export function useWatchlist(accountCode: string) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'watchlist'],
    queryFn: ({ signal }) => callApi('fund-watchlist/listWatchlist', { accountCode }, { signal }),
  });
}

/** The client's risk assessment and the spec §4 reminder. */
export function useRiskAssessment(accountCode: string) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'raq'],
    queryFn: ({ signal }) => callApi('raq/loadAssessment', { accountCode }, { signal }),
  });
}

/** Whether orders skip the confirmation step (spec §3 order confirmation setting). */
export function useOrderSettings(accountCode: string) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'order-settings'],
    queryFn: async ({ signal }) => {
      const [reminder, tradePassword] = await Promise.all([
        callApi('stock-order/loadOrderConfirmationReminder', { accountCode }, { signal }),
        callApi('account/checkSavedTradePassword', { accountCode }, { signal }),
      ]);
      return {
        skipConfirmation: reminder.skipConfirmation,
        isTradePasswordRequired: tradePassword.tradePasswordRequired,
      };
    },
  });
}
