import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Outlet } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { isAdvisorMode } from '../../../lib/sessions';

/**
 * Restricted mode (spec §6): while an advisor acts for a client, the pages that move the client's
 * money or change their security settings (deposit, withdrawal, FX, eDDA, passwords) say so
 * instead of showing; the server refuses those calls too (403). Anyone else sees the page.
 */
export function RestrictedGate() {
  const { t } = useTranslation(['layout', 'common']);
  const session = useSession();
  if (!isAdvisorMode(session)) return <Outlet />;
  return (
    <Container size="sm" py={{ base: 40, md: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('restricted.title')}
          </Title>
          <Text>{t('restricted.body')}</Text>
          <Button component={Link} to="/" variant="light">
            {t('common:back_home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}
