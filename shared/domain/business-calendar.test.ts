import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBusinessDays,
  addCalendarDays,
  businessDayOnOrAfter,
  hasHolidayData,
  hongKongDate,
  hongKongHolidayName,
  isBusinessDay,
  isIsoDate,
  nextBusinessDay,
  previousBusinessDay,
  weekdayOf,
} from './business-calendar';
import { HOLIDAY_TABLE_YEARS, HONG_KONG_HOLIDAYS } from './business-calendar-hk-holidays';

/** Any date from 2023 to 2028, the years the holiday table covers. */
const coveredDate = fc
  .integer({ min: 0, max: 6 * 365 })
  .map((offset) => addCalendarDays('2023-01-01', offset));

const lunar = new Intl.DateTimeFormat('en-u-ca-chinese', {
  timeZone: 'Asia/Hong_Kong',
  month: 'numeric',
  day: 'numeric',
});
const lunarOf = (date: string) => lunar.format(new Date(`${date}T12:00:00+08:00`));

describe('dates', () => {
  it.each([
    ['2026-02-28', true],
    ['2028-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['2026-1-01', false],
    ['20260101', false],
  ])('isIsoDate(%s) is %s', (text, expected) => {
    expect(isIsoDate(text)).toBe(expected);
  });

  it('counts calendar days across months and years', () => {
    expect(addCalendarDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addCalendarDays('2028-03-01', -1)).toBe('2028-02-29');
    expect(weekdayOf('2026-11-21')).toBe(6);
  });

  it('reads the Hong Kong date of an instant (UTC+8)', () => {
    expect(hongKongDate(new Date('2026-01-01T15:59:59Z'))).toBe('2026-01-01');
    expect(hongKongDate(new Date('2026-01-01T16:00:00Z'))).toBe('2026-01-02');
  });

  it('rejects malformed dates rather than guessing', () => {
    expect(() => addCalendarDays('2026-02-30', 1)).toThrow(RangeError);
  });
});

describe('the Hong Kong holiday table', () => {
  const years = Array.from(
    { length: HOLIDAY_TABLE_YEARS.last - HOLIDAY_TABLE_YEARS.first + 1 },
    (_, index) => HOLIDAY_TABLE_YEARS.first + index,
  );

  it.each(years)('lists the 17 general holidays of Cap. 149 for %i', (year) => {
    const dates = Object.keys(HONG_KONG_HOLIDAYS).filter((date) => date.startsWith(`${year}-`));
    expect(dates).toHaveLength(17);
  });

  it('never lists a Sunday: a Sunday holiday moves to a weekday', () => {
    for (const date of Object.keys(HONG_KONG_HOLIDAYS)) {
      expect(isIsoDate(date)).toBe(true);
      expect(weekdayOf(date), date).not.toBe(0);
    }
  });

  it.each([
    ["Lunar New Year's Day", '1/1'],
    ['The Birthday of the Buddha', '4/8'],
    ['Tuen Ng Festival', '5/5'],
    ['Chung Yeung Festival', '9/9'],
  ])('puts %s on lunar %s (checked against ICU, except 2027)', (name, lunarDay) => {
    // ICU places the 2027 new moon after midnight; the HKO tables give 6 Feb 2027.
    const dates = Object.entries(HONG_KONG_HOLIDAYS)
      .filter(([date, holiday]) => holiday === name && date !== '2027-02-06')
      .map(([date]) => date);
    expect(dates.length).toBeGreaterThanOrEqual(4);
    for (const date of dates) expect(lunarOf(date), date).toBe(lunarDay);
  });

  it('puts the day after Mid-Autumn on lunar 8/16 unless that day was a Sunday', () => {
    const name = 'The day following the Chinese Mid-Autumn Festival';
    for (const [date, holiday] of Object.entries(HONG_KONG_HOLIDAYS)) {
      if (holiday !== name) continue;
      const isShifted = weekdayOf(addCalendarDays(date, -1)) === 0;
      expect(lunarOf(date), date).toBe(isShifted ? '8/17' : '8/16');
    }
  });

  it('knows which years it covers', () => {
    expect(hasHolidayData('2024-05-01')).toBe(true);
    expect(hasHolidayData('2028-12-31')).toBe(true);
    expect(hasHolidayData('2029-01-01')).toBe(false);
    expect(hongKongHolidayName('2026-02-17')).toBe("Lunar New Year's Day");
    expect(hongKongHolidayName('2026-02-20')).toBeUndefined();
  });
});

describe('business days', () => {
  it.each([
    ['2026-11-20', true], // Friday
    ['2026-11-21', false], // Saturday
    ['2026-11-22', false], // Sunday
    ['2026-02-17', false], // Lunar New Year
    ['2026-04-07', false], // the day following Easter Monday (Ching Ming clash)
    ['2025-12-26', false], // first weekday after Christmas
    ['2024-02-13', false], // fourth day of Lunar New Year
    ['2026-02-20', true],
  ])('isBusinessDay(%s) is %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('steps over weekends and holidays', () => {
    expect(nextBusinessDay('2026-02-13')).toBe('2026-02-16');
    expect(nextBusinessDay('2026-02-16')).toBe('2026-02-20');
    expect(previousBusinessDay('2026-02-20')).toBe('2026-02-16');
    expect(businessDayOnOrAfter('2026-04-03')).toBe('2026-04-08');
    expect(businessDayOnOrAfter('2026-04-08')).toBe('2026-04-08');
  });

  it('counts T+N from the dealing date', () => {
    expect(addBusinessDays('2026-02-13', 0)).toBe('2026-02-13');
    expect(addBusinessDays('2026-02-13', 1)).toBe('2026-02-16');
    expect(addBusinessDays('2026-02-13', 2)).toBe('2026-02-20');
    expect(addBusinessDays('2026-02-20', -2)).toBe('2026-02-13');
    expect(() => addBusinessDays('2026-02-13', 1.5)).toThrow(RangeError);
  });

  it('puts exactly N business days in (date, date + N]', () => {
    fc.assert(
      fc.property(coveredDate, fc.integer({ min: 0, max: 40 }), (date, days) => {
        const end = addBusinessDays(date, days);
        let count = 0;
        for (let day = addCalendarDays(date, 1); day <= end; day = addCalendarDays(day, 1)) {
          if (isBusinessDay(day)) count += 1;
        }
        expect(count).toBe(days);
        if (days > 0) expect(isBusinessDay(end)).toBe(true);
      }),
    );
  });

  it('undoes a forward count with a backward one from a business day', () => {
    fc.assert(
      fc.property(coveredDate, fc.integer({ min: -30, max: 30 }), (date, days) => {
        const start = businessDayOnOrAfter(date);
        expect(addBusinessDays(addBusinessDays(start, days), -days)).toBe(start);
      }),
    );
  });
});
