import { TickMarkType, type UTCTimestamp } from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import { clockLabel, dayLabel, tickLabel } from './chart-time';

describe('time-axis labels (issue 10 §11)', () => {
  it('names the month at a month tick, in the page language, never a bare day number', () => {
    expect(tickLabel('2026-03-04', TickMarkType.Month, 'en')).toBe('Mar');
    expect(tickLabel('2026-03-04', TickMarkType.Month, 'zh-HK')).toBe('3月');
    expect(tickLabel('2026-12-01', TickMarkType.Month, 'zh-CN')).toBe('12月');
    expect(tickLabel('2026-03-04', TickMarkType.DayOfMonth, 'en')).toBe('03-04');
    expect(tickLabel('2026-01-02', TickMarkType.Year, 'zh-HK')).toBe('2026');
  });

  it('reads business days and UTC timestamps alike', () => {
    expect(tickLabel({ year: 2025, month: 11, day: 3 }, TickMarkType.Month, 'en')).toBe('Nov');
    const march4 = (Date.UTC(2026, 2, 4) / 1000) as UTCTimestamp;
    expect(tickLabel(march4, TickMarkType.Month, 'en')).toBe('Mar');
    expect(dayLabel(march4)).toBe('2026-03-04');
    expect(dayLabel({ year: 2026, month: 3, day: 4 })).toBe('2026-03-04');
  });

  it('leaves times of day to the library', () => {
    expect(tickLabel('2026-03-04', TickMarkType.Time, 'en')).toBeNull();
  });

  it('reads `HH:mm` for times of day on an intraday chart, the wall clock passed as UTC', () => {
    const nine30 = (Date.UTC(2026, 2, 4, 9, 30) / 1000) as UTCTimestamp;
    expect(tickLabel(nine30, TickMarkType.Time, 'en', true)).toBe('09:30');
    expect(tickLabel(nine30, TickMarkType.DayOfMonth, 'en', true)).toBe('03-04');
    expect(clockLabel(nine30)).toBe('09:30');
  });
});
