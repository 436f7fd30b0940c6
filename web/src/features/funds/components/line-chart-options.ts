import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import {
  ColorType,
  CrosshairMode,
  TickMarkType,
  type ChartOptions,
  type DeepPartial,
  type LineData,
  type PriceFormat,
  type Time,
} from 'lightweight-charts';
import Decimal from 'decimal.js';
import { useMemo } from 'react';
import { formatChange } from '@shared/domain/number-format';
import type { Language } from '@shared/i18n/languages';

/** How a line chart's values read on its scale and crosshair: a price or a percent, at `precision`. */
export type ValueFormat = { type: 'price' | 'percent'; precision: number };

/** The colour-scheme-dependent look of a chart's frame: font, text, grid, borders, crosshair. */
export type ChartLook = {
  fontFamily: string;
  text: string;
  grid: string;
  border: string;
  crosshair: string;
  crosshairLabel: string;
};

/** The chart frame's colours from the Mantine theme, for the computed light or dark scheme. */
export function useChartLook(): ChartLook {
  const theme = useMantineTheme();
  const scheme = useComputedColorScheme('light');
  return useMemo(() => {
    const { gray, dark } = theme.colors;
    const isDark = scheme === 'dark';
    return {
      fontFamily: theme.fontFamily,
      text: isDark ? dark[0] : gray[7],
      grid: isDark ? dark[5] : gray[2],
      border: isDark ? dark[4] : gray[3],
      crosshair: isDark ? dark[2] : gray[6],
      crosshairLabel: isDark ? dark[4] : gray[7],
    };
  }, [theme, scheme]);
}

const ENGLISH_MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

type Day = { year: number; month: number; day: number };

/** A chart time as a calendar day: `YYYY-MM-DD` text, a business day, or UTC seconds. */
function dayOf(time: Time): Day {
  if (typeof time === 'string') {
    const [year = 0, month = 1, day = 1] = time.split('-').map(Number);
    return { year, month, day };
  }
  if (typeof time === 'number') {
    const date = new Date(time * 1000);
    return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
  }
  return time;
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** A day as the app writes dates (UI style): `YYYY-MM-DD`, for the crosshair's time label. */
export function dayLabel(time: Time): string {
  const { year, month, day } = dayOf(time);
  return `${String(year)}-${twoDigits(month)}-${twoDigits(day)}`;
}

/**
 * A time-axis label: the year at a year's first tick, the month's name at a month's first tick
 * (`Mar`; `3月` in Chinese), and `MM-DD` for a day within a month, so no tick is a bare day
 * number that reads as a month. Times of day are left to the library (the charts are daily).
 */
export function tickLabel(time: Time, type: TickMarkType, language: Language): string | null {
  const { year, month, day } = dayOf(time);
  switch (type) {
    case TickMarkType.Year:
      return String(year);
    case TickMarkType.Month:
      return language === 'en' ? (ENGLISH_MONTHS[month - 1] ?? null) : `${String(month)}月`;
    case TickMarkType.DayOfMonth:
      return `${twoDigits(month)}-${twoDigits(day)}`;
    default:
      return null;
  }
}

/**
 * The chart's options: sized by its container, transparent over the page, labelled in the UI
 * language, and not pannable or zoomable (the period is chosen beside it, and a chart that takes
 * wheel or touch drags would trap the page's scrolling on a phone). The library's logo is off:
 * the chart's frame shows the attribution its licence asks for as translated text instead.
 * The price scale keeps a margin above and below the lines, so its top and bottom labels never
 * sit under the last value's tag.
 */
export function chartOptions(look: ChartLook, language: Language): DeepPartial<ChartOptions> {
  const crosshairLine = { color: look.crosshair, labelBackgroundColor: look.crosshairLabel };
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: look.text,
      fontFamily: look.fontFamily,
      attributionLogo: false,
    },
    grid: { vertLines: { color: look.grid }, horzLines: { color: look.grid } },
    rightPriceScale: {
      borderColor: look.border,
      scaleMargins: { top: 0.12, bottom: 0.08 },
      // A top or bottom label the scale's edge would cut is left out rather than drawn in half.
      entireTextOnly: true,
      minimumWidth: PRICE_SCALE_WIDTH,
    },
    timeScale: {
      borderColor: look.border,
      fixLeftEdge: true,
      fixRightEdge: true,
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, language),
    },
    crosshair: { mode: CrosshairMode.Magnet, vertLine: crosshairLine, horzLine: crosshairLine },
    localization: { locale: language, timeFormatter: dayLabel },
    handleScroll: false,
    handleScale: false,
  };
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
