import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date-time';
import { estimatedCompletionDate } from './under-construction';

describe('estimatedCompletionDate (spec §2.12: the next 18th or 25th)', () => {
  it.each([
    ['2026-01-01T04:00:00Z', '2026-01-18'],
    ['2026-01-17T15:59:59Z', '2026-01-18'],
    ['2026-01-17T16:00:00Z', '2026-01-25'],
    ['2026-01-24T04:00:00Z', '2026-01-25'],
    ['2026-01-25T04:00:00Z', '2026-02-18'],
    ['2026-02-28T04:00:00Z', '2026-03-18'],
    ['2026-12-25T04:00:00Z', '2027-01-18'],
    ['2026-12-31T15:59:59Z', '2027-01-18'],
  ])('from %s (Hong Kong) gives %s', (iso, expected) => {
    expect(estimatedCompletionDate(new Date(iso))).toBe(expected);
  });

  it('counts days in the given time zone', () => {
    const instant = new Date('2026-01-17T20:00:00Z');
    expect(estimatedCompletionDate(instant)).toBe('2026-01-25');
    expect(estimatedCompletionDate(instant, 'UTC')).toBe('2026-01-18');
  });

  it('is always a later 18th or 25th with none skipped', () => {
    const instants = fc.date({
      min: new Date('1990-01-01T00:00:00Z'),
      max: new Date('2090-12-31T00:00:00Z'),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(instants, (today) => {
        const estimate = estimatedCompletionDate(today);
        const todayText = formatDate(today);
        expect(estimate > todayText).toBe(true);
        expect(['18', '25']).toContain(estimate.slice(8));
        const dayAfter = new Date(today.getTime());
        for (let day = formatDate(dayAfter); day < estimate; day = formatDate(dayAfter)) {
          if (day !== todayText) expect(['18', '25']).not.toContain(day.slice(8));
          dayAfter.setTime(dayAfter.getTime() + 86_400_000);
        }
      }),
      { numRuns: 50 },
    );
  });
});
