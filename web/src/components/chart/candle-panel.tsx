import { Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { ChartCredit } from './chart-frame';
import type { BarInterval, PriceBar } from './candle-chart-options';
import { Candles, CANDLE_CHART_HEIGHT } from './candles';

/** The panel's words, in the area's own catalogue. */
export type CandlePanelTexts = {
  heading: string;
  /** The interval switch's name, and its two choices. */
  interval: string;
  minute: string;
  day: string;
  loading: string;
  empty: string;
  attribution: string;
  /** What the chart shows, for a screen reader (the instrument and interval named). */
  label: string;
};

/**
 * An order page's chart, stocks and virtual assets alike: candles with volume beneath, minute or
 * daily bars by the switch, with TradingView's credit as the library's licence asks. The area
 * keeps the interval and loads the bars (undefined while loading).
 */
export function CandlePanel(props: {
  bars: readonly PriceBar[] | undefined;
  interval: BarInterval;
  onIntervalChange: (interval: BarInterval) => void;
  timeZone: string;
  decimals: number;
  texts: CandlePanelTexts;
}) {
  const { bars, interval, onIntervalChange, timeZone, decimals, texts } = props;
  return (
    <Stack gap="xs">
      <Group justify="space-between" wrap="nowrap">
        <Title order={2} size="h5">
          {texts.heading}
        </Title>
        <SegmentedControl
          size="xs"
          aria-label={texts.interval}
          value={interval}
          onChange={(value) => onIntervalChange(value)}
          data={[
            { value: 'minute', label: texts.minute },
            { value: 'day', label: texts.day },
          ]}
        />
      </Group>
      {!bars ? (
        <Text size="sm" c="dimmed" h={CANDLE_CHART_HEIGHT}>
          {texts.loading}
        </Text>
      ) : bars.length === 0 ? (
        <Text size="sm" c="dimmed">
          {texts.empty}
        </Text>
      ) : (
        <Candles
          bars={bars}
          interval={interval}
          timeZone={timeZone}
          decimals={decimals}
          label={texts.label}
        />
      )}
      <ChartCredit text={texts.attribution} />
    </Stack>
  );
}
