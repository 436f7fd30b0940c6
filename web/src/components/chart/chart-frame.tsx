import { Anchor, Box } from '@mantine/core';
import type { RefObject } from 'react';

/**
 * The chart's container `height` high. The canvas says nothing to a screen reader, so an image of
 * the same size carries `label`; the figures stay as text beside the chart.
 */
export function ChartCanvas(props: {
  host: RefObject<HTMLDivElement | null>;
  height: number;
  label: string;
  testId: string;
}) {
  return (
    <Box pos="relative" h={props.height}>
      <Box role="img" aria-label={props.label} pos="absolute" inset={0} />
      <Box ref={props.host} pos="absolute" inset={0} data-testid={props.testId} />
    </Box>
  );
}

/**
 * The translated line crediting TradingView, linking to it, in place of the library's own logo
 * (an English title), as the library's licence (Apache 2.0 NOTICE) asks.
 */
export function ChartCredit({ text }: { text: string }) {
  return (
    <Anchor
      href="https://www.tradingview.com/"
      target="_blank"
      rel="noopener noreferrer"
      size="xs"
      ta="right"
      data-testid="chart-attribution"
    >
      {text}
    </Anchor>
  );
}
