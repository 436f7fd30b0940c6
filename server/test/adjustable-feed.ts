import type { Fund } from '../../shared/domain/fund-instrument';
import type { FundFeed } from '../market-data/fund-feed';
import type { MarketDataProvider } from '../market-data/market-data-provider';

/** How a test has changed one fund of the feed. */
export type FundChange = 'suspended' | 'removed' | 'navWithheld';

/**
 * A fund feed a test changes while it runs (issue 4 §2 rejections and failures): a fund becomes
 * suspended, leaves the feed, or stops publishing NAVs; `restore` puts a fund back as it was.
 */
export type AdjustableFeed = MarketDataProvider & {
  change(fundId: string, how: FundChange): void;
  restore(fundId: string): void;
};

/** Wraps `base` so that each fund answers as its current change says; its other feeds unchanged. */
export function createAdjustableFeed(base: MarketDataProvider): AdjustableFeed {
  const changes = new Map<string, FundChange>();
  const isRemoved = (fundId: string) => changes.get(fundId) === 'removed';
  const shown = (fund: Fund): Fund =>
    changes.get(fund.id) === 'suspended' ? { ...fund, isSuspended: true } : fund;
  const funds: FundFeed = {
    list: async () => (await base.funds.list()).filter((fund) => !isRemoved(fund.id)).map(shown),
    get: async (fundId) => {
      const fund = isRemoved(fundId) ? undefined : await base.funds.get(fundId);
      return fund && shown(fund);
    },
    navHistory: async (fundId, range) =>
      isRemoved(fundId) ? [] : base.funds.navHistory(fundId, range),
    navOn: async (fundId, date) =>
      changes.has(fundId) && changes.get(fundId) !== 'suspended'
        ? undefined
        : base.funds.navOn(fundId, date),
    latestNav: async (fundId) => (isRemoved(fundId) ? undefined : base.funds.latestNav(fundId)),
  };
  return {
    ...base,
    funds,
    change: (fundId, how) => changes.set(fundId, how),
    restore: (fundId) => changes.delete(fundId),
  };
}
