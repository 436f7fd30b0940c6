import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The holder's whole wealth: each tab's value and share, and the accounts holding it. */
export type PortfolioSummary = CallOutput<'portfolio/loadPortfolio'>;
export type PortfolioTabSummary = PortfolioSummary['tabs'][number];
export type PortfolioTabAccount = PortfolioTabSummary['accounts'][number];
export type PortfolioLine = PortfolioTabAccount['lines'][number];

/** The summary's key; a manual-asset change refreshes `accountKeys(...).area('portfolio')`. */
export const portfolioKeys = (accountCode: string, reportingCurrency: string) =>
  [...accountKeys(accountCode).area('portfolio'), reportingCurrency] as const;

/** The portfolio summary above the tabs, in the reporting currency. */
export function usePortfolioSummary(accountCode: string, reportingCurrency: string) {
  return useQuery({
    queryKey: portfolioKeys(accountCode, reportingCurrency),
    queryFn: ({ signal }) =>
      callApi('portfolio/loadPortfolio', { accountCode, reportingCurrency }, { signal }),
  });
}
