import { useQuery } from '@tanstack/react-query';
import { accountKeys } from './account-keys';
import { callApi } from './api-client';
import { useSession } from './session-context';

/**
 * Whether orders skip the confirmation step (spec §3 order confirmation setting), need the trade
 * password, and until when this session has unlocked trading (issue 9 §2): account settings
 * every product's order flow reads. The confirmation setting is kept on the Gateway back office
 * (`stock-order`), which does not serve a Fos session: a Fos client's orders always confirm.
 */
export function useOrderSettings(accountCode: string) {
  const isGateway = useSession()?.source !== 'fos';
  return useQuery({
    queryKey: accountKeys(accountCode).orderSettings(),
    queryFn: async ({ signal }) => {
      const [reminder, tradePassword] = await Promise.all([
        isGateway
          ? callApi('stock-order/loadOrderConfirmationReminder', { accountCode }, { signal })
          : { skipConfirmation: false },
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
