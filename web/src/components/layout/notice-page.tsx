import { Button, Container, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * A page that only says something (under construction, restricted mode): an optional kicker, a
 * title, the text, and the way back home.
 */
export function NoticePage({
  kicker,
  title,
  children,
}: {
  kicker?: ReactNode;
  title: string;
  children: ReactNode;
}) {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={{ base: 40, md: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          {kicker}
          <Title order={1} size="h2">
            {title}
          </Title>
          {children}
          <Button component={Link} to="/" variant="light">
            {t('back_home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
