import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** The catch-all (spec §2.1): unknown paths and areas the brand does not offer. */
export function Component() {
  const { t } = useTranslation('common');
  return (
    <Container size="sm" py={80}>
      <Stack gap="md" align="flex-start">
        <Text size="sm" fw={700} c="dimmed">
          404
        </Text>
        <Title order={1}>{t('not_found_title')}</Title>
        <Text c="dimmed">{t('not_found_body')}</Text>
        <Button component={Link} to="/" variant="light">
          {t('back_home')}
        </Button>
      </Stack>
    </Container>
  );
}
