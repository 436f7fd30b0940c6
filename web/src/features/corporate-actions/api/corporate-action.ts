import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** One corporate action on the client's holdings, with the client's entitlement. */
export type CorporateAction =
  CallOutput<'corporate-action/searchCorporateActions'>['events'][number];

/** An election's answer (`result` 0 or a corporate-action code). */
export type ElectionAnswer = CallOutput<'corporate-action/electCorporateAction'>;

/** The query keys of the account's corporate actions (under its stocks data). */
export const corporateActionKeys = (accountCode: string) =>
  [...accountKeys(accountCode).area('stocks'), 'corporate-actions'] as const;

/** The corporate actions on the client's holdings, upcoming and past. */
export function useCorporateActions(accountCode: string) {
  return useQuery({
    queryKey: corporateActionKeys(accountCode),
    queryFn: ({ signal }) =>
      callApi('corporate-action/searchCorporateActions', { accountCode }, { signal }),
  });
}

/** Elects cash or scrip on an event; refreshes the list. */
export function useElectCorporateAction(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Omit<CallInput<'corporate-action/electCorporateAction'>, 'accountCode'>) =>
      callApi('corporate-action/electCorporateAction', { accountCode, ...input }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: corporateActionKeys(accountCode) }),
  });
}
