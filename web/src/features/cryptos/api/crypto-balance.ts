import { useQuery } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { cryptoAccountKeys } from './crypto-keys';

/** The client's virtual assets and fiat on the Fos books, with totals in the reporting currency. */
export type CryptoPortfolio = CallOutput<'crypto-balance/loadCryptoPortfolio'>;
export type CryptoPosition = CryptoPortfolio['positions'][number];
export type CryptoCash = CryptoPortfolio['cash'][number];

/** The crypto portfolio in the reporting currency (refreshed by placements and cancels). */
export function useCryptoPortfolio(accountCode: string, reportingCurrency: string) {
  return useQuery({
    queryKey: cryptoAccountKeys(accountCode).portfolio(reportingCurrency),
    queryFn: ({ signal }) =>
      callApi('crypto-balance/loadCryptoPortfolio', { accountCode, reportingCurrency }, { signal }),
  });
}
