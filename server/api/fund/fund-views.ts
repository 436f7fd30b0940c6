import type { z } from 'zod';
import type { fundDetail, fundSummary } from '../../../shared/contracts/fund';
import type { Fund } from '../../../shared/domain/fund-instrument';
import {
  PERFORMANCE_PERIODS,
  priceChange,
  type NavPoint,
  type PerformancePeriod,
} from '../../../shared/domain/fund-performance';
import type { FundFeed } from '../../market-data/fund-feed';

/** A fund as lists show it. */
export type FundSummary = z.input<typeof fundSummary>;

/** A fund with everything the detail page shows. */
export type FundDetail = z.input<typeof fundDetail>;

/** The list view of a fund: latest NAV and the change over `period`. */
export function fundSummaryOf(
  fund: Fund,
  series: readonly NavPoint[],
  period: PerformancePeriod,
): FundSummary {
  const latest = series.at(-1);
  return {
    fundId: fund.id,
    name: fund.name,
    house: fund.house,
    category: fund.category,
    region: fund.region,
    sector: fund.sector,
    currency: fund.currency,
    riskLevel: fund.riskLevel,
    nav: latest?.nav ?? null,
    navDate: latest?.date ?? null,
    priceChange: priceChange(series, period),
    isSuspended: fund.isSuspended,
    isProfessionalOnly: fund.isProfessionalOnly,
    minimumInitialSubscription: fund.minimumInitialSubscription,
    unitPrecision: fund.unitPrecision,
    navPrecision: fund.navPrecision,
  };
}

/** The detail view of a fund: terms, fees, documents and the change over every period. */
export function fundDetailOf(fund: Fund, series: readonly NavPoint[]): FundDetail {
  // The detail carries every period's change instead of one (`priceChanges`).
  const { fundId, name, house, category, region, sector, currency, riskLevel, nav, navDate } =
    fundSummaryOf(fund, series, 'none');
  return {
    ...{ fundId, name, house, category, region, sector, currency, riskLevel, nav, navDate },
    isSuspended: fund.isSuspended,
    isProfessionalOnly: fund.isProfessionalOnly,
    minimumInitialSubscription: fund.minimumInitialSubscription,
    dealingFrequency: fund.dealingFrequency,
    subscriptionFee: fund.subscriptionFee,
    redemptionFee: fund.redemptionFee,
    managementFeePercent: fund.managementFeePercent,
    minimumSubsequentSubscription: fund.minimumSubsequentSubscription,
    minimumHoldingUnits: fund.minimumHoldingUnits,
    minimumRedemptionUnits: fund.minimumRedemptionUnits,
    unitPrecision: fund.unitPrecision,
    navPrecision: fund.navPrecision,
    settlementDays: fund.settlementDays,
    launchDate: fund.launchDate,
    documents: fund.documents.map((document) => ({ fundId: fund.id, ...document })),
    priceChanges: Object.fromEntries(
      PERFORMANCE_PERIODS.map((period) => [period, priceChange(series, period)]),
    ),
  };
}

/** Every fund with its published NAV series, in the feed's order. */
export async function fundsWithSeries(
  feed: FundFeed,
  fundIds?: readonly string[],
): Promise<{ fund: Fund; series: readonly NavPoint[] }[]> {
  const funds = (await feed.list()).filter((fund) => !fundIds || fundIds.includes(fund.id));
  return Promise.all(funds.map(async (fund) => ({ fund, series: await feed.navHistory(fund.id) })));
}
