import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { marketSession, type MarketSessionName } from '../contracts/stock-definition';
import { addCalendarDays, weekdayOf } from './business-calendar';
import { STOCK_ORDER_TYPES, STOCK_TRADING_SESSIONS } from './stock-order-status';
import {
  canCancelIn,
  canModifyIn,
  isAuction,
  isContinuous,
  isExchangeTradingDay,
  isHalfTradingDay,
  lastTradeDate,
  nextTradingDay,
  orderTypeAcceptedIn,
  previousTradingDay,
  sessionAt,
  settlementDate,
  tradingSchedule,
} from './stock-sessions';
import { US_MARKET_EARLY_CLOSES, US_MARKET_HOLIDAYS } from './stock-sessions-us-holidays';

const hkt = (local: string) => new Date(`${local}+08:00`);
const SESSIONS = marketSession.options;

describe('HKEX sessions (hk-market-facts §3.1)', () => {
  it.each([
    ['2026-11-24T08:59:59', 'closed', '2026-11-24T09:00:00'],
    ['2026-11-24T09:00:00', 'preOpeningInput', '2026-11-24T09:15:00'],
    ['2026-11-24T09:14:59', 'preOpeningInput', '2026-11-24T09:15:00'],
    ['2026-11-24T09:15:00', 'preOpeningNoCancel', '2026-11-24T09:20:00'],
    ['2026-11-24T09:20:00', 'preOpeningMatching', '2026-11-24T09:22:00'],
    ['2026-11-24T09:22:00', 'blocking', '2026-11-24T09:30:00'],
    ['2026-11-24T09:30:00', 'morning', '2026-11-24T12:00:00'],
    ['2026-11-24T11:59:59', 'morning', '2026-11-24T12:00:00'],
    ['2026-11-24T12:00:00', 'lunch', '2026-11-24T13:00:00'],
    ['2026-11-24T13:00:00', 'afternoon', '2026-11-24T16:00:00'],
    ['2026-11-24T16:00:00', 'closingReference', '2026-11-24T16:01:00'],
    ['2026-11-24T16:01:00', 'closingInput', '2026-11-24T16:06:00'],
    ['2026-11-24T16:06:00', 'closingNoCancel', '2026-11-24T16:08:00'],
    ['2026-11-24T16:08:00', 'closingRandom', '2026-11-24T16:10:00'],
    ['2026-11-24T16:10:00', 'closed', '2026-11-25T09:00:00'],
    ['2026-11-24T23:59:59', 'closed', '2026-11-25T09:00:00'],
  ] as const)('at %s HKT: %s until %s', (local, session, next) => {
    const state = sessionAt('HKEX', hkt(local));
    expect(state.session).toBe(session);
    expect(state.tradeDate).toBe('2026-11-24');
    expect(state.isTradingDay).toBe(true);
    expect(state.nextChangeAt).toEqual(hkt(next));
    expect(state.isBeforeOpen).toBe(local < '2026-11-24T09:00:00');
  });

  it.each([
    ['2026-12-24', 'Christmas Eve'],
    ['2025-12-31', "New Year's Eve"],
    ['2026-02-16', 'Lunar New Year eve'],
    ['2024-02-09', 'Lunar New Year eve'],
    ['2027-02-05', 'Lunar New Year eve'],
  ])('%s (%s) is a half day: CAS 12:00-12:10, no afternoon', (date) => {
    expect(isHalfTradingDay('HKEX', date)).toBe(true);
    expect(sessionAt('HKEX', hkt(`${date}T11:59:00`)).session).toBe('morning');
    expect(sessionAt('HKEX', hkt(`${date}T12:00:00`)).session).toBe('closingReference');
    expect(sessionAt('HKEX', hkt(`${date}T12:01:00`)).session).toBe('closingInput');
    expect(sessionAt('HKEX', hkt(`${date}T12:06:00`)).session).toBe('closingNoCancel');
    expect(sessionAt('HKEX', hkt(`${date}T12:08:00`)).session).toBe('closingRandom');
    const after = sessionAt('HKEX', hkt(`${date}T13:30:00`));
    expect(after.session).toBe('closed');
    expect(after.nextChangeAt).toEqual(hkt(`${nextTradingDay('HKEX', date)}T09:00:00`));
    expect(tradingSchedule('HKEX', date).at(-1)?.end).toEqual(hkt(`${date}T12:10:00`));
  });

  it('has no half day when the eve is a weekend, and none on ordinary days', () => {
    expect(isHalfTradingDay('HKEX', '2023-01-21')).toBe(false); // LNY eve on a Saturday
    expect(isHalfTradingDay('HKEX', '2023-01-20')).toBe(false);
    expect(isHalfTradingDay('HKEX', '2023-12-24')).toBe(false); // Sunday
    expect(isHalfTradingDay('HKEX', '2026-11-24')).toBe(false);
    expect(isHalfTradingDay('HKEX', '2026-12-23')).toBe(false);
  });

  it('is closed all day on holidays and weekends, pointing to the next open', () => {
    const holiday = sessionAt('HKEX', hkt('2026-02-17T10:00:00'));
    expect(holiday).toEqual({
      session: 'closed',
      tradeDate: '2026-02-17',
      isTradingDay: false,
      isBeforeOpen: false,
      nextChangeAt: hkt('2026-02-20T09:00:00'),
    });
    const saturday = sessionAt('HKEX', hkt('2026-11-21T10:00:00'));
    expect(saturday.isTradingDay).toBe(false);
    expect(saturday.nextChangeAt).toEqual(hkt('2026-11-23T09:00:00'));
    expect(tradingSchedule('HKEX', '2026-11-21')).toEqual([]);
  });

  it('uses the Hong Kong calendar for trading days', () => {
    expect(isExchangeTradingDay('HKEX', '2026-04-07')).toBe(false);
    expect(isExchangeTradingDay('HKEX', '2026-07-03')).toBe(true);
    expect(nextTradingDay('HKEX', '2026-02-13')).toBe('2026-02-16');
    expect(nextTradingDay('HKEX', '2026-02-16')).toBe('2026-02-20');
    expect(previousTradingDay('HKEX', '2026-02-20')).toBe('2026-02-16');
  });
});

describe('US sessions (New York time, daylight saving)', () => {
  it.each([
    // Winter (EST, UTC-5): Friday before the switch.
    ['2026-03-06T08:59:59Z', 'closed'],
    ['2026-03-06T09:00:00Z', 'preMarket'],
    ['2026-03-06T14:29:59Z', 'preMarket'],
    ['2026-03-06T14:30:00Z', 'regular'],
    ['2026-03-06T21:00:00Z', 'postMarket'],
    ['2026-03-07T00:59:59Z', 'postMarket'],
    ['2026-03-07T01:00:00Z', 'closed'],
    // Summer (EDT, UTC-4) from Sunday 8 March 2026.
    ['2026-03-09T08:00:00Z', 'preMarket'],
    ['2026-03-09T13:30:00Z', 'regular'],
    ['2026-03-09T19:59:59Z', 'regular'],
    ['2026-03-09T20:00:00Z', 'postMarket'],
    ['2026-03-10T00:00:00Z', 'closed'],
    // Back to EST after 1 November 2026.
    ['2026-11-02T14:29:00Z', 'preMarket'],
    ['2026-11-02T14:30:00Z', 'regular'],
  ] as const)('at %s: %s', (instant, session) => {
    expect(sessionAt('US', new Date(instant)).session).toBe(session);
  });

  it('reads the New York date, not the UTC one', () => {
    const lateEvening = sessionAt('US', new Date('2026-03-07T00:30:00Z'));
    expect(lateEvening.tradeDate).toBe('2026-03-06');
    expect(lateEvening.nextChangeAt).toEqual(new Date('2026-03-07T01:00:00Z'));
    const overnight = sessionAt('US', new Date('2026-03-07T02:00:00Z'));
    expect(overnight.nextChangeAt).toEqual(new Date('2026-03-09T08:00:00Z'));
  });

  it('closes on NYSE holidays and shortens early-close days', () => {
    expect(sessionAt('US', new Date('2026-07-03T15:00:00Z')).isTradingDay).toBe(false);
    expect(sessionAt('US', new Date('2026-11-26T15:00:00Z')).session).toBe('closed');
    expect(isHalfTradingDay('US', '2026-11-27')).toBe(true);
    expect(sessionAt('US', new Date('2026-11-27T17:59:00Z')).session).toBe('regular');
    expect(sessionAt('US', new Date('2026-11-27T18:00:00Z')).session).toBe('postMarket');
    expect(sessionAt('US', new Date('2026-11-27T22:00:00Z')).session).toBe('closed');
    expect(nextTradingDay('US', '2026-07-02')).toBe('2026-07-06');
  });

  it('lays out a day as instants', () => {
    expect(
      tradingSchedule('US', '2026-03-09').map(({ session, start, end }) => [
        session,
        start.toISOString(),
        end.toISOString(),
      ]),
    ).toEqual([
      ['preMarket', '2026-03-09T08:00:00.000Z', '2026-03-09T13:30:00.000Z'],
      ['regular', '2026-03-09T13:30:00.000Z', '2026-03-09T20:00:00.000Z'],
      ['postMarket', '2026-03-09T20:00:00.000Z', '2026-03-10T00:00:00.000Z'],
    ]);
  });
});

/** The NYSE rules the holiday table was derived from. */
function nyseHolidays(year: number): string[] {
  const date = (month: number, day: number) =>
    new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
  const nthWeekday = (month: number, weekday: number, n: number) => {
    const first = date(month, 1);
    const offset = (weekday - weekdayOf(first) + 7) % 7;
    return addCalendarDays(first, offset + 7 * (n - 1));
  };
  const lastMonday = (month: number) => addCalendarDays(nthWeekday(month + 1, 1, 1), -7);
  const observed = (day: string) =>
    weekdayOf(day) === 6
      ? addCalendarDays(day, -1)
      : weekdayOf(day) === 0
        ? addCalendarDays(day, 1)
        : day;
  // Anonymous Gregorian Easter.
  const a = year % 19,
    b = Math.floor(year / 100),
    c = year % 100;
  const h =
    (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const easter = date(Math.floor((h + l - 7 * m + 114) / 31), ((h + l - 7 * m + 114) % 31) + 1);
  const newYear = date(1, 1);
  return [
    ...(weekdayOf(newYear) === 6 ? [] : [observed(newYear)]),
    nthWeekday(1, 1, 3),
    nthWeekday(2, 1, 3),
    addCalendarDays(easter, -2),
    lastMonday(5),
    observed(date(6, 19)),
    observed(date(7, 4)),
    nthWeekday(9, 1, 1),
    nthWeekday(11, 4, 4),
    observed(date(12, 25)),
  ].sort();
}

describe('the US holiday tables', () => {
  it.each([2023, 2024, 2025, 2026, 2027, 2028, 2029])('follow the NYSE rules in %i', (year) => {
    const listed = Object.keys(US_MARKET_HOLIDAYS)
      .filter((day) => day.startsWith(`${year}-`) && day !== '2025-01-09')
      .sort();
    expect(listed).toEqual(nyseHolidays(year));
    const thanksgiving = nyseHolidays(year).find((day) => day.slice(5, 7) === '11') as string;
    const early = [addCalendarDays(thanksgiving, 1)];
    const july3 = `${year}-07-03`;
    if (weekdayOf(july3) >= 1 && weekdayOf(july3) <= 4) early.push(july3);
    const eve = `${year}-12-24`;
    if (weekdayOf(eve) >= 1 && weekdayOf(eve) <= 4) early.push(eve);
    const listedEarly = Object.keys(US_MARKET_EARLY_CLOSES).filter((day) =>
      day.startsWith(`${year}-`),
    );
    expect(listedEarly.sort()).toEqual(early.sort());
  });

  it('knows the 2025 day of mourning', () => {
    expect(isExchangeTradingDay('US', '2025-01-09')).toBe(false);
  });
});

describe('trade and settlement dates', () => {
  it('settles T+2 on HKEX and T+1 in the US, in trading days', () => {
    expect(settlementDate('HKEX', '2026-11-24')).toBe('2026-11-26');
    expect(settlementDate('HKEX', '2026-02-13')).toBe('2026-02-20');
    expect(settlementDate('HKEX', '2026-12-24')).toBe('2026-12-29');
    expect(settlementDate('US', '2026-07-02')).toBe('2026-07-06');
    expect(settlementDate('US', '2026-11-25')).toBe('2026-11-27');
  });

  it('gives the last date whose session has begun', () => {
    expect(lastTradeDate('HKEX', hkt('2026-11-24T08:59:00'))).toBe('2026-11-23');
    expect(lastTradeDate('HKEX', hkt('2026-11-24T09:00:00'))).toBe('2026-11-24');
    expect(lastTradeDate('HKEX', hkt('2026-11-24T20:00:00'))).toBe('2026-11-24');
    expect(lastTradeDate('HKEX', hkt('2026-11-22T10:00:00'))).toBe('2026-11-20');
    expect(lastTradeDate('US', new Date('2026-03-09T07:59:00Z'))).toBe('2026-03-06');
    expect(lastTradeDate('US', new Date('2026-03-09T08:00:00Z'))).toBe('2026-03-09');
  });

  const instant = fc
    .integer({ min: Date.parse('2023-01-01T00:00:00Z'), max: Date.parse('2028-12-20T00:00:00Z') })
    .map((ms) => new Date(ms));

  it.each(['HKEX', 'US'] as const)(
    '%s: the session holds until nextChangeAt, then changes',
    (exchange) => {
      fc.assert(
        fc.property(instant, (at) => {
          const state = sessionAt(exchange, at);
          const next = state.nextChangeAt as Date;
          expect(next.getTime()).toBeGreaterThan(at.getTime());
          expect(sessionAt(exchange, new Date(next.getTime() - 1)).session).toBe(state.session);
          expect(sessionAt(exchange, next).session).not.toBe(state.session);
          expect(isExchangeTradingDay(exchange, lastTradeDate(exchange, at))).toBe(true);
          const settles = settlementDate(exchange, lastTradeDate(exchange, at));
          expect(previousTradingDay(exchange, settles) >= lastTradeDate(exchange, at)).toBe(true);
        }),
        { numRuns: 300 },
      );
    },
  );
});

describe('orders by session (spec §8 8255)', () => {
  it.each([
    ['morning', 'Limit', true, null],
    ['afternoon', 'ELO', true, null],
    ['morning', 'Odd', true, null],
    ['morning', 'AO', false, null],
    ['lunch', 'SLO', true, 'afternoon'],
    ['lunch', 'AL', false, null],
    ['preOpeningInput', 'AO', true, null],
    ['preOpeningNoCancel', 'AL', true, null],
    ['preOpeningMatching', 'AO', true, null],
    ['preOpeningInput', 'Limit', true, 'morning'],
    ['blocking', 'AO', false, null],
    ['blocking', 'ELO', true, 'morning'],
    ['closingReference', 'AO', true, 'closingInput'],
    ['closingInput', 'AL', true, null],
    ['closingRandom', 'AO', true, null],
    ['closingInput', 'Limit', false, null],
    ['closingNoCancel', 'Odd', false, null],
    ['closed', 'Limit', false, null],
    ['closed', 'AO', false, null],
    ['morning', 'Market', false, null],
  ] as const)('HKEX %s takes %s: %s (waits for %s)', (session, type, accepted, waitsFor) => {
    expect(orderTypeAcceptedIn('HKEX', session, type)).toEqual({ accepted, waitsFor });
  });

  it('holds HKEX orders entered before the open on a trading day for their session', () => {
    const early = sessionAt('HKEX', hkt('2026-11-24T08:00:00'));
    expect(orderTypeAcceptedIn('HKEX', early, 'AO')).toEqual({
      accepted: true,
      waitsFor: 'preOpeningInput',
    });
    expect(orderTypeAcceptedIn('HKEX', early, 'Limit')).toEqual({
      accepted: true,
      waitsFor: 'morning',
    });
    const late = sessionAt('HKEX', hkt('2026-11-24T17:00:00'));
    expect(orderTypeAcceptedIn('HKEX', late, 'Limit').accepted).toBe(false);
    const holiday = sessionAt('HKEX', hkt('2026-02-17T08:00:00'));
    expect(orderTypeAcceptedIn('HKEX', holiday, 'Limit').accepted).toBe(false);
  });

  it.each([
    ['regular', 'Limit', 'regularTradingHours', true, null],
    ['preMarket', 'Limit', 'regularTradingHours', true, 'regular'],
    ['postMarket', 'Limit', 'regularTradingHours', true, 'regular'],
    ['closed', 'Limit', 'regularTradingHours', true, 'regular'],
    ['preMarket', 'Limit', 'preMarketAndRegularTradingHours', true, null],
    ['postMarket', 'Limit', 'preMarketAndRegularTradingHours', true, 'preMarket'],
    ['closed', 'Limit', 'preMarketAndRegularTradingHours', true, 'preMarket'],
    ['postMarket', 'Limit', 'allSessions', true, null],
    ['closed', 'Limit', 'allSessions', true, 'preMarket'],
    ['regular', 'Market', 'regularTradingHours', true, null],
    ['preMarket', 'Market', 'allSessions', true, 'regular'],
    ['postMarket', 'Market', 'allSessions', true, 'regular'],
    ['regular', 'AO', 'regularTradingHours', false, null],
    ['regular', 'ELO', 'regularTradingHours', false, null],
  ] as const)(
    'US %s takes %s (%s): %s (waits for %s)',
    (session, type, trading, accepted, waitsFor) => {
      expect(orderTypeAcceptedIn('US', session, type, trading)).toEqual({ accepted, waitsFor });
    },
  );

  it('only ever waits for a session that takes the order at once', () => {
    for (const exchange of ['HKEX', 'US'] as const) {
      for (const session of SESSIONS) {
        for (const type of STOCK_ORDER_TYPES) {
          for (const trading of STOCK_TRADING_SESSIONS) {
            const { accepted, waitsFor } = orderTypeAcceptedIn(exchange, session, type, trading);
            if (!accepted) expect(waitsFor).toBeNull();
            if (waitsFor === null) continue;
            expect(waitsFor).not.toBe(session);
            expect(orderTypeAcceptedIn(exchange, waitsFor, type, trading)).toEqual({
              accepted: true,
              waitsFor: null,
            });
          }
        }
      }
    }
  });
});

describe('cancel and modify by session', () => {
  const noCancel: MarketSessionName[] = [
    'preOpeningNoCancel',
    'preOpeningMatching',
    'blocking',
    'closingReference',
    'closingNoCancel',
    'closingRandom',
  ];

  it.each(SESSIONS)('HKEX %s', (session) => {
    expect(canCancelIn('HKEX', session)).toBe(!noCancel.includes(session));
    expect(canModifyIn('HKEX', session)).toBe(!noCancel.includes(session) && session !== 'lunch');
  });

  it('lets US orders change at any time', () => {
    for (const session of SESSIONS) {
      expect(canCancelIn('US', session)).toBe(true);
      expect(canModifyIn('US', session)).toBe(true);
    }
  });

  it('parts continuous sessions from auctions', () => {
    expect(SESSIONS.filter(isContinuous)).toEqual([
      'morning',
      'afternoon',
      'preMarket',
      'regular',
      'postMarket',
    ]);
    expect(SESSIONS.filter(isAuction)).toEqual([
      'preOpeningInput',
      'preOpeningNoCancel',
      'preOpeningMatching',
      'blocking',
      'closingReference',
      'closingInput',
      'closingNoCancel',
      'closingRandom',
    ]);
    expect(isContinuous('lunch') || isAuction('lunch') || isAuction('closed')).toBe(false);
  });
});
