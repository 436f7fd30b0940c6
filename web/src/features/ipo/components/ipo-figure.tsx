import { Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { numericClass } from '../../../components/data/pnl-class';

/** A label and its value on one line, the value right-aligned in tabular figures. */
export function IpoFigure({
  label,
  value,
  testId,
  strong = false,
}: {
  label: string;
  value: ReactNode;
  testId?: string;
  strong?: boolean;
}) {
  return (
    <Group justify="space-between" gap="xs" wrap="nowrap">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text
        size="sm"
        fw={strong ? 700 : 500}
        className={numericClass}
        data-testid={testId}
        ta="right"
      >
        {value}
      </Text>
    </Group>
  );
}
