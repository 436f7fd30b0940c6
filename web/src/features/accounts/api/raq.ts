import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The risk questionnaire's answers, keyed by the questionnaire's own question ids. */
export type RaqAnswers = CallInput<'raq/submitAssessment'>['answers'];

/** The current risk questionnaire (spec §2.9); the assessment itself is lib/risk-assessment.ts. */
export function useQuestionnaire() {
  return useQuery({
    queryKey: ['raq', 'questionnaire'],
    queryFn: ({ signal }) => callApi('raq/loadQuestionnaire', {}, { signal }),
  });
}

/**
 * Submits the client's answers; everything cached for the account refreshes after, since the
 * new level changes what every product's order screens warn about.
 */
export function useSubmitAssessment(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (answers: RaqAnswers) => callApi('raq/submitAssessment', { accountCode, answers }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).all }),
  });
}
