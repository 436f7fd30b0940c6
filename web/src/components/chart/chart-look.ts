import { useComputedColorScheme, useMantineTheme } from '@mantine/core';
import {
  ColorType,
  CrosshairMode,
  type ChartOptions,
  type DeepPartial,
  type Time,
} from 'lightweight-charts';
import { useMemo } from 'react';
import type { Language } from '@shared/i18n/languages';

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

/** What a chart sets of its own on the common frame: its scales and its crosshair's time. */
export type ChartScales = {
  priceScale: DeepPartial<ChartOptions['rightPriceScale']>;
  timeScale: DeepPartial<ChartOptions['timeScale']>;
  timeFormatter: (time: Time) => string;
};

/**
 * A chart's options: sized by its container, transparent over the page, labelled in the UI
 * language, and not pannable or zoomable (the period is chosen beside it, and a chart that takes
 * wheel or touch drags would trap the page's scrolling on a phone). The library's logo is off:
 * the chart's frame shows the attribution its licence asks for as translated text instead
 * (`ChartCredit`). A top or bottom price label the scale's edge would cut is left out rather than
 * drawn in half.
 */
export function frameOptions(
  look: ChartLook,
  language: Language,
  scales: ChartScales,
): DeepPartial<ChartOptions> {
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
    rightPriceScale: { borderColor: look.border, entireTextOnly: true, ...scales.priceScale },
    timeScale: {
      borderColor: look.border,
      fixLeftEdge: true,
      fixRightEdge: true,
      ...scales.timeScale,
    },
    crosshair: { mode: CrosshairMode.Magnet, vertLine: crosshairLine, horzLine: crosshairLine },
    localization: { locale: language, timeFormatter: scales.timeFormatter },
    handleScroll: false,
    handleScale: false,
  };
}
