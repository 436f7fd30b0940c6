import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { callApi } from '../../../lib/api-client';
import { stockAccountKeys, stockOrderEffects } from './stock-keys';

export { stockAccountKeys, stockOrderEffects } from './stock-keys';

/** A placement, modification or cancellation answer (`result` 0 or a spec §8 code). */
export type StockOrderAnswer = CallOutput<'stock-order/placeOrder'>;

/** One order as the client reads it. */
export type StockOrder = StockOrderAnswer['order'] & {};

/** What the preview answers: consideration, fees, total, purchasing power, max buy / sell. */
export type StockOrderPreview = CallOutput<'stock-order/previewOrder'>;

/** The trading permission of one exchange (spec §3). */
export type TradingPermission = CallOutput<'stock-order/loadTradingPermission'>;

/** Places a stock order (the order flow's `place`; it invalidates `stockOrderEffects`). */
export const placeStockOrder = (input: CallInput<'stock-order/placeOrder'>) =>
  callApi('stock-order/placeOrder', input);

/** The client's trading permission on an exchange; idle until one is chosen. */
export function useTradingPermission(accountCode: string, exchange: 'HKEX' | 'US' | undefined) {
  return useQuery({
    queryKey: stockAccountKeys(accountCode).permission(exchange ?? ''),
    queryFn: ({ signal }) =>
      callApi(
        'stock-order/loadTradingPermission',
        { accountCode, exchange: exchange ?? 'HKEX' },
        { signal },
      ),
    enabled: exchange !== undefined,
  });
}

/**
 * What an order would cost and whether it passes the checks; idle while `input` is null (say,
 * before a quantity is typed). Keeps the previous answer while the next one loads.
 */
export function useOrderPreview(input: CallInput<'stock-order/previewOrder'> | null) {
  return useQuery({
    queryKey: stockAccountKeys(input?.accountCode ?? '').preview(input),
    queryFn: ({ signal }) =>
      callApi('stock-order/previewOrder', input as CallInput<'stock-order/previewOrder'>, {
        signal,
      }),
    enabled: input !== null,
    placeholderData: keepPreviousData,
  });
}

/** The client's stock orders, newest first (`openOnly` for the order panel's working orders). */
export function useStockOrders(input: CallInput<'stock-order/searchOrders'>) {
  return useQuery({
    queryKey: stockAccountKeys(input.accountCode).orders(input),
    queryFn: ({ signal }) => callApi('stock-order/searchOrders', input, { signal }),
    placeholderData: keepPreviousData,
  });
}

/** One order with its status changes and fills; idle until an order is chosen. */
export function useStockOrderTimeline(accountCode: string, orderId: number | null) {
  return useQuery({
    queryKey: stockAccountKeys(accountCode).timeline(orderId),
    queryFn: ({ signal }) =>
      callApi('stock-order/loadOrderTimeline', { accountCode, orderId: orderId ?? 0 }, { signal }),
    enabled: orderId !== null,
  });
}

function useInvalidateStockEffects(accountCode: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all(
      stockOrderEffects(accountCode).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    );
}

/** Places an order; the account's stocks data and cash refresh after. */
export function usePlaceStockOrder(accountCode: string) {
  const invalidate = useInvalidateStockEffects(accountCode);
  return useMutation({
    mutationFn: (input: Omit<CallInput<'stock-order/placeOrder'>, 'accountCode'>) =>
      callApi('stock-order/placeOrder', { ...input, accountCode }),
    onSettled: invalidate,
  });
}

/** Modifies a working order's price and/or quantity; stocks data and cash refresh after. */
export function useModifyStockOrder(accountCode: string) {
  const invalidate = useInvalidateStockEffects(accountCode);
  return useMutation({
    mutationFn: (input: Omit<CallInput<'stock-order/modifyOrder'>, 'accountCode'>) =>
      callApi('stock-order/modifyOrder', { ...input, accountCode }),
    onSettled: invalidate,
  });
}

/** Cancels what is left of a working order; stocks data and cash refresh after. */
export function useCancelStockOrder(accountCode: string) {
  const invalidate = useInvalidateStockEffects(accountCode);
  return useMutation({
    mutationFn: (orderId: number) => callApi('stock-order/cancelOrder', { accountCode, orderId }),
    onSettled: invalidate,
  });
}
