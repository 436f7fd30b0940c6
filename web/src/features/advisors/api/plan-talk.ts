import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';

/** Query keys of the plan talks the advisor answers (spec §2.11 talk, advisor side). */
const talkKeys = {
  all: ['advisors', 'plan-talk'] as const,
  threads: () => [...talkKeys.all, 'threads'] as const,
  thread: (clientCode: string, planId: string | null) =>
    [...talkKeys.all, 'thread', clientCode, planId] as const,
};

/** A client's thread as the list shows it. */
export type PlanTalkThread = CallOutput<'plan-talk/listThreads'>['threads'][number];
/** One message of a thread. */
export type PlanTalkMessage = PlanTalkThread['lastMessage'];

/** The threads of the book's clients, newest first. */
export function usePlanTalkThreads() {
  return useQuery({
    queryKey: talkKeys.threads(),
    queryFn: ({ signal }) => callApi('plan-talk/listThreads', {}, { signal }),
  });
}

/** One client's thread about a plan (null: about plans in general), oldest first. */
export function usePlanTalkMessages(clientCode: string, planId: string | null) {
  return useQuery({
    queryKey: talkKeys.thread(clientCode, planId),
    queryFn: ({ signal }) =>
      callApi('plan-talk/loadClientThread', { clientAccountCode: clientCode, planId }, { signal }),
  });
}

/** The advisor's reply into a client's thread; the threads are read again after it. */
export function usePlanTalkReply(clientCode: string, planId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      callApi('plan-talk/reply', { clientAccountCode: clientCode, planId, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talkKeys.all }),
  });
}
