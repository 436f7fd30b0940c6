import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The holder information as the page shows it. */
export type AccountProfile = CallOutput<'account-profile/loadProfile'>['profile'];

/** A postal address as sent and shown. */
export type PostalAddress = CallInput<'account-profile/changeAddress'>['address'];

const profileKey = (accountCode: string) =>
  [...accountKeys(accountCode).area('accounts'), 'profile'] as const;
const changesKey = (accountCode: string) => [...profileKey(accountCode), 'changes'] as const;

/** The holder information (`account-profile/loadProfile`). */
export function useProfile(accountCode: string) {
  return useQuery({
    queryKey: profileKey(accountCode),
    queryFn: ({ signal }) => callApi('account-profile/loadProfile', { accountCode }, { signal }),
  });
}

/** Every change of the holder information, newest first. */
export function useProfileChanges(accountCode: string) {
  return useQuery({
    queryKey: changesKey(accountCode),
    queryFn: ({ signal }) =>
      callApi('account-profile/searchProfileChanges', { accountCode }, { signal }),
  });
}

/** Keeps a changed profile and refreshes the history. */
function useProfileChanged(accountCode: string) {
  const queryClient = useQueryClient();
  return async (profile: AccountProfile | null) => {
    if (!profile) return;
    queryClient.setQueryData(profileKey(accountCode), { profile });
    await queryClient.invalidateQueries({ queryKey: changesKey(accountCode) });
  };
}

/** Asks for a one-time code sent to a new email or mobile. */
export function useRequestContactChange(accountCode: string) {
  return useMutation({
    mutationFn: (input: { kind: 'email' | 'mobile'; value: string }) =>
      callApi('account-profile/requestContactChange', { accountCode, ...input }),
  });
}

/** Confirms a contact change with the code that was sent. */
export function useConfirmContactChange(accountCode: string) {
  const changed = useProfileChanged(accountCode);
  return useMutation({
    mutationFn: (input: { challengeId: string; code: string }) =>
      callApi('account-profile/confirmContactChange', { accountCode, ...input }),
    onSuccess: (answer) => changed(answer.profile),
  });
}

/** Changes the residential or correspondence address. */
export function useChangeAddress(accountCode: string) {
  const changed = useProfileChanged(accountCode);
  return useMutation({
    mutationFn: (input: { kind: 'residential' | 'correspondence'; address: PostalAddress }) =>
      callApi('account-profile/changeAddress', { accountCode, ...input }),
    onSuccess: (answer) => changed(answer.profile),
  });
}
