import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { stockAccountKeys } from './stock-keys';

/** The stock portfolio answer: positions and totals per currency and in the reporting currency. */
export type StockPortfolio = CallOutput<'stock-portfolio/loadStockPortfolio'>;

/** One position of the portfolio. */
export type StockPosition = StockPortfolio['positions'][number];

/** The client's stock portfolio in the reporting currency (refreshed by stock placements). */
export function useStockPortfolio(accountCode: string, reportingCurrency = 'HKD') {
  return useQuery({
    queryKey: stockAccountKeys(accountCode).portfolio(reportingCurrency),
    queryFn: ({ signal }) =>
      callApi('stock-portfolio/loadStockPortfolio', { accountCode, reportingCurrency }, { signal }),
  });
}
