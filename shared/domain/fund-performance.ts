import { addCalendarDays, type IsoDate } from './business-calendar';
import { toDecimal } from './decimal';
import { roundDecimal } from './rounding';

/** One published NAV: a Hong Kong calendar date and the NAV as a decimal string. */
export type NavPoint = { date: IsoDate; nav: string };

/** One point of a rebased series (the comparer's chart): 100 at the period's start. */
export type RebasedPoint = { date: IsoDate; value: string };

/** Spec §3 fund filter periods for price change. */
export type PerformancePeriod =
  | 'none'
  | '1week'
  | '1months'
  | '3months'
  | '6months'
  | '1year'
  | '2years'
  | '3years'
  | '4years'
  | '5years'
  | '10years'
  | 'ytd'
  | 'sinceLaunch';

/** Every period, in the spec's order, for pickers and exhaustive tests. */
export const PERFORMANCE_PERIODS: readonly PerformancePeriod[] = [
  'none',
  '1week',
  '1months',
  '3months',
  '6months',
  '1year',
  '2years',
  '3years',
  '4years',
  '5years',
  '10years',
  'ytd',
  'sinceLaunch',
];

const MONTHS: Partial<Record<PerformancePeriod, number>> = {
  '1months': 1,
  '3months': 3,
  '6months': 6,
  '1year': 12,
  '2years': 24,
  '3years': 36,
  '4years': 48,
  '5years': 60,
  '10years': 120,
};

/** The same day `months` months earlier, clamped to the month's end (31 Mar - 1 month = 28/29 Feb). */
export function subtractMonths(date: IsoDate, months: number): IsoDate {
  const total = Number(date.slice(0, 4)) * 12 + Number(date.slice(5, 7)) - 1 - months;
  const year = Math.floor(total / 12);
  const month = (total % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(Number(date.slice(8, 10)), lastDay);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * The date whose NAV is a period's base, counted back from `asOf`: a week or N months earlier,
 * the last day of the previous year for ytd; null for `none` and `sinceLaunch` (no fixed date).
 */
export function periodStartDate(period: PerformancePeriod, asOf: IsoDate): IsoDate | null {
  if (period === '1week') return addCalendarDays(asOf, -7);
  if (period === 'ytd') return `${String(Number(asOf.slice(0, 4)) - 1).padStart(4, '0')}-12-31`;
  const months = MONTHS[period];
  return months === undefined ? null : subtractMonths(asOf, months);
}

/** Index of the last point dated on or before `date` in an ascending series, or -1. */
export function lastIndexOnOrBefore(series: readonly NavPoint[], date: IsoDate): number {
  let low = 0;
  let high = series.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((series[middle] as NavPoint).date <= date) {
      found = middle;
      low = middle + 1;
    } else {
      high = middle - 1;
    }
  }
  return found;
}

/** The last NAV published on or before `date` (series ascending by date). */
export function navOnOrBefore(series: readonly NavPoint[], date: IsoDate): NavPoint | undefined {
  return series[lastIndexOnOrBefore(series, date)];
}

/** The base and end indexes of a period, or null when the series is too short for it. */
function periodIndexes(
  series: readonly NavPoint[],
  period: PerformancePeriod,
  asOf: IsoDate | undefined,
): { base: number; end: number } | null {
  const end = asOf === undefined ? series.length - 1 : lastIndexOnOrBefore(series, asOf);
  const endPoint = series[end];
  if (!endPoint || period === 'none') return null;
  if (period === 'sinceLaunch') return { base: 0, end };
  const start = periodStartDate(period, asOf ?? endPoint.date) as IsoDate;
  const base = lastIndexOnOrBefore(series, start);
  return base < 0 ? null : { base, end };
}

/**
 * Price change over a spec §3 period, in percent with 2 decimals (`12.34` is +12.34 %): the NAV
 * at `asOf` (default the latest) against the last NAV on or before the period's start. Null for
 * `none` or when the fund has no NAV that far back.
 */
export function priceChange(
  series: readonly NavPoint[],
  period: PerformancePeriod,
  asOf?: IsoDate,
): string | null {
  const indexes = periodIndexes(series, period, asOf);
  if (!indexes) return null;
  const base = toDecimal((series[indexes.base] as NavPoint).nav);
  const end = toDecimal((series[indexes.end] as NavPoint).nav);
  return roundDecimal(end.div(base).sub(1).mul(100), 2, 'normal');
}

/**
 * The series over a period rebased to 100 at its first point (4 decimals), so funds of different
 * NAVs and currencies compare on one chart. `none` shows everything, like `sinceLaunch`.
 */
export function normalisedSeries(
  series: readonly NavPoint[],
  period: PerformancePeriod,
  asOf?: IsoDate,
): RebasedPoint[] {
  const indexes = periodIndexes(series, period === 'none' ? 'sinceLaunch' : period, asOf);
  if (!indexes) return [];
  const base = toDecimal((series[indexes.base] as NavPoint).nav);
  return series.slice(indexes.base, indexes.end + 1).map((point) => ({
    date: point.date,
    value: roundDecimal(toDecimal(point.nav).div(base).mul(100), 4, 'normal'),
  }));
}
