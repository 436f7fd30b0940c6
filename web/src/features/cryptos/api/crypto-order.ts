import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { cryptoAccountKeys, cryptoOrderEffects } from './crypto-keys';

export { cryptoAccountKeys, cryptoOrderEffects } from './crypto-keys';

/** A placement or cancel answer (`result` 0 or a code of shared/domain/crypto-order-result.ts). */
export type CryptoOrderAnswer = CallOutput<'crypto-order/placeOrder'>;
export type CryptoOrder = CryptoOrderAnswer['order'] & {};
export type CryptoOrderPreview = CallOutput<'crypto-order/previewOrder'>;
export type CryptoPreviewInput = CallInput<'crypto-order/previewOrder'>;
export type CryptoTimeline = CallOutput<'crypto-order/loadOrderTimeline'>;
export type CryptoFillRow = CallOutput<'crypto-order/searchFills'>['fills'][number];

/** Places a crypto order (the order flow's `place`; the flow refreshes `cryptoOrderEffects`). */
export const placeCryptoOrder = (input: CallInput<'crypto-order/placeOrder'>) =>
  callApi('crypto-order/placeOrder', input);

/** What an order would cost and whether it passes; idle while `input` is null. */
export function useCryptoOrderPreview(input: CryptoPreviewInput | null) {
  return useQuery({
    queryKey: cryptoAccountKeys(input?.accountCode ?? '').preview(input),
    queryFn: ({ signal }) =>
      callApi('crypto-order/previewOrder', input as CryptoPreviewInput, { signal }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The client's crypto orders, newest first, with filters (`openOnly` for the open orders). */
export function useCryptoOrders(input: CallInput<'crypto-order/searchOrders'>) {
  return useQuery({
    queryKey: cryptoAccountKeys(input.accountCode).orders(input),
    queryFn: ({ signal }) => callApi('crypto-order/searchOrders', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** The client's fills, newest first, with filters. */
export function useCryptoFills(input: CallInput<'crypto-order/searchFills'>) {
  return useQuery({
    queryKey: cryptoAccountKeys(input.accountCode).fills(input),
    queryFn: ({ signal }) => callApi('crypto-order/searchFills', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order with its status moves and fills; idle until an order is chosen. */
export function useCryptoOrderTimeline(accountCode: string, orderId: number | null) {
  return useQuery({
    queryKey: cryptoAccountKeys(accountCode).timeline(orderId),
    queryFn: ({ signal }) =>
      callApi('crypto-order/loadOrderTimeline', { accountCode, orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== null,
  });
}

/** Cancels what is left of an open limit order; the account's virtual-asset data refreshes. */
export function useCancelCryptoOrder(accountCode: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number) => callApi('crypto-order/cancelOrder', { accountCode, orderId }),
    onSettled: () =>
      Promise.all(
        cryptoOrderEffects(accountCode).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
