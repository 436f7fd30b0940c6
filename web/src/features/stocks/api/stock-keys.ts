import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';

/** Query keys of one account's stocks data, under the account's keys (lib/account-keys.ts). */
export function stockAccountKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('stocks');
  return {
    all,
    /** Every order search of the account (invalidate this to refresh any list). */
    allOrders: () => [...all, 'orders'] as const,
    orders: (input: CallInput<'stock-order/searchOrders'>) => [...all, 'orders', input] as const,
    timeline: (orderId: number | null) => [...all, 'timeline', orderId] as const,
    permission: (exchange: string) => [...all, 'permission', exchange] as const,
    preview: (input: CallInput<'stock-order/previewOrder'> | null) =>
      [...all, 'preview', input] as const,
    portfolio: (reportingCurrency: string) => [...all, 'portfolio', reportingCurrency] as const,
  };
}

/**
 * What a stock placement, modification or cancellation changes: the account's stocks data
 * (orders, timelines, previews, portfolio) and its cash.
 */
export function stockOrderEffects(accountCode: string) {
  return [stockAccountKeys(accountCode).all, accountKeys(accountCode).cash()] as const;
}
