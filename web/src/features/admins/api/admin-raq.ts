import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/**
 * The admin risk questionnaire calls (issue 30): its versions, one loaded at a time, and a save
 * that makes the next version. A save refreshes the versions and the client's cached questionnaire
 * (web/src/features/accounts/api/raq.ts keeps it under `['raq', 'questionnaire']`).
 */
export const adminRaqKeys = {
  all: ['admins', 'raq'] as const,
  /** A version; `latest` for the newest. */
  version: (version: number | 'latest') => ['admins', 'raq', 'version', version],
  versions: ['admins', 'raq', 'versions'] as const,
};

/** One version (the newest when `version` is left out). */
export function useRaqVersion(version?: number) {
  return useQuery({
    queryKey: adminRaqKeys.version(version ?? 'latest'),
    queryFn: ({ signal }) =>
      callApi('admin-raq/loadQuestionnaire', version ? { version } : {}, { signal }),
  });
}

/** Every version, newest first. */
export function useRaqVersions() {
  return useQuery({
    queryKey: adminRaqKeys.versions,
    queryFn: ({ signal }) => callApi('admin-raq/listVersions', {}, { signal }),
  });
}

/**
 * Saves a new version; once saved, `onSaved` hears its number and the admin's versions and the
 * readers' questionnaire refresh (the editor then restarts from it, so the page, not the editor,
 * says it was saved). A refused save refreshes nothing: the editor keeps the draft beside it.
 */
export function useSaveRaq(onSaved: (version: number) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'admin-raq/saveQuestionnaire'>) =>
      callApi('admin-raq/saveQuestionnaire', input),
    onSuccess: (answer) => {
      if (answer.result !== 'ok' || !answer.questionnaire) return undefined;
      onSaved(answer.questionnaire.version);
      return Promise.all(
        [adminRaqKeys.all, ['raq']].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      );
    },
  });
}

/** Reloads the versions (after `outdated`: another admin saved one meanwhile). */
export function useReloadRaq() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: adminRaqKeys.all });
}

/** A stored version. */
export type RaqVersion = NonNullable<CallOutput<'admin-raq/loadQuestionnaire'>['questionnaire']>;
/** A version in the list of versions. */
export type RaqVersionSummary = CallOutput<'admin-raq/listVersions'>['versions'][number];
/** A save's answer. */
export type RaqSaved = CallOutput<'admin-raq/saveQuestionnaire'>;
