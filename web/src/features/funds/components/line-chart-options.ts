import {
  type ChartOptions,
  type DeepPartial,
  type LineData,
  type PriceFormat,
  type TickMarkType,
  type Time,
} from 'lightweight-charts';
import Decimal from 'decimal.js';
import { formatChange } from '@shared/domain/number-format';
import type { Language } from '@shared/i18n/languages';
import { frameOptions, type ChartLook } from '../../../components/chart/chart-look';
import { dayLabel, tickLabel } from '../../../components/chart/chart-time';

/** How a line chart's values read on its scale and crosshair: a price or a percent, at `precision`. */
export type ValueFormat = { type: 'price' | 'percent'; precision: number };

/**
 * The chart's options on the common frame, daily. The price scale keeps a margin above and below
 * the lines, so its top and bottom labels never sit under the last value's tag.
 */
export function chartOptions(look: ChartLook, language: Language): DeepPartial<ChartOptions> {
  return frameOptions(look, language, {
    priceScale: { scaleMargins: { top: 0.12, bottom: 0.08 }, minimumWidth: PRICE_SCALE_WIDTH },
    timeScale: {
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, language),
    },
    timeFormatter: dayLabel,
  });
}

/**
 * The price scale's least width in pixels: room for a signed percent such as `-40.00%` or a
 * five-figure NAV, so a label is never clipped when the library measures before the font loads.
 */
const PRICE_SCALE_WIDTH = 72;

/**
 * A series' price format, stepping by one unit of the last decimal place. Percent is written by
 * hand, signed as every change is (`+5.20%`, `-40.00%`): the library's built-in `percent` type
 * (5.2.1) takes the precision for a scale and rounds 3.71 to 3.1%.
 */
export function priceFormat({ type, precision }: ValueFormat, language: Language): PriceFormat {
  const minMove = Number(`1e-${String(precision)}`);
  if (type === 'price') return { type, precision, minMove };
  // The library hands over floats: 15 significant digits are exact enough to round from.
  const formatter = (value: number) =>
    formatChange(new Decimal(value).toSignificantDigits(15), language, precision, '%').text;
  return { type: 'custom', minMove, formatter };
}

/** Points in date order as the library's line data, times as `YYYY-MM-DD` business days. */
export function toLineData(points: readonly { date: string; value: number }[]): LineData[] {
  return points.map((point) => ({ time: point.date, value: point.value }));
}
