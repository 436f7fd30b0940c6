import { Center, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';

/** Spec §2.3: the messages the page rotates through while it waits for the server. */
const messageKeys = [
  'trying_to_connect',
  'retrying',
  'looking_for_update',
  'under_maintenance',
] as const;

/** How long each rotating message stays up. */
const MESSAGE_ROTATION_MS = 4_000;

/**
 * `/maintenance` (spec §2.3): shown while the liveness check fails. The app's liveness watch
 * polls and leaves this page when the server answers again.
 */
export function MaintenancePage() {
  const { t } = useTranslation('maintenance');
  const [messageIndex, setMessageIndex] = useState(0);

  useEffect(() => {
    const timer = setInterval(
      () => setMessageIndex((index) => (index + 1) % messageKeys.length),
      MESSAGE_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, []);

  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={520} w="100%" shadow="sm">
        <Stack gap="lg" align="center" ta="center">
          <BrandLogo c="bright" />
          <Title order={1} size="h2">
            {t('title')}
          </Title>
          <Text c="dimmed">{t('body')}</Text>
          <Group gap="sm" role="status" aria-live="polite" wrap="nowrap">
            <Loader size="sm" aria-hidden />
            <Text fw={500}>{t(messageKeys[messageIndex] ?? 'trying_to_connect')}</Text>
          </Group>
        </Stack>
      </Paper>
    </Center>
  );
}
