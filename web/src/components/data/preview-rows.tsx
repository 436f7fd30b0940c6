import { SimpleGrid, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A preview's label and value pairs, in a grid that wraps at phone width; a value may be an
 * element (a bank's name marked `translate="no"`).
 */
export function PreviewRows({ rows }: { rows: readonly [label: string, value: ReactNode][] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing={4}>
      {rows.map(([label, value]) => (
        <div key={label}>
          <Text size="xs" c="dimmed">
            {label}
          </Text>
          <Text size="sm" fw={500}>
            {value}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
