import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/account-keys';
import { callApi } from '../../../lib/api-client';

/**
 * The order panel's one write the stocks area's API files (`../api/`) do not hold: the spec §3
 * order confirmation setting.
 */

/** Sets whether orders skip the confirmation step (spec §3); the order settings refresh. */
export function useSetSkipConfirmation(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (skipConfirmation: boolean) =>
      callApi('stock-order/setOrderConfirmationReminder', { accountCode, skipConfirmation }),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: accountKeys(accountCode).orderSettings() }),
  });
}
