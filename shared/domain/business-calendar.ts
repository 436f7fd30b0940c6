import { formatDate } from './date-time';
import { HOLIDAY_TABLE_YEARS, HONG_KONG_HOLIDAYS } from './business-calendar-hk-holidays';

/**
 * A calendar day in Hong Kong written `YYYY-MM-DD` (spec §9 date display). Dealing dates, NAV
 * dates and settlement dates are calendar days, not instants, so they travel as these strings.
 */
export type IsoDate = string;

/** Day of the week as `Date.getUTCDay` counts: 0 Sunday ... 6 Saturday. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

/** Whether `text` is a real calendar date in `YYYY-MM-DD` form (`2026-02-30` is not). */
export function isIsoDate(text: string): boolean {
  const match = ISO_DATE.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  );
}

/** Midnight UTC of the date, used only as a counter of days (never as an instant). */
export function isoDateToDayNumber(date: IsoDate): number {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  return (
    Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10))) /
    DAY_MS
  );
}

/** The date a day number stands for (the inverse of `isoDateToDayNumber`). */
export function dayNumberToIsoDate(dayNumber: number): IsoDate {
  return new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);
}

/** The date `days` calendar days after `date` (before it when negative). */
export function addCalendarDays(date: IsoDate, days: number): IsoDate {
  return dayNumberToIsoDate(isoDateToDayNumber(date) + days);
}

/** The day of the week of a date (0 Sunday ... 6 Saturday). */
export function weekdayOf(date: IsoDate): Weekday {
  return new Date(isoDateToDayNumber(date) * DAY_MS).getUTCDay() as Weekday;
}

/** The Hong Kong calendar day an instant falls on (HKT, no daylight saving). */
export function hongKongDate(instant: Date): IsoDate {
  return formatDate(instant, 'Asia/Hong_Kong');
}

/** The gazetted name of a Hong Kong general holiday on `date`, if it is one (Sundays aside). */
export function hongKongHolidayName(date: IsoDate): string | undefined {
  return HONG_KONG_HOLIDAYS[date];
}

/**
 * Whether the holiday table covers the date's year. Outside it only weekends are known, so
 * callers that plan far ahead (or far back) can say the calendar is provisional.
 */
export function hasHolidayData(date: IsoDate): boolean {
  const year = Number(date.slice(0, 4));
  return year >= HOLIDAY_TABLE_YEARS.first && year <= HOLIDAY_TABLE_YEARS.last;
}

/**
 * A Hong Kong business day: Monday to Friday and not a general holiday. Since 23 Sep 2024 severe
 * weather no longer closes the market (hk-market-facts §3.1), so typhoons are not modelled.
 */
export function isBusinessDay(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && HONG_KONG_HOLIDAYS[date] === undefined;
}

/** The first business day strictly after `date`. */
export function nextBusinessDay(date: IsoDate): IsoDate {
  let day = addCalendarDays(date, 1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, 1);
  return day;
}

/** The last business day strictly before `date`. */
export function previousBusinessDay(date: IsoDate): IsoDate {
  let day = addCalendarDays(date, -1);
  while (!isBusinessDay(day)) day = addCalendarDays(day, -1);
  return day;
}

/** `date` itself when it is a business day, else the next one (the usual roll-forward rule). */
export function businessDayOnOrAfter(date: IsoDate): IsoDate {
  return isBusinessDay(date) ? date : nextBusinessDay(date);
}

/**
 * Counts `days` business days from `date` (T+N settlement): each step moves to the next business
 * day, or the previous one when `days` is negative; 0 returns `date` unchanged.
 */
export function addBusinessDays(date: IsoDate, days: number): IsoDate {
  if (!Number.isInteger(days)) throw new RangeError(`days must be a whole number, got ${days}`);
  let day = date;
  for (let step = 0; step < Math.abs(days); step += 1) {
    day = days > 0 ? nextBusinessDay(day) : previousBusinessDay(day);
  }
  return day;
}
