import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  calendarDateIn,
  DEFAULT_TIME_ZONE,
  formatCalendarDate,
  formatDate,
  formatDateTime,
  formatOffsetDateTime,
  formatTime,
} from './date-time';

/** Hong Kong has kept UTC+8 without daylight saving since 1980. */
const HK_OFFSET_MS = 8 * 3_600_000;
const instants = fc.date({
  min: new Date('1980-01-01T00:00:00Z'),
  max: new Date('2100-12-31T23:59:59Z'),
  noInvalidDate: true,
});

describe('dates (spec §9: year-month-day)', () => {
  it('defaults to Hong Kong time', () => {
    expect(DEFAULT_TIME_ZONE).toBe('Asia/Hong_Kong');
    expect(formatDate(new Date('2026-01-04T16:00:00Z'))).toBe('2026-01-05');
    expect(formatDate(new Date('2026-01-04T15:59:59Z'))).toBe('2026-01-04');
    expect(formatDate(new Date('2026-01-04T16:00:00Z'), 'UTC')).toBe('2026-01-04');
  });

  it('pads months, days and short years', () => {
    expect(formatCalendarDate({ year: 2026, month: 3, day: 7 })).toBe('2026-03-07');
    expect(formatCalendarDate({ year: 999, month: 12, day: 31 })).toBe('0999-12-31');
  });

  it('reads the calendar day in the given zone', () => {
    const instant = new Date('2026-06-30T20:00:00Z');
    expect(calendarDateIn(instant)).toEqual({ year: 2026, month: 7, day: 1 });
    expect(calendarDateIn(instant, 'America/New_York')).toEqual({ year: 2026, month: 6, day: 30 });
  });

  it('matches UTC+8 arithmetic for any instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const shifted = new Date(instant.getTime() + HK_OFFSET_MS).toISOString();
        expect(formatDate(instant)).toBe(shifted.slice(0, 10));
        expect(formatDate(instant, 'UTC')).toBe(instant.toISOString().slice(0, 10));
      }),
    );
  });

  it('refuses an invalid date or time zone', () => {
    expect(() => formatDate(new Date('not a date'))).toThrow(RangeError);
    expect(() => formatDate(new Date(), 'Not/A_Zone')).toThrow(RangeError);
  });
});

describe('times (spec §9: 12-hour or 24-hour English)', () => {
  it.each([
    ['2026-01-05T07:05:00Z', '3:05 PM', '15:05'],
    ['2026-01-05T16:00:00Z', '12:00 AM', '00:00'],
    ['2026-01-05T04:30:59Z', '12:30 PM', '12:30'],
    ['2026-01-05T03:59:00Z', '11:59 AM', '11:59'],
    ['2026-01-05T01:07:00Z', '9:07 AM', '09:07'],
  ])('%s in Hong Kong is %s or %s', (iso, twelve, twentyFour) => {
    expect(formatTime(new Date(iso), '12')).toBe(twelve);
    expect(formatTime(new Date(iso), '24')).toBe(twentyFour);
  });

  it('defaults to 24-hour time and honours daylight saving elsewhere', () => {
    expect(formatTime(new Date('2026-01-05T07:05:00Z'))).toBe('15:05');
    expect(formatTime(new Date('2026-03-08T06:30:00Z'), '12', 'America/New_York')).toBe('1:30 AM');
    expect(formatTime(new Date('2026-03-08T07:30:00Z'), '12', 'America/New_York')).toBe('3:30 AM');
  });

  it('writes date and time together', () => {
    const instant = new Date('2026-01-05T07:05:00Z');
    expect(formatDateTime(instant)).toBe('2026-01-05 15:05');
    expect(formatDateTime(instant, '12')).toBe('2026-01-05 3:05 PM');
    expect(formatDateTime(instant, '24', 'UTC')).toBe('2026-01-05 07:05');
  });

  it('agrees between the two forms for any instant', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const twentyFour = formatTime(instant, '24');
        const match = /^(\d{1,2}):(\d{2}) (AM|PM)$/.exec(formatTime(instant, '12'));
        expect(match).not.toBeNull();
        const [, hour = '', minute = '', half = ''] = match ?? [];
        const hour24 = (Number(hour) % 12) + (half === 'PM' ? 12 : 0);
        expect(`${String(hour24).padStart(2, '0')}:${minute}`).toBe(twentyFour);
        const shifted = new Date(instant.getTime() + HK_OFFSET_MS).toISOString();
        expect(twentyFour).toBe(shifted.slice(11, 16));
      }),
    );
  });

  it('writes an instant with its offset, in Hong Kong unless told', () => {
    const instant = new Date('2026-11-20T08:35:07.450Z');
    expect(formatOffsetDateTime(instant)).toBe('2026-11-20T16:35:07+08:00');
    expect(formatOffsetDateTime(new Date('2026-11-20T16:00:00Z'))).toBe(
      '2026-11-21T00:00:00+08:00',
    );
    expect(formatOffsetDateTime(instant, 'UTC')).toBe('2026-11-20T08:35:07+00:00');
    expect(formatOffsetDateTime(instant, 'America/New_York')).toBe('2026-11-20T03:35:07-05:00');
    expect(formatOffsetDateTime(instant, 'Asia/Kolkata')).toBe('2026-11-20T14:05:07+05:30');
  });

  it('names the same instant it was given', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const whole = Math.floor(instant.getTime() / 1000) * 1000;
        expect(new Date(formatOffsetDateTime(instant)).getTime()).toBe(whole);
      }),
    );
  });
});
