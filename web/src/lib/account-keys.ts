/**
 * Query keys of one client account's data, so a write in any area (a fund order, a stock order,
 * a risk assessment) refreshes what it changes for that account and nothing else's. Each product
 * area keeps its own account data under `area(name)`.
 */
export function accountKeys(accountCode: string) {
  const all = ['accounts', accountCode] as const;
  return {
    /** Everything cached for the account. */
    all,
    /** Cash balances per currency (`balance/searchCashBalances`). */
    cash: () => [...all, 'cash'] as const,
    /** The risk assessment (`raq/loadAssessment`). */
    riskAssessment: () => [...all, 'risk-assessment'] as const,
    /** Whether orders skip the confirmation and need the trade password. */
    orderSettings: () => [...all, 'order-settings'] as const,
    /** One product area's data for the account (`funds`, `stocks`). */
    area: (name: string) => [...all, name] as const,
  };
}
