import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCredit } from '../../../components/chart/chart-frame';
import type { BarInterval } from '../../../components/chart/candle-chart-options';
import { Candles, CANDLE_CHART_HEIGHT } from '../../../components/chart/candles';
import type { CryptoPair } from '../api/crypto-market';
import { useCryptoBars } from '../api/crypto-market';
import { pairLabel } from '../hooks/use-crypto-texts';

/** Crypto days and minutes are read in Hong Kong time (the portal's clock). */
const TIME_ZONE = 'Asia/Hong_Kong';

/**
 * A pair's chart: candles with volume beneath, the last 24 hours' minute bars or the year's daily
 * bars, with TradingView's credit as the library's licence asks.
 */
export function PriceChart({ pair }: { pair: CryptoPair }) {
  const { t } = useTranslation('cryptos');
  const [interval, setInterval] = useState<BarInterval>('minute');
  const bars = useCryptoBars(pair.pair, interval);
  const name = pairLabel(pair.pair);
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
          timeZone={TIME_ZONE}
          decimals={pair.priceDecimals}
          label={
            interval === 'minute'
              ? t('chart.label_minute', { pair: name })
              : t('chart.label_day', { pair: name })
          }
        />
      )}
      <ChartCredit text={t('chart.attribution')} />
    </Stack>
  );
}
