import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** Query keys of the operator's queue. */
export const adminQueueKeys = {
  all: ['admins', 'queue'] as const,
  search: (input: CallInput<'admin-queue/searchQueue'>) =>
    [...adminQueueKeys.all, 'search', input] as const,
};

/** The queue's page: its items, how many match and how many wait of each kind. */
export type QueuePage = CallOutput<'admin-queue/searchQueue'>;
/** An item waiting for a decision. */
export type QueueItem = QueuePage['items'][number];
/** The kinds of item the queue holds. */
export type QueueKind = QueueItem['kind'];

/** A page of waiting items, oldest first; polled, as clients place requests meanwhile. */
export function useQueue(input: CallInput<'admin-queue/searchQueue'>) {
  return useQuery({
    queryKey: adminQueueKeys.search(input),
    queryFn: ({ signal }) => callApi('admin-queue/searchQueue', input, { signal }),
    placeholderData: keepPreviousData,
    refetchInterval: 30_000,
  });
}

/** An item's proof file (a deposit's, a bank account's); null when none. */
export const loadQueueProof = (kind: QueueKind, key: string) =>
  callApi('admin-queue/loadQueueProof', { kind, key });

/** Accepts or rejects an item; the queue and the client's cached data refresh after. */
export function useDecideQueueItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CallInput<'admin-queue/decideQueueItem'> & { accountCode: string }) =>
      callApi('admin-queue/decideQueueItem', {
        kind: input.kind,
        key: input.key,
        decision: input.decision,
        reason: input.reason,
      }),
    onSettled: (_answer, _error, input) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminQueueKeys.all }),
        queryClient.invalidateQueries({ queryKey: accountKeys(input.accountCode).all }),
      ]),
  });
}
