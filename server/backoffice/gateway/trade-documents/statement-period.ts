import {
  addCalendarDays,
  isIsoDate,
  type IsoDate,
} from '../../../../shared/domain/business-calendar';
import { cutOffInstant } from '../../../../shared/domain/fund-dealing';

/**
 * Statement periods (spec §3 document types dailyStatement and monthlyStatement): one Hong Kong
 * calendar day or one calendar month, from 00:00 HKT of its first day to 00:00 HKT after its last.
 */

/** Which statement a period belongs to. */
export type StatementKind = 'daily' | 'monthly';

/** A statement's period: its id, its first and last days, and its instants [from, to). */
export type StatementPeriod = {
  kind: StatementKind;
  /** The document id, `daily:2026-10-01` or `monthly:2026-10`. */
  id: string;
  start: IsoDate;
  end: IsoDate;
  from: Date;
  /** The period's end, which is also when its statement is issued. */
  to: Date;
};

/** 00:00 in Hong Kong at the start of a date. */
export const hongKongMidnight = (date: IsoDate): Date => cutOffInstant(date, '00:00');

/** The statement period of one day. */
export function dailyPeriod(date: IsoDate): StatementPeriod {
  const next = addCalendarDays(date, 1);
  return {
    kind: 'daily',
    id: `daily:${date}`,
    start: date,
    end: date,
    from: hongKongMidnight(date),
    to: hongKongMidnight(next),
  };
}

/** The first day of the month after `month` (`2026-12` to `2027-01-01`). */
function nextMonthStart(month: string): IsoDate {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  const next = number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
  return `${next}-01`;
}

/** The statement period of one calendar month, `YYYY-MM`. */
export function monthlyPeriod(month: string): StatementPeriod {
  const following = nextMonthStart(month);
  return {
    kind: 'monthly',
    id: `monthly:${month}`,
    start: `${month}-01`,
    end: addCalendarDays(following, -1),
    from: hongKongMidnight(`${month}-01`),
    to: hongKongMidnight(following),
  };
}

/**
 * What a trade document id names: a statement period, a stock order's contract note of a trade
 * date, or a stored document's number.
 */
export type ParsedDocumentId =
  | { kind: 'statement'; period: StatementPeriod }
  | { kind: 'contract'; orderId: number; tradeDate: IsoDate }
  | { kind: 'other'; storedId: number };

/** Reads a document id (already matched by the contract's pattern); undefined for no such date. */
export function parseDocumentId(id: string): ParsedDocumentId | undefined {
  const [kind = '', value = '', date = ''] = id.split(':');
  if (kind === 'other') return { kind: 'other', storedId: Number(value) };
  if (kind === 'contract') {
    return isIsoDate(date)
      ? { kind: 'contract', orderId: Number(value), tradeDate: date }
      : undefined;
  }
  if (kind === 'daily') {
    return isIsoDate(value) ? { kind: 'statement', period: dailyPeriod(value) } : undefined;
  }
  return isIsoDate(`${value}-01`) ? { kind: 'statement', period: monthlyPeriod(value) } : undefined;
}

/** Whether a client whose first entry was posted at `firstEntryAt` has this statement at `now`. */
export function isStatementIssued(
  period: StatementPeriod,
  firstEntryAt: Date | undefined,
  now: Date,
): boolean {
  return firstEntryAt !== undefined && firstEntryAt < period.to && period.to <= now;
}

/**
 * The statements a client has at `now`, from the Hong Kong days on which its books moved
 * (ascending): a daily one for each ended day, and a monthly one for each ended month from the
 * month of the first day, the first entry's, on.
 */
export function issuedStatements(postingDays: readonly IsoDate[], now: Date): StatementPeriod[] {
  const [firstDay] = postingDays;
  if (!firstDay) return [];
  const dailies = postingDays.map(dailyPeriod).filter((period) => period.to <= now);
  const monthlies: StatementPeriod[] = [];
  let month = firstDay.slice(0, 7);
  for (let period = monthlyPeriod(month); period.to <= now; period = monthlyPeriod(month)) {
    monthlies.push(period);
    month = nextMonthStart(month).slice(0, 7);
  }
  return [...dailies, ...monthlies];
}
