import { Center, Paper, Stack, Text, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { BrandLogo } from '../../../components/brand-logo';
import { useBrand } from '../../../lib/brand-context';
import { postToParent, startupId } from '../embedded-protocol';

/** `/exit` (spec §2.2, §5): tells the embedding host the user has exited, and says so. */
export function ExitPage() {
  const { t } = useTranslation('embedded');
  const { config } = useBrand();
  const origins = config.embedOrigins;

  useEffect(() => {
    postToParent({ type: 'portico:exit', startupId }, origins);
  }, [origins]);

  return (
    <Center component="main" mih="100dvh" p="md">
      <Paper withBorder radius="lg" p="xl" maw={480} w="100%">
        <Stack gap="md" align="center" ta="center">
          <BrandLogo c="bright" />
          <Title order={1} size="h2">
            {t('exited_title')}
          </Title>
          <Text c="dimmed">{t('exited_body')}</Text>
        </Stack>
      </Paper>
    </Center>
  );
}
