import { Badge, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimatedCompletionDate } from '@shared/domain/under-construction';

/**
 * Spec §2.12: with advisors disabled, every advisor path shows this page with the estimated
 * completion date, the next 18th or 25th of the month.
 */
export function UnderConstructionPage() {
  const { t } = useTranslation('advisors');
  const [date] = useState(() => estimatedCompletionDate(new Date()));
  return (
    <Container size="sm" py={80}>
      <Paper withBorder radius="lg" p="xl">
        <Stack gap="md" align="flex-start">
          <Title order={1} size="h2">
            {t('under_construction_title')}
          </Title>
          <Text>{t('under_construction_body', { date })}</Text>
          <Badge variant="light" size="lg" radius="sm">
            {t('estimated_completion')}: {date}
          </Badge>
        </Stack>
      </Paper>
    </Container>
  );
}
