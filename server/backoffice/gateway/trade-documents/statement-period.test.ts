import { describe, expect, it } from 'vitest';
import {
  dailyPeriod,
  issuedStatements,
  isStatementIssued,
  monthlyPeriod,
  parseDocumentId,
} from './statement-period';

describe('statement periods', () => {
  it('runs from 00:00 HKT of the first day to 00:00 HKT after the last', () => {
    expect(dailyPeriod('2026-10-01')).toEqual({
      kind: 'daily',
      id: 'daily:2026-10-01',
      start: '2026-10-01',
      end: '2026-10-01',
      from: new Date('2026-09-30T16:00:00Z'),
      to: new Date('2026-10-01T16:00:00Z'),
    });
    expect(monthlyPeriod('2026-12')).toMatchObject({
      id: 'monthly:2026-12',
      start: '2026-12-01',
      end: '2026-12-31',
      to: new Date('2026-12-31T16:00:00Z'),
    });
    expect(monthlyPeriod('2028-02').end).toBe('2028-02-29');
  });

  it('reads document ids, refusing dates that do not exist', () => {
    expect(parseDocumentId('daily:2026-10-01')).toEqual({
      kind: 'statement',
      period: dailyPeriod('2026-10-01'),
    });
    expect(parseDocumentId('monthly:2026-10')).toEqual({
      kind: 'statement',
      period: monthlyPeriod('2026-10'),
    });
    expect(parseDocumentId('other:42')).toEqual({ kind: 'other', storedId: 42 });
    expect(parseDocumentId('daily:2026-02-30')).toBeUndefined();
    expect(parseDocumentId('monthly:2026-13')).toBeUndefined();
  });

  it('issues a day’s statement once the day has ended, and none before the first entry', () => {
    const first = new Date('2026-09-01T02:00:00Z');
    const day = dailyPeriod('2026-09-01');
    expect(isStatementIssued(day, first, new Date(day.to.getTime() - 1))).toBe(false);
    expect(isStatementIssued(day, first, day.to)).toBe(true);
    expect(isStatementIssued(dailyPeriod('2026-08-31'), first, day.to)).toBe(false);
    expect(isStatementIssued(day, undefined, day.to)).toBe(false);
  });

  it('lists ended days with movements and every ended month from the first entry on', () => {
    const now = new Date('2026-12-15T04:00:00Z');
    const issued = issuedStatements(['2026-09-01', '2026-11-03', '2026-12-15'], now);
    expect(issued.map((period) => period.id)).toEqual([
      'daily:2026-09-01',
      'daily:2026-11-03',
      'monthly:2026-09',
      'monthly:2026-10',
      'monthly:2026-11',
    ]);
    expect(issuedStatements([], now)).toEqual([]);
  });
});
