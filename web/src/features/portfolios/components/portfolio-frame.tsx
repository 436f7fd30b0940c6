import { Container, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** The portfolio screen's frame: its title and its parts one under another, wide for figures. */
export function PortfolioFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container size="xl" py={{ base: 'md', md: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="md">
        <Title order={1} size="h2">
          {title}
        </Title>
        {children}
      </Stack>
    </Container>
  );
}
