import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addCalendarDays, hongKongDate, isBusinessDay } from './business-calendar';
import {
  cutOffInstant,
  dealingDateFor,
  dealingScheduleFor,
  isCutOffTime,
  isDealingDay,
  nextDealingDay,
  settlementDateFor,
} from './fund-dealing';
import type { DealingFrequency } from './fund-instrument';

const daily: DealingFrequency = { kind: 'daily' };
const wednesdays: DealingFrequency = { kind: 'weekly', weekday: 3 };
const hkt = (text: string) => new Date(`${text}+08:00`);

const frequencies = fc.oneof(
  fc.constant<DealingFrequency>(daily),
  fc
    .integer({ min: 1, max: 5 })
    .map((weekday) => ({ kind: 'weekly', weekday }) as DealingFrequency),
  fc.integer({ min: 1, max: 31 }).map((day): DealingFrequency => ({ kind: 'monthly', day })),
);
const instants = fc
  .integer({ min: Date.parse('2024-01-01T00:00:00Z'), max: Date.parse('2028-11-30T00:00:00Z') })
  .map((ms) => new Date(ms));
const cutOffs = fc.constantFrom('16:30', '16:00', '13:15', '00:00', '23:59');

describe('cut-off times', () => {
  it('reads HH:mm as Hong Kong time', () => {
    expect(cutOffInstant('2026-03-02', '16:30').toISOString()).toBe('2026-03-02T08:30:00.000Z');
    expect(isCutOffTime('16:30')).toBe(true);
    expect(isCutOffTime('24:00')).toBe(false);
    expect(isCutOffTime('4:30')).toBe(false);
    expect(() => cutOffInstant('2026-03-02', '4pm')).toThrow(RangeError);
  });
});

describe('dealing date (forward pricing, cut-off 16:30)', () => {
  it.each([
    ['a Monday morning deals that day', '2026-03-02T10:00:00', '2026-03-02'],
    ['one millisecond before the cut-off deals that day', '2026-03-02T16:29:59.999', '2026-03-02'],
    ['at the cut-off deals the next day', '2026-03-02T16:30:00', '2026-03-03'],
    ['a Friday evening deals on Monday', '2026-03-06T18:00:00', '2026-03-09'],
    ['a Saturday deals on Monday', '2026-03-07T09:00:00', '2026-03-09'],
    ['before Lunar New Year deals after it', '2026-02-16T17:00:00', '2026-02-20'],
    ['on a holiday deals the next business day', '2026-02-17T10:00:00', '2026-02-20'],
  ])('%s', (_, instant, expected) => {
    expect(dealingDateFor(hkt(instant), '16:30', daily)).toBe(expected);
  });

  it('uses the brand cut-off it is given', () => {
    expect(dealingDateFor(hkt('2026-03-02T14:00:00'), '13:15', daily)).toBe('2026-03-03');
    expect(dealingDateFor(hkt('2026-03-02T14:00:00'), '16:00', daily)).toBe('2026-03-02');
  });

  it('deals weekly funds on their weekday, rolling a holiday forward', () => {
    expect(dealingDateFor(hkt('2026-03-04T10:00:00'), '16:30', wednesdays)).toBe('2026-03-04');
    expect(dealingDateFor(hkt('2026-03-04T17:00:00'), '16:30', wednesdays)).toBe('2026-03-11');
    expect(dealingDateFor(hkt('2026-03-05T10:00:00'), '16:30', wednesdays)).toBe('2026-03-11');
    // Wednesday 29 Oct 2025 is Chung Yeung: that week deals on Thursday.
    expect(dealingDateFor(hkt('2025-10-27T10:00:00'), '16:30', wednesdays)).toBe('2025-10-30');
    // Lunar New Year 2025 covers Wednesday to Friday: the week deals on Monday 3 Feb.
    expect(nextDealingDay('2025-01-28', wednesdays)).toBe('2025-02-03');
  });

  it('deals monthly funds on their day, clamped to the month and rolled forward', () => {
    const fifteenth: DealingFrequency = { kind: 'monthly', day: 15 };
    expect(isDealingDay('2026-11-15', fifteenth)).toBe(false); // a Sunday
    expect(isDealingDay('2026-11-16', fifteenth)).toBe(true);
    expect(nextDealingDay('2026-11-16', fifteenth)).toBe('2026-12-15');
    const monthEnd: DealingFrequency = { kind: 'monthly', day: 31 };
    // 31 Jan 2026 is a Saturday (rolls to 2 Feb); 28 Feb is one too (rolls to 2 Mar).
    expect(nextDealingDay('2026-02-01', monthEnd)).toBe('2026-02-02');
    expect(nextDealingDay('2026-02-02', monthEnd)).toBe('2026-03-02');
    expect(nextDealingDay('2026-03-02', monthEnd)).toBe('2026-03-31');
  });

  it('makes every business day a dealing day for a daily fund', () => {
    fc.assert(
      fc.property(instants, (instant) => {
        const date = hongKongDate(instant);
        expect(isDealingDay(date, daily)).toBe(isBusinessDay(date));
      }),
    );
  });

  it('gives a dealing day no earlier than the order, and that day only before its cut-off', () => {
    fc.assert(
      fc.property(instants, cutOffs, frequencies, (instant, cutOff, frequency) => {
        const today = hongKongDate(instant);
        const dealingDate = dealingDateFor(instant, cutOff, frequency);
        expect(isDealingDay(dealingDate, frequency)).toBe(true);
        expect(dealingDate >= today).toBe(true);
        if (dealingDate === today) expect(instant < cutOffInstant(today, cutOff)).toBe(true);
        // No dealing day was skipped between the order and its dealing date.
        for (
          let day = addCalendarDays(today, 1);
          day < dealingDate;
          day = addCalendarDays(day, 1)
        ) {
          expect(isDealingDay(day, frequency)).toBe(false);
        }
      }),
    );
  });
});

describe('settlement', () => {
  it('settles T+N business days after dealing', () => {
    expect(settlementDateFor('2026-03-06', 0)).toBe('2026-03-06');
    expect(settlementDateFor('2026-03-06', 3)).toBe('2026-03-11');
    expect(settlementDateFor('2026-02-13', 1)).toBe('2026-02-16');
    expect(() => settlementDateFor('2026-03-06', -1)).toThrow(RangeError);
  });

  it('gives the whole schedule an order screen shows', () => {
    const fund = { dealingFrequency: daily, settlementDays: 2 };
    expect(dealingScheduleFor(hkt('2026-03-06T17:00:00'), '16:30', fund)).toEqual({
      dealingDate: '2026-03-09',
      cutOffAt: new Date('2026-03-09T08:30:00Z'),
      settlementDate: '2026-03-11',
    });
  });
});
