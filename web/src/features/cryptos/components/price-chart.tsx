import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarInterval } from '../../../components/chart/candle-chart-options';
import { CandlePanel } from '../../../components/chart/candle-panel';
import type { CryptoPair } from '../api/crypto-market';
import { useCryptoBars } from '../api/crypto-market';
import { pairLabel } from '../hooks/use-crypto-texts';

/** Crypto days and minutes are read in Hong Kong time (the portal's clock). */
const TIME_ZONE = 'Asia/Hong_Kong';

/** A pair's chart: the last 24 hours' minute bars or the year's daily bars. */
export function PriceChart({ pair }: { pair: CryptoPair }) {
  const { t } = useTranslation('cryptos');
  const [interval, setInterval] = useState<BarInterval>('minute');
  const bars = useCryptoBars(pair.pair, interval);
  const name = pairLabel(pair.pair);
  return (
    <CandlePanel
      bars={bars.data?.bars}
      interval={interval}
      onIntervalChange={setInterval}
      timeZone={TIME_ZONE}
      decimals={pair.priceDecimals}
      texts={{
        heading: t('chart.heading'),
        interval: t('chart.interval'),
        minute: t('chart.minute'),
        day: t('chart.day'),
        loading: t('chart.loading'),
        empty: t('chart.empty'),
        attribution: t('chart.attribution'),
        label:
          interval === 'minute'
            ? t('chart.label_minute', { pair: name })
            : t('chart.label_day', { pair: name }),
      }}
    />
  );
}
