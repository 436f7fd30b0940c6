import Decimal from 'decimal.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, isBusinessDay } from './business-calendar';
import {
  navOnOrBefore,
  normalisedSeries,
  PERFORMANCE_PERIODS,
  periodStartDate,
  priceChange,
  subtractMonths,
  type NavPoint,
} from './fund-performance';

/** Business days from `from` to `to`, NAV rising by 0.01 a day from 10. */
function linearSeries(from: string, to: string): NavPoint[] {
  const points: NavPoint[] = [];
  let nav = new Decimal(10);
  for (let date = from; date <= to; date = addCalendarDays(date, 1)) {
    if (!isBusinessDay(date)) continue;
    points.push({ date, nav: nav.toFixed(4) });
    nav = nav.add('0.01');
  }
  return points;
}

const series: NavPoint[] = [
  { date: '2023-12-29', nav: '8.0000' },
  { date: '2024-06-28', nav: '9.0000' },
  { date: '2025-11-20', nav: '9.5000' },
  { date: '2026-05-20', nav: '9.8000' },
  { date: '2026-11-13', nav: '9.9000' },
  { date: '2026-11-20', nav: '10.0000' },
];

describe('period start dates', () => {
  it.each([
    ['2026-03-31', 1, '2026-02-28'],
    ['2028-03-31', 1, '2028-02-29'],
    ['2026-01-15', 1, '2025-12-15'],
    ['2026-11-20', 120, '2016-11-20'],
    ['2028-02-29', 12, '2027-02-28'],
  ])('%s minus %i months is %s', (date, months, expected) => {
    expect(subtractMonths(date, months)).toBe(expected);
  });

  it.each([
    ['1week', '2026-11-13'],
    ['1months', '2026-10-20'],
    ['6months', '2026-05-20'],
    ['1year', '2025-11-20'],
    ['3years', '2023-11-20'],
    ['ytd', '2025-12-31'],
    ['none', null],
    ['sinceLaunch', null],
  ] as const)('%s from 2026-11-20 starts at %s', (period, expected) => {
    expect(periodStartDate(period, '2026-11-20')).toBe(expected);
  });
});

describe('price change (spec §3 periods)', () => {
  it.each([
    ['1week', '1.01'],
    ['6months', '2.04'],
    ['1year', '5.26'],
    ['2years', '11.11'],
    ['sinceLaunch', '25.00'],
    ['ytd', '5.26'],
    ['3years', null],
    ['none', null],
  ] as const)('%s gives %s', (period, expected) => {
    expect(priceChange(series, period)).toBe(expected);
  });

  it('measures as of an earlier date when asked', () => {
    expect(priceChange(series, '1year', '2025-12-01')).toBe('5.56');
    expect(priceChange(series, 'sinceLaunch', '2023-01-01')).toBeNull();
  });

  it('finds the last NAV on or before a date', () => {
    expect(navOnOrBefore(series, '2026-11-19')?.nav).toBe('9.9000');
    expect(navOnOrBefore(series, '2020-01-01')).toBeUndefined();
    expect(navOnOrBefore([], '2026-01-01')).toBeUndefined();
  });

  it('agrees with a direct computation on any period of a long series', () => {
    const long = linearSeries('2015-01-01', '2026-11-20');
    fc.assert(
      fc.property(fc.constantFrom(...PERFORMANCE_PERIODS), (period) => {
        const change = priceChange(long, period);
        const start = periodStartDate(period, '2026-11-20');
        if (period === 'none') {
          expect(change).toBeNull();
          return;
        }
        const base = period === 'sinceLaunch' ? long[0] : navOnOrBefore(long, start as string);
        const expected = new Decimal('10.0000')
          .add(new Decimal('0.01').mul(long.length - 1))
          .div((base as NavPoint).nav)
          .sub(1)
          .mul(100)
          .toFixed(2);
        expect(change).toBe(expected);
      }),
    );
  });
});

describe('normalised series (the comparer)', () => {
  it('starts at 100 and moves with the NAV', () => {
    expect(normalisedSeries(series, '1year')).toEqual([
      { date: '2025-11-20', value: '100.0000' },
      { date: '2026-05-20', value: '103.1579' },
      { date: '2026-11-13', value: '104.2105' },
      { date: '2026-11-20', value: '105.2632' },
    ]);
  });

  it('shows the whole history for none and nothing when the fund is too young', () => {
    expect(normalisedSeries(series, 'none')).toHaveLength(series.length);
    expect(normalisedSeries(series, '5years')).toEqual([]);
  });

  it('keeps the ratio between any two points', () => {
    const long = linearSeries('2020-01-01', '2026-11-20');
    const rebased = normalisedSeries(long, '3years');
    const first = long.findIndex((point) => point.date === rebased[0]?.date);
    fc.assert(
      fc.property(fc.nat(rebased.length - 1), (index) => {
        const ratio = new Decimal((long[first + index] as NavPoint).nav).div(
          (long[first] as NavPoint).nav,
        );
        expect(
          new Decimal((rebased[index] as { value: string }).value)
            .sub(ratio.mul(100))
            .abs()
            .lte('0.00005'),
        ).toBe(true);
      }),
    );
  });
});
