import type { CallInput } from '@shared/contracts/index';
import { accountKeys } from '../../../lib/account-keys';

/** Query keys of the funds area's public data (fund details, search, NAVs). */
export const fundKeys = {
  all: ['funds'] as const,
  search: (input: CallInput<'fund/searchFunds'>) => ['funds', 'search', input] as const,
  fund: (fundId: string | undefined) => ['funds', 'fund', fundId] as const,
  nav: (fundId: string, period: string | undefined) => ['funds', 'nav', fundId, period] as const,
  comparison: (fundIds: readonly string[], period: string) =>
    ['funds', 'compare', fundIds, period] as const,
};

/** Query keys of one account's funds data, under the account's keys (lib/account-keys.ts). */
export function fundAccountKeys(accountCode: string) {
  const all = accountKeys(accountCode).area('funds');
  return {
    all,
    portfolio: (reportingCurrency: string) => [...all, 'portfolio', reportingCurrency] as const,
    orders: (input: CallInput<'fund-order/searchOrders'>) => [...all, 'orders', input] as const,
    timeline: (orderId: number | null) => [...all, 'timeline', orderId] as const,
    watchlist: () => [...all, 'watchlist'] as const,
    documents: (input: CallInput<'trade-document/searchTradeDocuments'>) =>
      [...all, 'documents', input] as const,
  };
}

/** What a fund order or cancellation changes: the account's funds data and its cash. */
export function fundOrderEffects(accountCode: string) {
  return [fundAccountKeys(accountCode).all, accountKeys(accountCode).cash()] as const;
}
