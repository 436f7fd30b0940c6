import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '../../../lib/api-client';
import { saveDocumentFile } from '../download-file';

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

/** One order leg with its stored status changes; idle until an order is chosen. */
export function useOrderTimeline(accountCode: string, orderId: number | null) {
  return useQuery({
    queryKey: [...fundKeys.account(accountCode), 'timeline', orderId],
    queryFn: ({ signal }) =>
      callApi('fund-order/loadOrderTimeline', { accountCode, orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== null,
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

/** The client's trade documents (spec §2.4 document), newest first; off while the filter is bad. */
export function useTradeDocuments(
  input: CallInput<'trade-document/searchTradeDocuments'>,
  isEnabled = true,
) {
  return useQuery({
    queryKey: [...fundKeys.account(input.accountCode), 'documents', input],
    queryFn: ({ signal }) => callApi('trade-document/searchTradeDocuments', input, { signal }),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}

/** Downloads one trade document as a PDF in the language given to `mutate`, and saves it. */
export function useTradeDocumentDownload(accountCode: string, documentId: string) {
  return useMutation({
    mutationFn: (language: Language) =>
      callApi('trade-document/downloadTradeDocument', { accountCode, documentId, language }),
    onSuccess: saveDocumentFile,
  });
}

/** Downloads a fund's factsheet or prospectus (public) in the language given, and saves it. */
export function useFundDocumentDownload(
  fundId: string,
  type: CallInput<'fund-document/downloadFundDocument'>['type'],
) {
  return useMutation({
    mutationFn: (language: Language) =>
      callApi('fund-document/downloadFundDocument', { fundId, type, language }),
    onSuccess: saveDocumentFile,
  });
}
