import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/api-client';
import { planAccountKeys } from './plan-subscription';

const talkKey = (accountCode: string, planId: string | null) =>
  [...planAccountKeys(accountCode).all, 'talk', planId] as const;

/** The client's thread about a plan (null: plans in general), oldest first, and who answers. */
export function usePlanThread(accountCode: string, planId: string | null) {
  return useQuery({
    queryKey: talkKey(accountCode, planId),
    queryFn: ({ signal }) => callApi('plan-talk/loadThread', { accountCode, planId }, { signal }),
  });
}

/** Sends a message into the thread; the thread reloads after. */
export function useSendPlanMessage(accountCode: string, planId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) => callApi('plan-talk/sendMessage', { accountCode, planId, text }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: talkKey(accountCode, planId) }),
  });
}
