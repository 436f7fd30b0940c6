import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The risk questionnaire's answers, keyed by the version's own question ids. */
export type RaqAnswers = CallInput<'raq/submitAssessment'>['answers'];

/**
 * The latest risk questionnaire version (spec §2.9, issue 30); the assessment itself is
 * lib/risk-assessment.ts.
 */
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
    mutationFn: ({ version, answers }: { version: number; answers: RaqAnswers }) =>
      callApi('raq/submitAssessment', { accountCode, version, answers }),
    onSuccess: async (answer) => {
      // A newer version was saved meanwhile: load it, so the client answers what is asked now.
      if (answer.result === 'questionnaire_changed') {
        await queryClient.invalidateQueries({ queryKey: ['raq', 'questionnaire'] });
      }
      if (answer.result === 'ok') {
        await queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).all });
      }
    },
  });
}
