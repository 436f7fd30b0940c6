import {
  TickMarkType,
  type BarPrice,
  type TickMarkFormatter,
  type TimeFormatterFn,
  type UTCTimestamp,
} from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import {
  chartOptions,
  dayLabel,
  priceFormat,
  tickLabel,
  type ChartLook,
} from './line-chart-options';

const look: ChartLook = {
  fontFamily: 'sans-serif',
  text: '#000',
  grid: '#eee',
  border: '#ccc',
  crosshair: '#666',
  crosshairLabel: '#333',
};

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

  it('is what the chart is given: the formatter, the date style, no English logo, room for labels', () => {
    const options = chartOptions(look, 'zh-HK');
    const formatter = options.timeScale?.tickMarkFormatter as TickMarkFormatter | undefined;
    const timeFormatter = options.localization?.timeFormatter as TimeFormatterFn | undefined;
    expect(formatter?.('2026-03-04', TickMarkType.Month, 'zh-HK')).toBe('3月');
    expect(timeFormatter?.('2026-03-04')).toBe('2026-03-04');
    expect(options.layout?.attributionLogo).toBe(false);
    expect(options.rightPriceScale?.minimumWidth).toBeGreaterThanOrEqual(64);
    expect(options.rightPriceScale?.scaleMargins?.top).toBeGreaterThan(0.1);
  });
});

describe('scale values', () => {
  it('signs a percent change and keeps the asked decimals', () => {
    const percent = priceFormat({ type: 'percent', precision: 2 }, 'en');
    if (percent.type !== 'custom') throw new Error('a percent is written by hand');
    expect(
      [-40, 12.345, 0.001, 1234.5].map((value) => percent.formatter(value as BarPrice)),
    ).toEqual(['-40.00%', '+12.35%', '0.00%', '+1,234.50%']);
  });

  it("steps a price by one unit of the fund's last NAV decimal", () => {
    expect(priceFormat({ type: 'price', precision: 4 }, 'en')).toEqual({
      type: 'price',
      precision: 4,
      minMove: 0.0001,
    });
  });
});
