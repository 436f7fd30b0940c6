import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** A self-certification as the form sends it. */
export type CertificationInput = Omit<CallInput<'tax-status/submitCertification'>, 'accountCode'>;

const taxKey = (accountCode: string) =>
  [...accountKeys(accountCode).area('accounts'), 'tax-status'] as const;

/** The current CRS/FATCA self-certification and the earlier ones (`tax-status/loadTaxStatus`). */
export function useTaxStatus(accountCode: string) {
  return useQuery({
    queryKey: taxKey(accountCode),
    queryFn: ({ signal }) => callApi('tax-status/loadTaxStatus', { accountCode }, { signal }),
  });
}

/** Submits a new certification; the status and history refresh after a stored one. */
export function useSubmitCertification(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CertificationInput) =>
      callApi('tax-status/submitCertification', { accountCode, ...input }),
    onSuccess: (answer) =>
      answer.result === 'ok'
        ? queryClient.invalidateQueries({ queryKey: taxKey(accountCode) })
        : undefined,
  });
}
