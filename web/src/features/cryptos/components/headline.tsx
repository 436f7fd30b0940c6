import { Card, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

/** A dashboard card with one headline figure (UI style §6). */
export function Headline(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text
          size="xl"
          fw={700}
          data-testid={props.testId}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {props.children}
        </Text>
      </Stack>
    </Card>
  );
}
