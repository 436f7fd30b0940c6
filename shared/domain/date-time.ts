/** Spec §9 and hk-market-facts: the firm's clock is Hong Kong time unless a caller says otherwise. */
export const DEFAULT_TIME_ZONE = 'Asia/Hong_Kong';

/** Spec §9: English times show in 12-hour (`3:05 PM`) or 24-hour (`15:05`) form. */
export type HourCycle = '12' | '24';

/** A day on the calendar of some time zone, months counted from 1. */
export type CalendarDate = { year: number; month: number; day: number };

type WallClock = CalendarDate & { hour: number; minute: number };

/** One formatter per time zone: building an Intl.DateTimeFormat is the expensive part. */
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** Reads the wall clock in a zone as numbers, so the output never depends on ICU's punctuation. */
function wallClock(instant: Date, timeZone: string): WallClock {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  const parts = formatterFor(timeZone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): number =>
    Number(parts.find((entry) => entry.type === type)?.value);
  return {
    year: part('year'),
    month: part('month'),
    day: part('day'),
    hour: part('hour'),
    minute: part('minute'),
  };
}

const pad = (value: number, width: number): string => String(value).padStart(width, '0');

/** The calendar day an instant falls on in a time zone (default Hong Kong). */
export function calendarDateIn(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): CalendarDate {
  const { year, month, day } = wallClock(instant, timeZone);
  return { year, month, day };
}

/** Spec §9 date display: year-month-day, `2026-01-05`. */
export function formatCalendarDate({ year, month, day }: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** An instant's date in a time zone as `YYYY-MM-DD` (spec §9). */
export function formatDate(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  return formatCalendarDate(calendarDateIn(instant, timeZone));
}

function clockText(hour: number, minute: number, hourCycle: HourCycle): string {
  if (hourCycle === '24') return `${pad(hour, 2)}:${pad(minute, 2)}`;
  const suffix = hour < 12 ? 'AM' : 'PM';
  return `${hour % 12 === 0 ? 12 : hour % 12}:${pad(minute, 2)} ${suffix}`;
}

/** An instant's time in English (spec §9): `3:05 PM` (12-hour) or `15:05` (24-hour). */
export function formatTime(
  instant: Date,
  hourCycle: HourCycle = '24',
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const { hour, minute } = wallClock(instant, timeZone);
  return clockText(hour, minute, hourCycle);
}

/** Date and time together (spec §9): `2026-01-05 15:05` or `2026-01-05 3:05 PM`. */
export function formatDateTime(
  instant: Date,
  hourCycle: HourCycle = '24',
  timeZone: string = DEFAULT_TIME_ZONE,
): string {
  const clock = wallClock(instant, timeZone);
  return `${formatCalendarDate(clock)} ${clockText(clock.hour, clock.minute, hourCycle)}`;
}

/**
 * An instant as ISO 8601 wall-clock time with its offset (UI style: exports carry the offset),
 * `2026-11-20T16:35:00+08:00` in Hong Kong; seconds kept, milliseconds dropped.
 */
export function formatOffsetDateTime(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const clock = wallClock(instant, timeZone);
  const minuteStart = Math.floor(instant.getTime() / 60_000) * 60_000;
  const wallAsUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute);
  const offset = Math.round((wallAsUtc - minuteStart) / 60_000);
  const sign = offset < 0 ? '-' : '+';
  const zone = `${sign}${pad(Math.floor(Math.abs(offset) / 60), 2)}:${pad(Math.abs(offset) % 60, 2)}`;
  const seconds = pad(Math.floor((instant.getTime() - minuteStart) / 1000), 2);
  return `${formatCalendarDate(clock)}T${pad(clock.hour, 2)}:${pad(clock.minute, 2)}:${seconds}${zone}`;
}
