import { Checkbox, NativeSelect, SimpleGrid, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PERFORMANCE_PERIODS } from '@shared/domain/fund-performance';
import { useFundComparison, useFundSearch } from '../api/fund';
import { FilterPanel } from '../../../components/form/filter-panel';
import { useFormat } from '../../../lib/use-format';
import { codeKey } from '../code-key';
import { ComparisonView } from './comparison-view';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';

const MAX_FUNDS = 6;

/** `/funds/comparer` (spec §2.4, no login): funds side by side, rebased to 100. */
export function ComparerPage() {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const [params, setParams] = useSearchParams();
  // Held here and mirrored to the address (a shareable comparison): the router's navigation is
  // a transition, and a checkbox must show its new state at once.
  const [chosen, setChosen] = useState(() =>
    (params.get('ids') ?? '').split(',').filter(Boolean).slice(0, MAX_FUNDS),
  );
  const [period, setPeriod] = useState(() => params.get('period') ?? '1year');
  const universe = useFundSearch({ pageSize: 100, period, language: format.language });
  const comparison = useFundComparison(chosen, period);
  const update = (ids: string[], nextPeriod = period) => {
    setChosen(ids);
    setPeriod(nextPeriod);
    setParams({ ids: ids.join(','), period: nextPeriod }, { replace: true });
  };
  const funds = universe.data?.funds ?? [];
  const nameOf = (fundId: string) => {
    const fund = funds.find((item) => item.fundId === fundId);
    return fund ? format.text(fund.name) : fundId;
  };
  const periodLabel = t(`period.${codeKey(period)}` as never);
  return (
    <FundsPage title={t('comparer.title')}>
      <NativeSelect
        label={t('search.period')}
        w={200}
        value={period}
        data={PERFORMANCE_PERIODS.filter((value) => value !== 'none').map((value) => ({
          value,
          label: t(`period.${codeKey(value)}` as never),
        }))}
        onChange={(event) => update(chosen, event.currentTarget.value)}
      />
      <QueryState query={universe}>
        {() => (
          // On a phone the sixteen checkboxes fold behind a button that counts the chosen funds.
          <FilterPanel
            activeCount={chosen.length}
            buttonLabel={t('comparer.chosen', { count: chosen.length, max: MAX_FUNDS })}
          >
            <Checkbox.Group
              label={t('comparer.choose', { max: MAX_FUNDS })}
              value={chosen}
              onChange={(ids) => update(ids.slice(0, MAX_FUNDS))}
            >
              <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} mt="xs">
                {funds.map((fund) => (
                  <Checkbox
                    key={fund.fundId}
                    value={fund.fundId}
                    label={`${format.text(fund.name)} (${fund.currency})`}
                    disabled={!chosen.includes(fund.fundId) && chosen.length >= MAX_FUNDS}
                  />
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          </FilterPanel>
        )}
      </QueryState>
      {chosen.length === 0 ? (
        <Text c="dimmed">{t('comparer.empty')}</Text>
      ) : (
        <QueryState query={comparison}>
          {(data) => <ComparisonView comparison={data} periodLabel={periodLabel} nameOf={nameOf} />}
        </QueryState>
      )}
    </FundsPage>
  );
}
