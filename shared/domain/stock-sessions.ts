import type { ExchangeCode, MarketSessionName } from '../contracts/stock-definition';
import {
  addCalendarDays,
  isBusinessDay,
  isoDateToDayNumber,
  weekdayOf,
  type IsoDate,
} from './business-calendar';
import { HONG_KONG_HOLIDAYS } from './business-calendar-hk-holidays';
import { US_MARKET_EARLY_CLOSES, US_MARKET_HOLIDAYS } from './stock-sessions-us-holidays';
import type { StockOrderType, StockTradingSession } from './stock-order-status';

/**
 * Exchange sessions and calendars: HKEX per hk-market-facts §3.1 in Hong Kong time (no daylight
 * saving), US pre-market 04:00-09:30, regular 09:30-16:00 and post-market 16:00-20:00 New York
 * time (daylight saving read from Intl). Which order types a session takes (spec §8 8255) and
 * when a working order may be cancelled or modified follow from the session.
 */

/** An exchange's time zone. */
export const EXCHANGE_TIME_ZONES: Readonly<Record<ExchangeCode, string>> = {
  HKEX: 'Asia/Hong_Kong',
  US: 'America/New_York',
};

/** One part of a trading day, in minutes after local midnight: `[from, to)`. */
type Segment = { readonly session: MarketSessionName; readonly from: number; readonly to: number };

const at = (hour: number, minute = 0): number => hour * 60 + minute;

const HKEX_MORNING: readonly Segment[] = [
  { session: 'preOpeningInput', from: at(9), to: at(9, 15) },
  { session: 'preOpeningNoCancel', from: at(9, 15), to: at(9, 20) },
  // Random matching ends between 09:20 and 09:22; the simulation takes 09:22.
  { session: 'preOpeningMatching', from: at(9, 20), to: at(9, 22) },
  { session: 'blocking', from: at(9, 22), to: at(9, 30) },
  { session: 'morning', from: at(9, 30), to: at(12) },
];

const closingAuction = (start: number): readonly Segment[] => [
  { session: 'closingReference', from: start, to: start + 1 },
  { session: 'closingInput', from: start + 1, to: start + 6 },
  { session: 'closingNoCancel', from: start + 6, to: start + 8 },
  { session: 'closingRandom', from: start + 8, to: start + 10 },
];

/** §3.1 full day: POS, morning, lunch, afternoon, CAS 16:00-16:10. */
const HKEX_FULL_DAY: readonly Segment[] = [
  ...HKEX_MORNING,
  { session: 'lunch', from: at(12), to: at(13) },
  { session: 'afternoon', from: at(13), to: at(16) },
  ...closingAuction(at(16)),
];

/** §3.1 half day (eves of Christmas, New Year, Lunar New Year): CAS 12:00-12:10, no afternoon. */
const HKEX_HALF_DAY: readonly Segment[] = [...HKEX_MORNING, ...closingAuction(at(12))];

const US_FULL_DAY: readonly Segment[] = [
  { session: 'preMarket', from: at(4), to: at(9, 30) },
  { session: 'regular', from: at(9, 30), to: at(16) },
  { session: 'postMarket', from: at(16), to: at(20) },
];

const US_EARLY_CLOSE: readonly Segment[] = [
  { session: 'preMarket', from: at(4), to: at(9, 30) },
  { session: 'regular', from: at(9, 30), to: at(13) },
  { session: 'postMarket', from: at(13), to: at(17) },
];

/** Lunar New Year's Day of a year of the HK table (a Sunday one is not listed itself). */
function lunarNewYearsDay(year: string): IsoDate | undefined {
  const entries = Object.entries(HONG_KONG_HOLIDAYS).filter(([date]) => date.startsWith(year));
  const first = entries.find(([, name]) => name === "Lunar New Year's Day")?.[0];
  if (first) return first;
  const second = entries.find(([, name]) => name === 'The second day of Lunar New Year')?.[0];
  return second ? addCalendarDays(second, -1) : undefined;
}

/** The eves of Lunar New Year the HK holiday table implies (weekend ones included). */
const LUNAR_NEW_YEAR_EVES: ReadonlySet<IsoDate> = new Set(
  [...new Set(Object.keys(HONG_KONG_HOLIDAYS).map((date) => date.slice(0, 4)))]
    .map(lunarNewYearsDay)
    .filter((day): day is IsoDate => day !== undefined)
    .map((day) => addCalendarDays(day, -1)),
);

/** Whether an exchange trades on a date (its local calendar): weekdays that are not holidays. */
export function isExchangeTradingDay(exchange: ExchangeCode, date: IsoDate): boolean {
  if (exchange === 'HKEX') return isBusinessDay(date);
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6 && US_MARKET_HOLIDAYS[date] === undefined;
}

/**
 * Whether a trading day is shortened: HKEX half days on the eves of Christmas, New Year and Lunar
 * New Year (§3.1; an eve on a weekend or holiday has none), US 1:00 pm early closes.
 */
export function isHalfTradingDay(exchange: ExchangeCode, date: IsoDate): boolean {
  if (!isExchangeTradingDay(exchange, date)) return false;
  if (exchange === 'US') return US_MARKET_EARLY_CLOSES[date] !== undefined;
  const monthDay = date.slice(5);
  if (monthDay === '12-24' || monthDay === '12-31') return true;
  return LUNAR_NEW_YEAR_EVES.has(date);
}

/** The first trading day strictly after `date`. */
export function nextTradingDay(exchange: ExchangeCode, date: IsoDate): IsoDate {
  let day = addCalendarDays(date, 1);
  while (!isExchangeTradingDay(exchange, day)) day = addCalendarDays(day, 1);
  return day;
}

/** The last trading day strictly before `date`. */
export function previousTradingDay(exchange: ExchangeCode, date: IsoDate): IsoDate {
  let day = addCalendarDays(date, -1);
  while (!isExchangeTradingDay(exchange, day)) day = addCalendarDays(day, -1);
  return day;
}

/** Settlement cycles in trading days: T+2 through CCASS (§3.6), T+1 in the US (since May 2024). */
export const SETTLEMENT_DAYS: Readonly<Record<ExchangeCode, number>> = { HKEX: 2, US: 1 };

/** The settlement date of a trade: T+2 (HKEX) or T+1 (US) counted in the exchange's trading days. */
export function settlementDate(exchange: ExchangeCode, tradeDate: IsoDate): IsoDate {
  let day = tradeDate;
  for (let step = 0; step < SETTLEMENT_DAYS[exchange]; step += 1) {
    day = nextTradingDay(exchange, day);
  }
  return day;
}

function segmentsOf(exchange: ExchangeCode, date: IsoDate): readonly Segment[] {
  if (!isExchangeTradingDay(exchange, date)) return [];
  const isShort = isHalfTradingDay(exchange, date);
  if (exchange === 'HKEX') return isShort ? HKEX_HALF_DAY : HKEX_FULL_DAY;
  return isShort ? US_EARLY_CLOSE : US_FULL_DAY;
}

const clockFormatters = new Map<string, Intl.DateTimeFormat>();

/** The local date and minute of the day of an instant in a time zone. */
function localClock(instant: Date, timeZone: string): { date: IsoDate; minutes: number } {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid date');
  let formatter = clockFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    clockFormatters.set(timeZone, formatter);
  }
  const parts = formatter.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes): string =>
    parts.find((entry) => entry.type === type)?.value ?? '';
  return {
    date: `${part('year')}-${part('month')}-${part('day')}`,
    minutes: Number(part('hour')) * 60 + Number(part('minute')),
  };
}

/** The instant a local wall-clock time happens in a zone (sessions never start in a DST gap). */
function localInstant(date: IsoDate, minutes: number, timeZone: string): Date {
  const wall = isoDateToDayNumber(date) * 86_400_000 + minutes * 60_000;
  const offsetAt = (instant: number): number => {
    const clock = localClock(new Date(instant), timeZone);
    const shown = isoDateToDayNumber(clock.date) * 86_400_000 + clock.minutes * 60_000;
    return shown - Math.floor(instant / 60_000) * 60_000;
  };
  const guess = wall - offsetAt(wall);
  return new Date(wall - offsetAt(guess));
}

/** One session of a trading day, as instants. */
export type ScheduledSession = { session: MarketSessionName; start: Date; end: Date };

/** Every session of a date in order (empty on a non-trading day); half days are shorter. */
export function tradingSchedule(exchange: ExchangeCode, date: IsoDate): ScheduledSession[] {
  const zone = EXCHANGE_TIME_ZONES[exchange];
  return segmentsOf(exchange, date).map((segment) => ({
    session: segment.session,
    start: localInstant(date, segment.from, zone),
    end: localInstant(date, segment.to, zone),
  }));
}

/** Where an exchange's day is at an instant (the contracts' `marketState` plus `isBeforeOpen`). */
export type ExchangeSessionState = {
  session: MarketSessionName;
  /**
   * The exchange-local date of the instant: the date of the session in progress, or for `closed`
   * the local date, which may be a weekend or holiday (`isTradingDay` says so). After the close it
   * stays today's date until local midnight; use `nextTradingDay` for the date an order placed
   * then would trade on.
   */
  tradeDate: IsoDate;
  isTradingDay: boolean;
  /** `closed` on a trading day before its first session (orders may wait for the open). */
  isBeforeOpen: boolean;
  /** When the session changes next: this one's end or the next trading day's open (never null). */
  nextChangeAt: Date | null;
};

/** The session of an exchange at an instant (§3.1; US pre/regular/post with DST). */
export function sessionAt(exchange: ExchangeCode, instant: Date): ExchangeSessionState {
  const zone = EXCHANGE_TIME_ZONES[exchange];
  const { date, minutes } = localClock(instant, zone);
  const isTradingDay = isExchangeTradingDay(exchange, date);
  const segments = segmentsOf(exchange, date);
  const current = segments.find((segment) => minutes >= segment.from && minutes < segment.to);
  if (current) {
    const nextChangeAt = localInstant(date, current.to, zone);
    return {
      session: current.session,
      tradeDate: date,
      isTradingDay,
      isBeforeOpen: false,
      nextChangeAt,
    };
  }
  const first = segments[0];
  const isBeforeOpen = first !== undefined && minutes < first.from;
  const openDate = isBeforeOpen ? date : nextTradingDay(exchange, date);
  const open = (segmentsOf(exchange, openDate)[0] as Segment).from;
  const nextChangeAt = localInstant(openDate, open, zone);
  return { session: 'closed', tradeDate: date, isTradingDay, isBeforeOpen, nextChangeAt };
}

/**
 * The last exchange-local date whose sessions have fully or partly happened at the instant: today
 * once its first session has begun, else the previous trading day.
 */
export function lastTradeDate(exchange: ExchangeCode, instant: Date): IsoDate {
  const state = sessionAt(exchange, instant);
  if (state.isTradingDay && !state.isBeforeOpen) return state.tradeDate;
  return previousTradingDay(exchange, state.tradeDate);
}

/** Sessions of the opening and closing auctions (§3.1), incl. blocking and reference fixing. */
const AUCTION_SESSIONS: ReadonlySet<MarketSessionName> = new Set<MarketSessionName>([
  'preOpeningInput',
  'preOpeningNoCancel',
  'preOpeningMatching',
  'blocking',
  'closingReference',
  'closingInput',
  'closingNoCancel',
  'closingRandom',
]);

/** Sessions of continuous matching: HKEX morning and afternoon, US pre, regular and post. */
const CONTINUOUS_SESSIONS: ReadonlySet<MarketSessionName> = new Set<MarketSessionName>([
  'morning',
  'afternoon',
  'preMarket',
  'regular',
  'postMarket',
]);

/** Whether orders match continuously in the session (limit orders queue and trade on arrival). */
export function isContinuous(session: MarketSessionName): boolean {
  return CONTINUOUS_SESSIONS.has(session);
}

/** Whether the session is part of an HKEX auction (POS or CAS, incl. blocking and reference). */
export function isAuction(session: MarketSessionName): boolean {
  return AUCTION_SESSIONS.has(session);
}

/** Whether an order type may be placed now, and if so whether it waits for a later session. */
export type OrderAcceptance = {
  accepted: boolean;
  /** Accepted but held as `pending` until this session begins; null: goes to market now. */
  waitsFor: MarketSessionName | null;
};

/** An order type and the session it waits for (null: now); a missing type is refused (8255). */
type AcceptanceRule = Partial<Record<StockOrderType, MarketSessionName | null>>;

const auctionNow: AcceptanceRule = { AO: null, AL: null };
const ctsWaitsFor = (session: MarketSessionName | null): AcceptanceRule => ({
  Limit: session,
  ELO: session,
  SLO: session,
  Odd: session,
});

/**
 * HKEX (§3.1, §3.2): POS and CAS take AO and AL; CTS takes Limit, ELO, SLO and odd lots. Portico's
 * broker choices: CTS types entered before the open, in POS or blocking wait for 09:30 and at
 * lunch for 13:00; AO/AL entered before the open wait for POS and in the CAS reference minute
 * for CAS input; after the close and on holidays nothing is taken (8255). `Market` is no HKEX type.
 */
const HKEX_ACCEPTANCE: Readonly<Record<MarketSessionName, AcceptanceRule>> = {
  closed: {},
  preOpeningInput: { ...auctionNow, ...ctsWaitsFor('morning') },
  preOpeningNoCancel: { ...auctionNow, ...ctsWaitsFor('morning') },
  preOpeningMatching: { ...auctionNow, ...ctsWaitsFor('morning') },
  blocking: ctsWaitsFor('morning'),
  morning: ctsWaitsFor(null),
  lunch: ctsWaitsFor('afternoon'),
  afternoon: ctsWaitsFor(null),
  closingReference: { AO: 'closingInput', AL: 'closingInput' },
  closingInput: auctionNow,
  closingNoCancel: auctionNow,
  closingRandom: auctionNow,
  preMarket: {},
  regular: {},
  postMarket: {},
};

const HKEX_BEFORE_OPEN: AcceptanceRule = {
  AO: 'preOpeningInput',
  AL: 'preOpeningInput',
  ...ctsWaitsFor('morning'),
};

/** The US sessions each trading-session choice of spec §3 trades in. */
export const US_SESSIONS_OF: Readonly<Record<StockTradingSession, readonly MarketSessionName[]>> = {
  regularTradingHours: ['regular'],
  preMarketAndRegularTradingHours: ['preMarket', 'regular'],
  allSessions: ['preMarket', 'regular', 'postMarket'],
};

/**
 * US: Limit and Market only. Market orders trade in regular hours whatever the trading session;
 * a Limit order trades in the sessions of its trading session (default regular hours). US orders
 * are taken at any time, also overnight and on holidays, and wait for their next session.
 */
function usAcceptance(
  session: MarketSessionName,
  orderType: StockOrderType,
  tradingSession: StockTradingSession,
): OrderAcceptance {
  if (orderType !== 'Limit' && orderType !== 'Market') return { accepted: false, waitsFor: null };
  const sessions = US_SESSIONS_OF[orderType === 'Market' ? 'regularTradingHours' : tradingSession];
  if (sessions.includes(session)) return { accepted: true, waitsFor: null };
  const waitsFor = session === 'preMarket' ? 'regular' : (sessions[0] as MarketSessionName);
  return { accepted: true, waitsFor };
}

/**
 * Whether an order type is taken in a session (spec §8 8255 when not). Pass the `sessionAt` state
 * rather than a bare name so an HKEX `closed` before the open (orders wait) differs from after the
 * close (refused); a bare `closed` counts as after the close.
 */
export function orderTypeAcceptedIn(
  exchange: ExchangeCode,
  session: MarketSessionName | Pick<ExchangeSessionState, 'session' | 'isBeforeOpen'>,
  orderType: StockOrderType,
  tradingSession: StockTradingSession = 'regularTradingHours',
): OrderAcceptance {
  const name = typeof session === 'string' ? session : session.session;
  if (exchange === 'US') return usAcceptance(name, orderType, tradingSession);
  const isBeforeOpen = typeof session !== 'string' && session.isBeforeOpen && name === 'closed';
  const rule = isBeforeOpen ? HKEX_BEFORE_OPEN : HKEX_ACCEPTANCE[name];
  const waitsFor = rule[orderType];
  return waitsFor === undefined
    ? { accepted: false, waitsFor: null }
    : { accepted: true, waitsFor };
}

/** HKEX sessions without cancellation (§3.1 no-cancel, matching, blocking, reference fixing). */
const HKEX_NO_CANCEL: ReadonlySet<MarketSessionName> = new Set<MarketSessionName>([
  'preOpeningNoCancel',
  'preOpeningMatching',
  'blocking',
  'closingReference',
  'closingNoCancel',
  'closingRandom',
]);

/** Whether a working order may be cancelled in the session (HKEX no-cancel periods; US always). */
export function canCancelIn(exchange: ExchangeCode, session: MarketSessionName): boolean {
  return exchange === 'US' || !HKEX_NO_CANCEL.has(session);
}

/**
 * Whether a working order may be modified in the session: as cancel, and on HKEX not at lunch
 * (§3.1 broker rule: cancel only during the lunch break).
 */
export function canModifyIn(exchange: ExchangeCode, session: MarketSessionName): boolean {
  return canCancelIn(exchange, session) && !(exchange === 'HKEX' && session === 'lunch');
}
