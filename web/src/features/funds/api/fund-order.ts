import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { fundAccountKeys, fundOrderEffects } from './fund-keys';

/** A placement answer (every fund place call answers this shape). */
export type FundOrderAnswer = CallOutput<'fund-order/placeSubscription'>;

/** The fund placement calls, each given the order's fields and the flow's extras. */
export const placeFundOrder = {
  subscription: (input: CallInput<'fund-order/placeSubscription'>) =>
    callApi('fund-order/placeSubscription', input),
  bulkSubscription: (input: CallInput<'fund-order/placeBulkSubscription'>) =>
    callApi('fund-order/placeBulkSubscription', input),
  redemption: (input: CallInput<'fund-order/placeRedemption'>) =>
    callApi('fund-order/placeRedemption', input),
  switch: (input: CallInput<'fund-order/placeSwitch'>) => callApi('fund-order/placeSwitch', input),
};

/** The client's fund orders, newest first. */
export function useFundOrders(input: CallInput<'fund-order/searchOrders'>) {
  return useQuery({
    queryKey: fundAccountKeys(input.accountCode).orders(input),
    queryFn: ({ signal }) => callApi('fund-order/searchOrders', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order leg with its stored status changes; idle until an order is chosen. */
export function useOrderTimeline(accountCode: string, orderId: number | null) {
  return useQuery({
    queryKey: fundAccountKeys(accountCode).timeline(orderId),
    queryFn: ({ signal }) =>
      callApi('fund-order/loadOrderTimeline', { accountCode, orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== null,
  });
}

/** Cancels an order before its cut-off; the account's funds data and cash refresh after. */
export function useCancelOrder(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callApi('fund-order/cancelOrder', { accountCode, orderId }),
    onSettled: () =>
      Promise.all(
        fundOrderEffects(accountCode).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
