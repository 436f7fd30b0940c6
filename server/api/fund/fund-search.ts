import type { z } from 'zod';
import type { fundContracts } from '../../../shared/contracts/fund';
import { toDecimal } from '../../../shared/domain/decimal';
import type { PerformancePeriod } from '../../../shared/domain/fund-performance';
import type { FundFeed } from '../../market-data/fund-feed';
import { fundSummaryOf, fundsWithSeries, type FundSummary } from './fund-views';

type SearchInput = z.output<typeof fundContracts.searchFunds.input>;

const matches = <T>(values: readonly T[] | undefined, value: T) =>
  !values || values.length === 0 || values.includes(value);

function isInRange(change: string | null, input: SearchInput): boolean {
  if (input.priceChangeMin === undefined && input.priceChangeMax === undefined) return true;
  if (change === null) return false;
  const value = toDecimal(change);
  if (input.priceChangeMin !== undefined && value.lt(input.priceChangeMin)) return false;
  return input.priceChangeMax === undefined || value.lte(input.priceChangeMax);
}

function compareBy(input: SearchInput): (a: FundSummary, b: FundSummary) => number {
  const decimal = (text: string | null | undefined) =>
    text === null || text === undefined ? null : toDecimal(text);
  const keyed = (a: FundSummary, b: FundSummary): number => {
    switch (input.sortBy) {
      case 'riskLevel':
        return a.riskLevel - b.riskLevel;
      case 'currency':
        return a.currency.localeCompare(b.currency);
      case 'nav':
      case 'priceChange': {
        const [x, y] = [decimal(a[input.sortBy]), decimal(b[input.sortBy])];
        // Funds without a figure go last whichever way the list is sorted.
        if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
        return x.comparedTo(y);
      }
      default:
        return 0;
    }
  };
  const byName = (a: FundSummary, b: FundSummary) =>
    a.name[input.language].localeCompare(b.name[input.language], input.language);
  const sign = input.sortDirection === 'asc' ? 1 : -1;
  return (a, b) => sign * keyed(a, b) || byName(a, b);
}

/** Spec §2.4 search and selector: filters, then the sort, then the page. */
export async function searchFunds(feed: FundFeed, input: SearchInput) {
  const keyword = input.keyword?.toLowerCase();
  const all = await fundsWithSeries(feed);
  const summaries = all
    .filter(
      ({ fund }) =>
        matches(input.categories, fund.category) &&
        matches(input.regions, fund.region) &&
        matches(input.sectors, fund.sector) &&
        matches(input.riskLevels, fund.riskLevel) &&
        matches(input.currencies, fund.currency) &&
        (!keyword ||
          fund.id.toLowerCase().includes(keyword) ||
          Object.values(fund.name).some((name) => name.toLowerCase().includes(keyword))),
    )
    .map(({ fund, series }) => fundSummaryOf(fund, series, input.period as PerformancePeriod))
    .filter((summary) => isInRange(summary.priceChange, input));
  const sorted =
    input.sortBy === 'launchDate'
      ? sortByLaunch(all, summaries, input)
      : summaries.sort(compareBy(input));
  const start = input.pageIndex * input.pageSize;
  return { total: sorted.length, funds: sorted.slice(start, start + input.pageSize) };
}

function sortByLaunch(
  all: Awaited<ReturnType<typeof fundsWithSeries>>,
  summaries: FundSummary[],
  input: SearchInput,
): FundSummary[] {
  const launch = new Map(all.map(({ fund }) => [fund.id, fund.launchDate]));
  const sign = input.sortDirection === 'asc' ? 1 : -1;
  return summaries.sort(
    (a, b) => sign * (launch.get(a.fundId) ?? '').localeCompare(launch.get(b.fundId) ?? ''),
  );
}
