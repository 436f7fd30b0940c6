import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** An offer with its table of quantities and timetable. */
export type Ipo = CallOutput<'ipo/searchIpos'>['ipos'][number];

/** One of the client's applications. */
export type IpoApplication = CallOutput<'ipo/searchIpoApplications'>['applications'][number];

/** An apply or cancel answer (`result` 0 or an ERR5xx code). */
export type IpoAnswer = CallOutput<'ipo/applyIpo'>;

/** The query keys of the account's IPO data (under its stocks data). */
export const ipoKeys = (accountCode: string) =>
  [...accountKeys(accountCode).area('stocks'), 'ipo'] as const;

export function useIpos(accountCode: string) {
  return useQuery({
    queryKey: [...ipoKeys(accountCode), 'offers'],
    queryFn: ({ signal }) => callApi('ipo/searchIpos', { accountCode }, { signal }),
  });
}

export function useIpoApplications(accountCode: string) {
  return useQuery({
    queryKey: [...ipoKeys(accountCode), 'applications'],
    queryFn: ({ signal }) => callApi('ipo/searchIpoApplications', { accountCode }, { signal }),
  });
}

/** Applies; refreshes the offers and applications (and the cash it held). */
export function useApplyIpo(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<'ipo/applyIpo'>, 'accountCode'>) =>
      callApi('ipo/applyIpo', { accountCode, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).all }),
  });
}

export function useCancelIpoApplication(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (applicationId: number) =>
      callApi('ipo/cancelIpoApplication', { accountCode, applicationId }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).all }),
  });
}
