import { Stack } from '@mantine/core';
import { LineSeries, type IChartApi, type TickMarkType, type Time } from 'lightweight-charts';
import { useCallback, useMemo } from 'react';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@shared/domain/number-format';
import { ChartCanvas, ChartCredit } from '../../../components/chart/chart-frame';
import { frameOptions, useChartLook } from '../../../components/chart/chart-look';
import { dayLabel, tickLabel } from '../../../components/chart/chart-time';
import { useChart } from '../../../components/chart/use-chart';
import { useFormat } from '../../../lib/use-format';

/** One dated value of a holding, in date order (the value as a number for the canvas only). */
export type ValuationPoint = { date: string; value: number };

const HEIGHT = 220;
const LINE_COLOUR = '#1c7ed6';

/**
 * A holding's valuations over time on the kit's chart frame, stepped at the currency's precision.
 * The figures stay as text in the valuations table beside it; the canvas carries `label`.
 */
export function ValuationChart(props: {
  points: readonly ValuationPoint[];
  precision: number;
  label: string;
}) {
  const { points, precision } = props;
  const look = useChartLook();
  const { language } = useFormat();
  const { t } = useTranslation('assets');
  const options = useMemo(
    () =>
      frameOptions(look, language, {
        priceScale: { scaleMargins: { top: 0.12, bottom: 0.08 }, minimumWidth: 96 },
        timeScale: {
          tickMarkFormatter: (time: Time, type: TickMarkType) => tickLabel(time, type, language),
        },
        timeFormatter: dayLabel,
      }),
    [look, language],
  );
  const draw = useCallback(
    (chart: IChartApi) => {
      const line = chart.addSeries(LineSeries, {
        color: LINE_COLOUR,
        lineWidth: 2,
        priceLineVisible: false,
        lastValueVisible: false,
        pointMarkersVisible: true,
        // Grouped as every figure is (`8,200,000.00`); the library hands over floats.
        priceFormat: {
          type: 'custom',
          minMove: Number(`1e-${String(precision)}`),
          formatter: (value: number) =>
            formatNumber(new Decimal(value).toSignificantDigits(15), language, precision),
        },
      });
      line.setData(points.map((point) => ({ time: point.date, value: point.value })));
    },
    [points, precision, language],
  );
  const host = useChart(options, draw);
  return (
    <Stack gap={2}>
      <ChartCanvas host={host} height={HEIGHT} label={props.label} testId="valuation-chart" />
      <ChartCredit text={t('chart_attribution')} />
    </Stack>
  );
}
