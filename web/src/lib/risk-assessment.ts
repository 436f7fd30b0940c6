import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';

/**
 * The client's risk assessment and the spec §4 reminder: the account area's questionnaire sets
 * it, the order screens of every product compare against it.
 */
export function useRiskAssessment(accountCode: string) {
  return useQuery({
    queryKey: accountKeys(accountCode).riskAssessment(),
    queryFn: ({ signal }) => callApi('raq/loadAssessment', { accountCode }, { signal }),
  });
}
