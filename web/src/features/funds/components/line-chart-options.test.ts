import {
  TickMarkType,
  type BarPrice,
  type TickMarkFormatter,
  type TimeFormatterFn,
} from 'lightweight-charts';
import { describe, expect, it } from 'vitest';
import type { ChartLook } from '../../../components/chart/chart-look';
import { chartOptions, priceFormat } from './line-chart-options';

const look: ChartLook = {
  fontFamily: 'sans-serif',
  text: '#000',
  grid: '#eee',
  border: '#ccc',
  crosshair: '#666',
  crosshairLabel: '#333',
};

describe('the line chart options (issue 10 §11)', () => {
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
