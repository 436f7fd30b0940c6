import { useSyncExternalStore } from 'react';
import { storedReportingCurrency, subscribeReportingCurrency } from './preferences';

const current = () => storedReportingCurrency() ?? 'HKD';

/**
 * The reporting currency the totals convert to (spec §9: the stored choice, else HKD), following
 * a change made in the settings while the page is open.
 */
export function useReportingCurrency(): string {
  return useSyncExternalStore(subscribeReportingCurrency, current, current);
}
