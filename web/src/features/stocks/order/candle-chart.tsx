import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCredit } from '../../../components/chart/chart-frame';
import type { BarInterval } from '../../../components/chart/candle-chart-options';
import { Candles, CANDLE_CHART_HEIGHT } from '../../../components/chart/candles';
import { useBars } from '../api/stock-definition';
import type { Stock } from './order-terms';

/**
 * The stock's chart: candles with volume beneath, today's minute bars or daily bars (spec §2.5),
 * in the exchange's clock, with TradingView's credit as the library's licence asks.
 */
export function CandleChart({ stock, timeZone }: { stock: Stock; timeZone: string }) {
  const { t } = useTranslation('stockOrder');
  const [interval, setInterval] = useState<BarInterval>('minute');
  const bars = useBars(stock.symbol, interval);
  const label =
    interval === 'minute'
      ? t('chart.label_minute', { symbol: stock.symbol })
      : t('chart.label_day', { symbol: stock.symbol });
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {t('chart.heading')}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={t('chart.interval')}
          value={interval}
          onChange={(value) => setInterval(value)}
          data={[
            { value: 'minute', label: t('chart.minute') },
            { value: 'day', label: t('chart.day') },
          ]}
        />
      </Group>
      {!bars.data ? (
        <Text size="sm" c="dimmed" h={CANDLE_CHART_HEIGHT}>
          {t('chart.loading')}
        </Text>
      ) : bars.data.bars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('chart.empty')}
        </Text>
      ) : (
        <Candles
          bars={bars.data.bars}
          interval={interval}
          timeZone={timeZone}
          decimals={stock.priceDecimals}
          label={label}
        />
      )}
      <ChartCredit text={t('chart.attribution')} />
    </Stack>
  );
}
