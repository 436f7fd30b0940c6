import Decimal from 'decimal.js';
import { toDecimal } from './decimal';
import type { NavPoint } from './fund-performance';
import { roundDecimal } from './rounding';

/** One fund of a plan's mix: its weight in percent. */
export type PlanWeight = { fundId: string; weight: string };

/** Whether the weights are all above zero and sum to exactly 100. */
export function weightsSumTo100(weights: readonly PlanWeight[]): boolean {
  if (weights.length === 0) return false;
  if (weights.some((each) => !toDecimal(each.weight).gt(0))) return false;
  return weights.reduce((sum, each) => sum.add(each.weight), new Decimal(0)).eq(100);
}

/**
 * One month's amount split over the funds: amount x weight, rounded down to the currency's
 * `precision`, the last fund taking the remainder so the parts sum to exactly the amount.
 */
export function splitMonthlyAmount(
  amount: string,
  weights: readonly PlanWeight[],
  precision: number,
): { fundId: string; amount: string }[] {
  const total = toDecimal(amount);
  let placed = new Decimal(0);
  return weights.map((each, index) => {
    const part =
      index === weights.length - 1
        ? total.sub(placed)
        : toDecimal(roundDecimal(total.mul(each.weight).div(100), precision, 'down'));
    placed = placed.add(part);
    return { fundId: each.fundId, amount: roundDecimal(part, precision, 'normal') };
  });
}

/** `YYYY-MM` of a `YYYY-MM-DD`. */
export const monthOf = (date: string): string => date.slice(0, 7);

/** The month after (or `count` months after) a `YYYY-MM`. */
export function addMonths(month: string, count = 1): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  const index = year * 12 + (number - 1) + count;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

/** The debit date of a month: `YYYY-MM-DD` with the day 1-28. */
export const debitDateOf = (month: string, debitDay: number): string =>
  `${month}-${String(debitDay).padStart(2, '0')}`;

/**
 * The month a subscription runs next: its first month, or the month after its last run, but never
 * a month before `today`'s (a month missed while nothing ran is not caught up later).
 */
export function dueMonth(firstMonth: string, today: string, lastRunMonth: string | null): string {
  const after = lastRunMonth === null ? firstMonth : addMonths(lastRunMonth);
  const due = after > firstMonth ? after : firstMonth;
  const thisMonth = monthOf(today);
  return due < thisMonth ? thisMonth : due;
}

/** The next debit date (`YYYY-MM-DD`): the due month's debit day. */
export const nextDebitDate = (
  firstMonth: string,
  debitDay: number,
  today: string,
  lastRunMonth: string | null,
): string => debitDateOf(dueMonth(firstMonth, today, lastRunMonth), debitDay);

/**
 * A plan's performance: the weighted index of its funds' NAVs, rebalanced to the plan's weights on
 * the first valuation day of every month, starting at 100 on the first day every fund has a NAV.
 * Between rebalances each fund's share moves with its NAV. One point per day any fund priced.
 */
export function planIndex(
  weights: readonly PlanWeight[],
  histories: ReadonlyMap<string, readonly NavPoint[]>,
): NavPoint[] {
  const series = weights.map((each) => histories.get(each.fundId) ?? []);
  if (series.some((points) => points.length === 0)) return [];
  const start = series
    .map((points) => (points[0] as NavPoint).date)
    .sort()
    .at(-1) as string;
  const dates = [...new Set(series.flatMap((points) => points.map((point) => point.date)))]
    .filter((date) => date >= start)
    .sort();
  const cursors = series.map(() => 0);
  const navAt = (fund: number, date: string) => {
    const points = series[fund] as readonly NavPoint[];
    let cursor = cursors[fund] as number;
    while (cursor + 1 < points.length && (points[cursor + 1] as NavPoint).date <= date) cursor += 1;
    cursors[fund] = cursor;
    return toDecimal((points[cursor] as NavPoint).nav);
  };
  let value = new Decimal(100);
  let units: Decimal[] = [];
  let month = '';
  const points: NavPoint[] = [];
  for (const date of dates) {
    const navs = series.map((_, fund) => navAt(fund, date));
    if (units.length > 0)
      value = units.reduce(
        (sum, each, fund) => sum.add(each.mul(navs[fund] as Decimal)),
        new Decimal(0),
      );
    if (monthOf(date) !== month) {
      month = monthOf(date);
      units = weights.map((each, fund) =>
        value
          .mul(each.weight)
          .div(100)
          .div(navs[fund] as Decimal),
      );
    }
    points.push({ date, nav: roundDecimal(value, 6, 'normal') });
  }
  return points;
}
