import { Stack } from '@mantine/core';
import { LineSeries, type IChartApi } from 'lightweight-charts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCanvas, ChartCredit } from '../../../components/chart/chart-frame';
import { useChartLook } from '../../../components/chart/chart-look';
import { useChart } from '../../../components/chart/use-chart';
import { useFormat } from '../../../lib/use-format';
import { chartOptions, priceFormat, toLineData, type ValueFormat } from './line-chart-options';

/** One series of a line chart: its name and its points in date order (values as numbers). */
export type ChartSeries = { name: string; points: readonly { date: string; value: number }[] };

/** The line colours in series order, for legends drawn beside the chart. */
export const LINE_COLOURS = ['#1c7ed6', '#e8590c', '#2f9e44', '#7048e8', '#c2255c', '#0c8599'];

const HEIGHT = 260;

/**
 * A line chart on lightweight-charts, one line per series. `series` must keep its identity while
 * its data is unchanged (memoise it): the chart is rebuilt whenever it, the format, the colour
 * scheme or the language changes, and removed on unmount. The canvas says nothing to a screen
 * reader, so an image of the same size carries `label`; the figures stay as text beside the chart.
 * The library's own logo (an English title) is replaced by a translated attribution line linking
 * to TradingView, as the library's licence (Apache 2.0 NOTICE) asks.
 */
export function LineChart(props: {
  series: readonly ChartSeries[];
  label: string;
  format: ValueFormat;
}) {
  const { series, label } = props;
  const { type, precision } = props.format;
  const look = useChartLook();
  const { language } = useFormat();
  const { t } = useTranslation('funds');
  const options = useMemo(() => chartOptions(look, language), [look, language]);
  const draw = useCallback(
    (chart: IChartApi) => {
      series.forEach((line, index) => {
        const drawn = chart.addSeries(LineSeries, {
          color: LINE_COLOURS[index % LINE_COLOURS.length],
          lineWidth: 2,
          priceLineVisible: false,
          // No last-value tag on the scale: the library draws it over the scale's own labels (the
          // top label under the tag, a "-40.00%" half hidden); the figures are text beside it.
          lastValueVisible: false,
          priceFormat: priceFormat({ type, precision }, language),
        });
        drawn.setData(toLineData(line.points));
      });
    },
    [series, language, type, precision],
  );
  const host = useChart(options, draw);
  return (
    <Stack gap={2}>
      <ChartCanvas host={host} height={HEIGHT} label={label} testId="line-chart" />
      <ChartCredit text={t('chart.attribution')} />
    </Stack>
  );
}
