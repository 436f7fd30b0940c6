import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { fundAccountKeys } from './fund-keys';

/** The signed-in client's fund portfolio in the reporting currency. */
export function usePortfolio(accountCode: string, reportingCurrency: string) {
  return useQuery({
    queryKey: fundAccountKeys(accountCode).portfolio(reportingCurrency),
    queryFn: ({ signal }) =>
      callApi('fund-portfolio/loadFundPortfolio', { accountCode, reportingCurrency }, { signal }),
  });
}
