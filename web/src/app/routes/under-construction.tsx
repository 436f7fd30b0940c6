import { Button, Container, Paper, Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { estimatedCompletionDate } from '@shared/domain/under-construction';
import type { AreaLabel } from '../../components/layout/navigation';
import type { RouteModule } from '../areas/area';

/**
 * Spec §2.12: the page every path of an area not built yet shows (and every advisor path while
 * advisors are off), with the estimated completion date, the next 18th or 25th of the month.
 */
export function UnderConstructionPage({ area }: { area?: AreaLabel }) {
  const { t } = useTranslation(['layout', 'common']);
  const [date] = useState(() => estimatedCompletionDate(new Date()));
  const name = area ? t(`nav.${area}`) : undefined;
  return (
    <Container size="sm" py={{ base: 40, md: 80 }}>
      <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
        <Stack gap="md" align="flex-start">
          {name && (
            <Text size="sm" fw={700} c="dimmed">
              {name}
            </Text>
          )}
          <Title order={1} size="h2">
            {t('under_construction.title')}
          </Title>
          <Text>{t('under_construction.body')}</Text>
          <Text fw={600} data-testid="estimated-completion">
            {t('under_construction.estimated', { date })}
          </Text>
          <Button component={Link} to="/" variant="light">
            {t('common:back_home')}
          </Button>
        </Stack>
      </Paper>
    </Container>
  );
}

/** The route module of one area's under-construction page (see `area-routes.tsx`). */
export function underConstructionModule(area: AreaLabel | undefined): RouteModule {
  function Component() {
    return <UnderConstructionPage area={area} />;
  }
  return { Component };
}
