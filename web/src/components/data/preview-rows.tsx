import { SimpleGrid, Text } from '@mantine/core';

/** A preview's label and value pairs, in a grid that wraps at phone width. */
export function PreviewRows({ rows }: { rows: readonly [label: string, value: string][] }) {
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
