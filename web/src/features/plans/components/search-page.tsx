import { Group, Select, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PLAN_THEMES, type PlanTheme } from '@shared/domain/plan-status';
import { QueryState } from '../../../components/data/query-state';
import { FilterPanel } from '../../../components/form/filter-panel';
import { usePlans, type PlanFilter } from '../api/plan';
import { PlansPage } from './page-frame';
import { usePlanQueryTexts } from './plan-labels';
import { PlanTable } from './plan-table';

const RISKS = ['1', '2', '3', '4', '5'];
const CURRENCIES = ['HKD', 'USD'];

/** `/plans/search` (spec §2.11): the offered plans, filtered by risk, currency and theme. */
export function SearchPage() {
  const { t } = useTranslation('plans');
  const [filter, setFilter] = useState<PlanFilter>({});
  const plans = usePlans(filter);
  const texts = usePlanQueryTexts();
  const any = { value: '', label: t('field.any') };
  const activeCount = Object.values(filter).filter((value) => value !== undefined).length;
  return (
    <PlansPage title={t('search.title')}>
      <Text size="sm" c="dimmed">
        {t('search.intro')}
      </Text>
      <FilterPanel activeCount={activeCount}>
        <Group gap="sm" align="flex-end" role="group" aria-label={t('search.filters')}>
          <Select
            label={t('field.risk')}
            data={[any, ...RISKS.map((risk) => ({ value: risk, label: risk }))]}
            value={filter.riskLevel ? String(filter.riskLevel) : ''}
            onChange={(value) =>
              setFilter({ ...filter, riskLevel: value ? Number(value) : undefined })
            }
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t('field.currency')}
            data={[any, ...CURRENCIES]}
            value={filter.currency ?? ''}
            onChange={(value) => setFilter({ ...filter, currency: value || undefined })}
            allowDeselect={false}
            w={140}
          />
          <Select
            label={t('field.theme')}
            data={[
              any,
              ...PLAN_THEMES.map((theme) => ({ value: theme, label: t(`theme.${theme}`) })),
            ]}
            value={filter.theme ?? ''}
            onChange={(value) =>
              setFilter({ ...filter, theme: (value || undefined) as PlanTheme | undefined })
            }
            allowDeselect={false}
            w={180}
          />
        </Group>
      </FilterPanel>
      <QueryState query={plans} texts={texts} isEmpty={(data) => data.plans.length === 0}>
        {(data) => (
          <Stack gap="xs">
            <PlanTable plans={data.plans} periods={data.periods} />
            <Text size="xs" c="dimmed">
              {t('search.past_note')}
            </Text>
          </Stack>
        )}
      </QueryState>
    </PlansPage>
  );
}
