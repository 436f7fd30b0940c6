import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import {
  ColorType,
  CrosshairMode,
  type ChartOptions,
  type DeepPartial,
  type LineData,
  type PriceFormat,
} from 'lightweight-charts';
import { useMemo } from 'react';

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

/**
 * The chart's options: sized by its container, transparent over the page, labelled in the UI
 * language, and not pannable or zoomable (the period is chosen beside it, and a chart that takes
 * wheel or touch drags would trap the page's scrolling on a phone).
 */
export function chartOptions(look: ChartLook, locale: string): DeepPartial<ChartOptions> {
  const crosshairLine = { color: look.crosshair, labelBackgroundColor: look.crosshairLabel };
  return {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: 'transparent' },
      textColor: look.text,
      fontFamily: look.fontFamily,
    },
    grid: { vertLines: { color: look.grid }, horzLines: { color: look.grid } },
    rightPriceScale: { borderColor: look.border },
    timeScale: { borderColor: look.border, fixLeftEdge: true, fixRightEdge: true },
    crosshair: { mode: CrosshairMode.Magnet, vertLine: crosshairLine, horzLine: crosshairLine },
    localization: { locale },
    handleScroll: false,
    handleScale: false,
  };
}

/**
 * A series' price format, stepping by one unit of the last decimal place. Percent is written by
 * hand: the library's built-in `percent` type (5.2.1) takes the precision for a scale and rounds
 * 3.71 to 3.1%.
 */
export function priceFormat({ type, precision }: ValueFormat): PriceFormat {
  const minMove = Number(`1e-${String(precision)}`);
  if (type === 'price') return { type, precision, minMove };
  return { type: 'custom', minMove, formatter: (value: number) => `${value.toFixed(precision)}%` };
}

/** Points in date order as the library's line data, times as `YYYY-MM-DD` business days. */
export function toLineData(points: readonly { date: string; value: number }[]): LineData[] {
  return points.map((point) => ({ time: point.date, value: point.value }));
}
