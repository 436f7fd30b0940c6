import { Group, Stack, Text } from '@mantine/core';

/** One slice: a label, its value as a decimal string, and its share already formatted. */
export type DonutSlice = { label: string; value: number; share: string };

const colours = ['#1c7ed6', '#2f9e44', '#f59f00', '#e8590c', '#7048e8', '#0c8599', '#c2255c'];
const radius = 40;
const circumference = 2 * Math.PI * radius;

/**
 * An accessible SVG donut (no chart library is installed): the SVG is decorative drawing, the
 * legend beside it carries every figure as text. Values are only used for slice geometry.
 */
export function DonutChart({ slices, label }: { slices: readonly DonutSlice[]; label: string }) {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  let offset = 0;
  return (
    <Group align="center" gap="lg" wrap="wrap">
      <svg viewBox="0 0 100 100" width={140} height={140} role="img" aria-label={label}>
        {slices.map((slice, index) => {
          const length = total > 0 ? (slice.value / total) * circumference : 0;
          const circle = (
            <circle
              key={slice.label}
              cx="50"
              cy="50"
              r={radius}
              fill="none"
              stroke={colours[index % colours.length]}
              strokeWidth="16"
              strokeDasharray={`${length} ${circumference - length}`}
              strokeDashoffset={-offset}
              transform="rotate(-90 50 50)"
            />
          );
          offset += length;
          return circle;
        })}
      </svg>
      <Stack gap={4}>
        {slices.map((slice, index) => (
          <Group key={slice.label} gap={8} wrap="nowrap">
            <svg width="10" height="10" aria-hidden="true">
              <rect width="10" height="10" fill={colours[index % colours.length]} />
            </svg>
            <Text size="sm">
              {slice.label}: {slice.share}
            </Text>
          </Group>
        ))}
      </Stack>
    </Group>
  );
}
