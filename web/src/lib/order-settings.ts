import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';

/**
 * Whether orders skip the confirmation step (spec §3 order confirmation setting), need the trade
 * password, and until when this session has unlocked trading (issue 9 §2): account settings
 * every product's order flow reads.
 */
export function useOrderSettings(accountCode: string) {
  return useQuery({
    queryKey: accountKeys(accountCode).orderSettings(),
    queryFn: async ({ signal }) => {
      const [reminder, tradePassword] = await Promise.all([
        callApi('stock-order/loadOrderConfirmationReminder', { accountCode }, { signal }),
        callApi('account/checkSavedTradePassword', { accountCode }, { signal }),
      ]);
      return {
        skipConfirmation: reminder.skipConfirmation,
        isTradePasswordRequired: tradePassword.tradePasswordRequired,
        tradeUnlockedUntil: tradePassword.tradeUnlockedUntil,
      };
    },
  });
}
