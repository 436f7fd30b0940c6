import '@mantine/charts/styles.css';
import { DonutChart as MantineDonut } from '@mantine/charts';
import { Box, Group, Paper, Stack, Text } from '@mantine/core';

/**
 * One slice: its label, its value as a decimal string, and its amount and share already
 * formatted for display.
 */
export type DonutSlice = { label: string; value: string; amount: string; share: string };

const COLOURS = ['blue.7', 'green.8', 'yellow.7', 'orange.8', 'violet.7', 'cyan.8', 'pink.8'];

function colourOf(index: number): string {
  return COLOURS[index % COLOURS.length] ?? 'gray.6';
}

/** The hovered slice's label, amount and share, as the formatter wrote them. */
function SliceTip({ slice }: { slice: DonutSlice | undefined }) {
  if (!slice) return null;
  return (
    <Paper withBorder shadow="sm" px="sm" py={6} miw={200} maw={260}>
      <Text size="sm" fw={600}>
        {slice.label}
      </Text>
      <Text size="sm">
        {slice.amount} · {slice.share}
      </Text>
    </Paper>
  );
}

/** The legend: every slice's colour, label, amount and share as text. */
function Legend({ slices }: { slices: readonly DonutSlice[] }) {
  return (
    <Stack gap={6} miw={0}>
      {slices.map((slice, index) => (
        <Group key={slice.label} gap={8} wrap="nowrap" align="baseline">
          <Box w={10} h={10} bg={colourOf(index)} style={{ flex: 'none' }} aria-hidden="true" />
          <Text size="sm">
            {slice.label}
            <Text span size="sm" c="dimmed">
              {' '}
              {slice.amount} ({slice.share})
            </Text>
          </Text>
        </Group>
      ))}
    </Stack>
  );
}

/**
 * A donut of slices (@mantine/charts) with a text legend beside it. The drawing is an image
 * labelled `label`; every figure is in the legend and the tooltip as formatted text, the values
 * turn into numbers for the slice angles only.
 */
export function DonutChart({ slices, label }: { slices: readonly DonutSlice[]; label: string }) {
  const data = slices.map((slice, index) => ({
    name: slice.label,
    value: Number(slice.value),
    color: colourOf(index),
  }));
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <Box role="img" aria-label={label}>
        <MantineDonut
          data={data}
          size={140}
          thickness={22}
          // Clockwise from twelve o'clock, in the legend's order.
          startAngle={90}
          endAngle={-270}
          // The image is read by its label and the legend: no keyboard stop inside the drawing.
          accessibilityLayer={false}
          pieProps={{ rootTabIndex: -1 }}
          tooltipDataSource="segment"
          tooltipProps={{
            content: ({ payload }) => {
              // @mantine/charts numbers each slice's data (`__segmentIndex`), in `data` order.
              const hovered = payload?.[0] as { payload?: { __segmentIndex?: number } } | undefined;
              const index = hovered?.payload?.__segmentIndex;
              return <SliceTip slice={index === undefined ? undefined : slices[index]} />;
            },
          }}
        />
      </Box>
      <Legend slices={slices} />
    </Group>
  );
}
