import {
  dayNumberToIsoDate,
  isBusinessDay,
  isoDateToDayNumber,
  type IsoDate,
} from '../../shared/domain/business-calendar';
import { isDecimalString } from '../../shared/domain/decimal';
import { lastIndexOnOrBefore, type NavPoint } from '../../shared/domain/fund-performance';
import { createSeededRandom } from './seeded-random';

/** How a simulated fund's NAV wanders: start value, yearly drift and volatility in percent. */
export type WalkParameters = {
  initialNav: string;
  annualDriftPercent: number;
  annualVolatilityPercent: number;
};

/** A fund's NAV history, generated lazily and extended as time passes. */
export type NavSeries = {
  /** Every NAV from launch through `date`, ascending. */
  pointsThrough(date: IsoDate): readonly NavPoint[];
};

const TRADING_DAYS_PER_YEAR = 252;
/** NAVs are carried with 12 fraction digits inside the walk and rounded only when published. */
const INTERNAL_DIGITS = 12;
const TWO_POW_32 = 2 ** 32;
const TWO_POW_64 = 2n ** 64n;

function toInternal(nav: string): bigint {
  if (!isDecimalString(nav) || nav.startsWith('-')) throw new RangeError(`Bad initial NAV ${nav}`);
  const [whole = '0', fraction = ''] = nav.split('.');
  return BigInt(whole + fraction.padEnd(INTERNAL_DIGITS, '0').slice(0, INTERNAL_DIGITS));
}

/** Rounds an internal NAV half-up to `precision` digits and writes it as a decimal string. */
function toPublished(nav: bigint, precision: number): string {
  const divisor = 10n ** BigInt(INTERNAL_DIGITS - precision);
  const digits = ((nav + divisor / 2n) / divisor).toString().padStart(precision + 1, '0');
  return precision === 0 ? digits : `${digits.slice(0, -precision)}.${digits.slice(-precision)}`;
}

/**
 * The daily growth factor's parts in 2^-64 units. The noise is the sum of four uniform draws
 * minus 2 (variance 1/3, bounded in [-2, 2]), scaled by sqrt(3) to unit variance; only IEEE
 * operations that round exactly (+, *, /, sqrt) are used, so the constants are the same everywhere.
 */
function dailyFactorParts(walk: WalkParameters): { drift: bigint; volatility: bigint } {
  const drift = walk.annualDriftPercent / 100 / TRADING_DAYS_PER_YEAR;
  const volatility =
    ((walk.annualVolatilityPercent / 100) * Math.sqrt(3)) / Math.sqrt(TRADING_DAYS_PER_YEAR);
  if (volatility * 2 + Math.abs(drift) >= 0.5)
    throw new RangeError('Volatility too high for a walk');
  return {
    drift: BigInt(Math.round(drift * TWO_POW_32)) * BigInt(TWO_POW_32),
    volatility: BigInt(Math.round(volatility * TWO_POW_32)),
  };
}

/**
 * A geometric random walk over weekdays from the launch date (the launch NAV is `initialNav`),
 * published on Hong Kong business days. It steps on holidays too, so a holiday added to the
 * calendar hides a NAV without moving any other: the same date always has the same NAV.
 */
export function createNavSeries(input: {
  seed: number;
  launchDate: IsoDate;
  navPrecision: number;
  walk: WalkParameters;
}): NavSeries {
  const random = createSeededRandom(input.seed);
  const { drift, volatility } = dailyFactorParts(input.walk);
  const points: NavPoint[] = [];
  let nav = toInternal(input.walk.initialNav);
  let nextDay = isoDateToDayNumber(input.launchDate);
  const launchDay = nextDay;

  const step = () => {
    let draws = 0;
    for (let draw = 0; draw < 4; draw += 1) draws += random.nextUint32();
    const noise = BigInt(draws - 2 * TWO_POW_32);
    nav = (nav * (TWO_POW_64 + drift + volatility * noise)) / TWO_POW_64;
  };

  const extendThrough = (lastDay: number) => {
    for (; nextDay <= lastDay; nextDay += 1) {
      // 1970-01-01 (day 0) was a Thursday: weekday 4.
      const weekday = (nextDay + 4) % 7;
      if (weekday === 0 || weekday === 6) continue;
      if (nextDay > launchDay) step();
      const date = dayNumberToIsoDate(nextDay);
      if (isBusinessDay(date)) points.push({ date, nav: toPublished(nav, input.navPrecision) });
    }
  };

  return {
    pointsThrough(date) {
      extendThrough(isoDateToDayNumber(date));
      return points.slice(0, lastIndexOnOrBefore(points, date) + 1);
    },
  };
}
