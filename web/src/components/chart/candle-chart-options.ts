import {
  type CandlestickData,
  type ChartOptions,
  type DeepPartial,
  type HistogramData,
  type TickMarkType,
  type Time,
  type UTCTimestamp,
} from 'lightweight-charts';
import type { CallOutput } from '@shared/contracts/index';
import type { Language } from '@shared/i18n/languages';
import { frameOptions, type ChartLook } from './chart-look';
import { clockLabel, dayLabel, tickLabel } from './chart-time';

/** One bar as the feed sends it. */
export type PriceBar = CallOutput<'stock-definition/loadBars'>['bars'][number];

/** Minute bars of the day, or daily bars. */
export type BarInterval = 'minute' | 'day';

/** The crosshair's time: `YYYY-MM-DD`, with `HH:mm` for minute bars (UI style). */
export function crosshairLabel(time: Time, interval: BarInterval): string {
  const date = dayLabel(time);
  return interval === 'minute' ? `${date} ${clockLabel(time)}` : date;
}

/** An instant as the exchange's wall clock, in seconds the library reads as UTC. */
export function wallClockSeconds(iso: string, timeZone: string): UTCTimestamp {
  const date = new Date(iso);
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const part = (type: string) => Number(parts.find((entry) => entry.type === type)?.value ?? 0);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return Math.round(wall / 1000) as UTCTimestamp;
}

/** A daily bar's trade date in the exchange's calendar (`YYYY-MM-DD`). */
function tradeDateOf(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date(iso));
}

/** Gain and loss colours for the bars (the reader's setting decides which is which). */
export type BarColours = { up: string; down: string; upVolume: string; downVolume: string };

/**
 * The bars as the library's candles and volume columns. Prices pass as numbers only to draw (the
 * figures shown as text come from the decimal strings).
 */
export function toSeries(
  bars: readonly PriceBar[],
  interval: BarInterval,
  timeZone: string,
  colours: BarColours,
): { candles: CandlestickData[]; volumes: HistogramData[] } {
  const candles: CandlestickData[] = [];
  const volumes: HistogramData[] = [];
  for (const bar of bars) {
    const time: Time =
      interval === 'minute'
        ? wallClockSeconds(bar.time, timeZone)
        : tradeDateOf(bar.time, timeZone);
    const open = Number(bar.open);
    const close = Number(bar.close);
    candles.push({ time, open, high: Number(bar.high), low: Number(bar.low), close });
    volumes.push({
      time,
      value: Number(bar.volume),
      color: close >= open ? colours.upVolume : colours.downVolume,
    });
  }
  return { candles, volumes };
}

/** The chart's options on the common frame, with room below the candles for the volume. */
export function candleChartOptions(
  look: ChartLook,
  language: Language,
  interval: BarInterval,
): DeepPartial<ChartOptions> {
  return frameOptions(look, language, {
    priceScale: { scaleMargins: { top: 0.08, bottom: 0.28 }, minimumWidth: 64 },
    timeScale: {
      timeVisible: interval === 'minute',
      secondsVisible: false,
      // Times of day read `HH:mm` on the intraday chart.
      tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, language, true),
    },
    timeFormatter: (time: Time) => crosshairLabel(time, interval),
  });
}
