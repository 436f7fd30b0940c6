import { calendarDateIn, DEFAULT_TIME_ZONE, formatCalendarDate } from './date-time';

/**
 * Spec §2.12: the estimated completion date on an under-construction page is the next 18th or
 * 25th of the month, strictly after today in the firm's time zone: before the 18th it is the
 * 18th; from the 18th to the 24th it is the 25th; from the 25th it is the 18th of next month.
 */
export function estimatedCompletionDate(today: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  const { year, month, day } = calendarDateIn(today, timeZone);
  if (day < 18) return formatCalendarDate({ year, month, day: 18 });
  if (day < 25) return formatCalendarDate({ year, month, day: 25 });
  return month === 12
    ? formatCalendarDate({ year: year + 1, month: 1, day: 18 })
    : formatCalendarDate({ year, month: month + 1, day: 18 });
}
