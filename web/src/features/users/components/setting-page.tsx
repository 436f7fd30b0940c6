import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ReactNode } from 'react';
import { SettingsControls } from '../../../components/layout/settings-controls';

/**
 * `/users/setting` (spec §2.2): the signed-in person's settings on a page of their own, with the
 * same controls as the settings panel (colour mode, reporting currency, language). The accounts
 * area shows it as User Settings (`title`, spec §2.9).
 */
export function SettingPage({ title, children }: { title?: string; children?: ReactNode }) {
  const { t } = useTranslation('settings');
  return (
    <Container size={520} py={{ base: 32, md: 64 }}>
      <Paper withBorder radius="md" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="lg">
          <Title order={1} size="h2">
            {title ?? t('title')}
          </Title>
          <SettingsControls />
          {children}
        </Stack>
      </Paper>
    </Container>
  );
}
