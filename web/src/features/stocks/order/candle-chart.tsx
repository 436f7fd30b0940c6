import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BarInterval } from '../../../components/chart/candle-chart-options';
import { CandlePanel } from '../../../components/chart/candle-panel';
import { useBars } from '../api/stock-definition';
import type { Stock } from './order-terms';

/** The stock's chart: today's minute bars or daily bars (spec §2.5), in the exchange's clock. */
export function CandleChart({ stock, timeZone }: { stock: Stock; timeZone: string }) {
  const { t } = useTranslation('stockOrder');
  const [interval, setInterval] = useState<BarInterval>('minute');
  const bars = useBars(stock.symbol, interval);
  return (
    <CandlePanel
      bars={bars.data?.bars}
      interval={interval}
      onIntervalChange={setInterval}
      timeZone={timeZone}
      decimals={stock.priceDecimals}
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
            ? t('chart.label_minute', { symbol: stock.symbol })
            : t('chart.label_day', { symbol: stock.symbol }),
      }}
    />
  );
}
