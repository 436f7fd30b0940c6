import {
  addBusinessDays,
  addCalendarDays,
  hongKongDate,
  isBusinessDay,
  isIsoDate,
  previousBusinessDay,
  weekdayOf,
  type IsoDate,
} from './business-calendar';
import type { DealingFrequency } from './fund-instrument';

const CUT_OFF = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** Whether `text` is a brand cut-off time, `HH:mm` on the 24-hour clock (spec §9). */
export function isCutOffTime(text: string): boolean {
  return CUT_OFF.test(text);
}

/**
 * The instant of a cut-off on a Hong Kong date. Hong Kong has kept UTC+8 without daylight saving
 * since 1979, so the offset is fixed rather than looked up.
 */
export function cutOffInstant(date: IsoDate, cutOff: string): Date {
  if (!isIsoDate(date)) throw new RangeError(`Not a YYYY-MM-DD date: "${date}"`);
  if (!isCutOffTime(cutOff)) throw new RangeError(`Not an HH:mm cut-off: "${cutOff}"`);
  return new Date(`${date}T${cutOff}:00+08:00`);
}

function daysInMonth(date: IsoDate): number {
  return new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();
}

/** Whether `date` is the scheduled (pre-roll) dealing day of the frequency. */
function isScheduledDay(date: IsoDate, frequency: DealingFrequency): boolean {
  switch (frequency.kind) {
    case 'daily':
      return true;
    case 'weekly':
      return weekdayOf(date) === frequency.weekday;
    case 'monthly':
      return Number(date.slice(8, 10)) === Math.min(frequency.day, daysInMonth(date));
  }
}

/**
 * Whether the fund deals on `date` (fact §3.9): a business day that is the scheduled day, or the
 * first business day after a scheduled day that fell on a weekend or holiday.
 */
export function isDealingDay(date: IsoDate, frequency: DealingFrequency): boolean {
  if (!isBusinessDay(date)) return false;
  const previous = previousBusinessDay(date);
  for (let day = date; day > previous; day = addCalendarDays(day, -1)) {
    if (isScheduledDay(day, frequency)) return true;
  }
  return false;
}

/** The first dealing day strictly after `date`. */
export function nextDealingDay(date: IsoDate, frequency: DealingFrequency): IsoDate {
  let day = addCalendarDays(date, 1);
  while (!isDealingDay(day, frequency)) day = addCalendarDays(day, 1);
  return day;
}

/**
 * The dealing date of an order placed at `instant` (fact §2.2, §3.9): before the brand cut-off
 * (HH:mm Hong Kong time) on a dealing day, that day; at or after it, or on any other day, the
 * next dealing day. Forward pricing: the order gets that date's NAV, unknown when it is placed.
 */
export function dealingDateFor(
  instant: Date,
  cutOff: string,
  frequency: DealingFrequency,
): IsoDate {
  const today = hongKongDate(instant);
  const isBeforeCutOff = instant.getTime() < cutOffInstant(today, cutOff).getTime();
  return isBeforeCutOff && isDealingDay(today, frequency)
    ? today
    : nextDealingDay(today, frequency);
}

/** Settlement date T+N business days after the dealing date (fact §2.2). */
export function settlementDateFor(dealingDate: IsoDate, settlementDays: number): IsoDate {
  if (!Number.isInteger(settlementDays) || settlementDays < 0) {
    throw new RangeError(`settlementDays must be a whole number >= 0, got ${settlementDays}`);
  }
  return addBusinessDays(dealingDate, settlementDays);
}

/** Everything an order screen shows about timing before the order is placed (issue 4 §7). */
export type DealingSchedule = {
  /** The dealing date, whose NAV prices the order (forward pricing). */
  dealingDate: IsoDate;
  /** The cut-off instant of that dealing date: the last moment to cancel. */
  cutOffAt: Date;
  settlementDate: IsoDate;
};

/** The dealing date, its cut-off and the settlement date of an order placed at `instant`. */
export function dealingScheduleFor(
  instant: Date,
  cutOff: string,
  fund: { dealingFrequency: DealingFrequency; settlementDays: number },
): DealingSchedule {
  const dealingDate = dealingDateFor(instant, cutOff, fund.dealingFrequency);
  return {
    dealingDate,
    cutOffAt: cutOffInstant(dealingDate, cutOff),
    settlementDate: settlementDateFor(dealingDate, fund.settlementDays),
  };
}
