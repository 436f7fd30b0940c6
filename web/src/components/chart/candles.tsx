import { CandlestickSeries, HistogramSeries, type IChartApi } from 'lightweight-charts';
import { useCallback, useMemo } from 'react';
import { useFormat } from '../../lib/use-format';
import { ChartCanvas } from './chart-frame';
import { useChartLook } from './chart-look';
import {
  candleChartOptions,
  toSeries,
  type BarColours,
  type BarInterval,
  type PriceBar,
} from './candle-chart-options';
import { useChart } from './use-chart';

/** The candles' height in pixels. */
export const CANDLE_CHART_HEIGHT = 280;

/** A CSS colour expression (`var(--portico-up)`) as the browser resolves it now. */
function resolveColour(expression: string, fallback: string): string {
  if (typeof document === 'undefined') return fallback;
  const probe = document.createElement('span');
  probe.style.color = expression;
  probe.style.display = 'none';
  document.body.append(probe);
  const colour = getComputedStyle(probe).color;
  probe.remove();
  return colour || fallback;
}

/** The same colour at `alpha` (`rgb(1, 2, 3)` → `rgba(1, 2, 3, 0.5)`). */
function withAlpha(colour: string, alpha: number): string {
  const match = /^rgba?\((\d+),\s*(\d+),\s*(\d+)/.exec(colour);
  return match ? `rgba(${match[1]}, ${match[2]}, ${match[3]}, ${String(alpha)})` : colour;
}

/** The reader's gain and loss colours (green up by default, red up when set), for the bars. */
function barColours(): BarColours {
  const up = resolveColour('var(--portico-up)', '#0b7285');
  const down = resolveColour('var(--portico-down)', '#c92a2a');
  return { up, down, upVolume: withAlpha(up, 0.45), downVolume: withAlpha(down, 0.45) };
}

/** The candles and volume columns on lightweight-charts, rebuilt when the data or look changes. */
export function Candles(props: {
  bars: readonly PriceBar[];
  interval: BarInterval;
  timeZone: string;
  decimals: number;
  label: string;
}) {
  const { bars, interval, timeZone, decimals, label } = props;
  const look = useChartLook();
  const { language } = useFormat();
  // The look changes with the colour scheme, so the bars' colours are read again then too.
  const options = useMemo(
    () => candleChartOptions(look, language, interval),
    [look, language, interval],
  );
  const draw = useCallback(
    (chart: IChartApi) => {
      const colours = barColours();
      const minMove = Number(`1e-${String(decimals)}`);
      const candles = chart.addSeries(CandlestickSeries, {
        upColor: colours.up,
        downColor: colours.down,
        borderUpColor: colours.up,
        borderDownColor: colours.down,
        wickUpColor: colours.up,
        wickDownColor: colours.down,
        priceLineVisible: false,
        lastValueVisible: true,
        priceFormat: { type: 'price', precision: decimals, minMove },
      });
      const volume = chart.addSeries(HistogramSeries, {
        priceScaleId: 'volume',
        priceFormat: { type: 'volume' },
        priceLineVisible: false,
        lastValueVisible: false,
      });
      chart.priceScale('volume').applyOptions({ scaleMargins: { top: 0.78, bottom: 0 } });
      const series = toSeries(bars, interval, timeZone, colours);
      candles.setData(series.candles);
      volume.setData(series.volumes);
    },
    [bars, interval, timeZone, decimals],
  );
  const host = useChart(options, draw);
  return (
    <ChartCanvas host={host} height={CANDLE_CHART_HEIGHT} label={label} testId="candle-chart" />
  );
}
