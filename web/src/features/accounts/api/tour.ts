import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/** The tour's state for the account: offered, completed (`tour/loadTourState`). */
export const tourKey = (accountCode: string) =>
  [...accountKeys(accountCode).area('accounts'), 'tour'] as const;

/** Whether the tour was offered and completed (issue 25 §5). */
export function useTourState(accountCode: string, isEnabled = true) {
  return useQuery({
    queryKey: tourKey(accountCode),
    queryFn: ({ signal }) => callApi('tour/loadTourState', { accountCode }, { signal }),
    enabled: isEnabled,
  });
}

/** Records the offer (shown, taken or dismissed) or the tour's end; the state comes back. */
export function useRecordTour(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (event: 'offered' | 'completed') =>
      callApi('tour/recordTour', { accountCode, event }),
    onSuccess: (state) => queryClient.setQueryData(tourKey(accountCode), state),
  });
}
