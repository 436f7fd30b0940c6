import { TickMarkType, type Time } from 'lightweight-charts';
import type { Language } from '@shared/i18n/languages';

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

/** A chart time as wall-clock parts. */
export type Moment = { year: number; month: number; day: number; hour: number; minute: number };

/**
 * A chart time as wall-clock parts: `YYYY-MM-DD` text and business days as they are (midnight),
 * seconds read as UTC (a chart on an exchange's clock passes its wall clock as UTC seconds).
 */
export function momentOf(time: Time): Moment {
  if (typeof time === 'string') {
    const [year = 0, month = 1, day = 1] = time.split('-').map(Number);
    return { year, month, day, hour: 0, minute: 0 };
  }
  if (typeof time === 'number') {
    const date = new Date(time * 1000);
    return {
      year: date.getUTCFullYear(),
      month: date.getUTCMonth() + 1,
      day: date.getUTCDate(),
      hour: date.getUTCHours(),
      minute: date.getUTCMinutes(),
    };
  }
  return { ...time, hour: 0, minute: 0 };
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day as the app writes dates (UI style): `YYYY-MM-DD`, for a crosshair's time label. */
export function dayLabel(time: Time): string {
  const { year, month, day } = momentOf(time);
  return `${String(year)}-${twoDigits(month)}-${twoDigits(day)}`;
}

/** A time of day as `HH:mm`. */
export function clockLabel(time: Time): string {
  const { hour, minute } = momentOf(time);
  return `${twoDigits(hour)}:${twoDigits(minute)}`;
}

/**
 * A time-axis label: the year at a year's first tick, the month's name at a month's first tick
 * (`Mar`; `3月` in Chinese), and `MM-DD` for a day within a month, so no tick is a bare day
 * number that reads as a month. Times of day read `HH:mm` when `hasTimes` (intraday bars), and
 * are otherwise left to the library (a daily chart).
 */
export function tickLabel(
  time: Time,
  type: TickMarkType,
  language: Language,
  hasTimes = false,
): string | null {
  const { year, month, day } = momentOf(time);
  switch (type) {
    case TickMarkType.Year:
      return String(year);
    case TickMarkType.Month:
      return language === 'en' ? (ENGLISH_MONTHS[month - 1] ?? null) : `${String(month)}月`;
    case TickMarkType.DayOfMonth:
      return `${twoDigits(month)}-${twoDigits(day)}`;
    case TickMarkType.Time:
    case TickMarkType.TimeWithSeconds:
      return hasTimes ? clockLabel(time) : null;
    default:
      return null;
  }
}
