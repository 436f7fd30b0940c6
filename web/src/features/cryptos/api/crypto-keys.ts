import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';

/** Query keys of one account's virtual-asset data, under the account's keys (lib/account-keys.ts). */
export function cryptoAccountKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('cryptos');
  return {
    all,
    orders: (input: CallInput<'crypto-order/searchOrders'>) => [...all, 'orders', input] as const,
    fills: (input: CallInput<'crypto-order/searchFills'>) => [...all, 'fills', input] as const,
    timeline: (orderId: number | null) => [...all, 'timeline', orderId] as const,
    preview: (input: CallInput<'crypto-order/previewOrder'> | null) =>
      [...all, 'preview', input] as const,
    portfolio: (reportingCurrency: string) => [...all, 'portfolio', reportingCurrency] as const,
  };
}

/** What a crypto placement or cancel changes: the account's virtual-asset data (orders, balances). */
export function cryptoOrderEffects(accountCode: string) {
  return [cryptoAccountKeys(accountCode).all] as const;
}
