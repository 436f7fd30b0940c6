import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The derivative assessment's answers, by question id. */
export type DerivativeAnswers = CallInput<'risk-check/submitDerivativeAssessment'>['answers'];

const riskCheckKey = (accountCode: string) =>
  [...accountKeys(accountCode).area('accounts'), 'risk-checks'] as const;

/** The suitability checks on file (`risk-check/loadRiskChecks`). */
export function useRiskChecks(accountCode: string) {
  return useQuery({
    queryKey: riskCheckKey(accountCode),
    queryFn: ({ signal }) => callApi('risk-check/loadRiskChecks', { accountCode }, { signal }),
  });
}

/** The derivative knowledge questions (the same for everyone). */
export function useDerivativeAssessment(isEnabled: boolean) {
  return useQuery({
    queryKey: ['risk-check', 'derivative-assessment'],
    queryFn: ({ signal }) => callApi('risk-check/loadDerivativeAssessment', {}, { signal }),
    enabled: isEnabled,
    staleTime: 10 * 60_000,
  });
}

/**
 * Scores the answers; a pass puts derivative knowledge on file, which the order checks read, so
 * everything cached for the account refreshes.
 */
export function useSubmitDerivativeAssessment(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: DerivativeAnswers) =>
      callApi('risk-check/submitDerivativeAssessment', { accountCode, answers }),
    onSuccess: (answer) =>
      answer.isPassed
        ? queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).all })
        : undefined,
  });
}
