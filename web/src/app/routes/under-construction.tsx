import { Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { estimatedCompletionDate } from '@shared/domain/under-construction';
import type { AreaLabel } from '../../components/layout/navigation';
import { NoticePage } from '../../components/layout/notice-page';
import type { RouteModule } from '../areas/area';

/**
 * Spec §2.12: the page every path of an area not built yet shows (and every advisor path while
 * advisors are off), with the estimated completion date, the next 18th or 25th of the month.
 */
export function UnderConstructionPage({ area }: { area?: AreaLabel }) {
  const { t } = useTranslation('layout');
  const [date] = useState(() => estimatedCompletionDate(new Date()));
  const name = area ? t(`nav.${area}`) : undefined;
  return (
    <NoticePage
      title={t('under_construction.title')}
      kicker={
        name && (
          <Text size="sm" fw={700} c="dimmed">
            {name}
          </Text>
        )
      }
    >
      <Text>{t('under_construction.body')}</Text>
      <Text fw={600} data-testid="estimated-completion">
        {t('under_construction.estimated', { date })}
      </Text>
    </NoticePage>
  );
}

/** The route module of one area's under-construction page (see `area-routes.tsx`). */
export function underConstructionModule(area: AreaLabel | undefined): RouteModule {
  function Component() {
    return <UnderConstructionPage area={area} />;
  }
  return { Component };
}
