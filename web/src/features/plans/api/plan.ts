import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { callApi } from '../../../lib/api-client';
import { saveDocumentFile } from '../../../lib/download-file';

/** A plan as lists show it. */
export type PlanSummary = CallOutput<'plan/searchPlans'>['plans'][number];
/** Everything the detail page shows. */
export type PlanDetail = NonNullable<CallOutput<'plan/loadPlan'>['plan']>;
/** The search's filters. */
export type PlanFilter = CallInput<'plan/searchPlans'>;
/** A questionnaire's answers. */
export type SuggestInput = CallInput<'plan/suggestPlans'>;

/** Plans are the firm's, the same for every client: keyed outside any account. */
const planKeys = {
  search: (filter: PlanFilter) => ['plans', 'search', filter] as const,
  plan: (planId: string) => ['plans', 'plan', planId] as const,
  suggest: (input: SuggestInput) => ['plans', 'suggest', input] as const,
};

/** The offered plans of the filter, with their returns over every period. */
export function usePlans(filter: PlanFilter) {
  return useQuery({
    queryKey: planKeys.search(filter),
    queryFn: ({ signal }) => callApi('plan/searchPlans', filter, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One plan's detail (`plan` null with result planNotFound when not offered). */
export function usePlan(planId: string) {
  return useQuery({
    queryKey: planKeys.plan(planId),
    queryFn: ({ signal }) => callApi('plan/loadPlan', { planId }, { signal }),
  });
}

/** The plans ranked for a questionnaire's answers (or a goal alone); idle without answers. */
export function usePlanSuggestions(input: SuggestInput | null) {
  return useQuery({
    queryKey: planKeys.suggest(input ?? { accountCode: '', goal: 'growth' }),
    queryFn: ({ signal }) => callApi('plan/suggestPlans', input!, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The fund a plan document belongs to, from its path (`funds/<fundId>/factsheet.pdf`). */
export function fundIdOfDocument(path: string): string | null {
  return /^funds\/([^/]+)\//.exec(path)?.[1] ?? null;
}

/** Downloads a plan document (one of its funds' factsheets or prospectuses) and saves it. */
export function usePlanDocumentDownload(path: string, type: 'factsheet' | 'prospectus') {
  return useMutation({
    mutationFn: (language: Language) =>
      callApi('fund-document/downloadFundDocument', {
        fundId: fundIdOfDocument(path) ?? '',
        type,
        language,
      }),
    onSuccess: saveDocumentFile,
  });
}
