import { Button, Group, Text } from '@mantine/core';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFundSearch } from '../api/fund';
import { useFormat } from '../../../lib/use-format';
import { FundList } from './fund-list';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';
import { FilterPanel } from '../../../components/form/filter-panel';
import {
  activeFilterCount,
  NO_FILTERS,
  SearchFilterFields,
  searchInputOf,
  type SearchFilters,
} from './search-filters';

const PAGE_SIZE = 20;

/** `/funds/search` (spec §2.4): filters, sorting and paging over the fund universe. */
export function SearchPage({ title }: { title?: string }) {
  const { t } = useTranslation('funds');
  const { language } = useFormat();
  const [filters, setFilters] = useState<SearchFilters>(NO_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const deferred = useDeferredValue(filters);
  const search = useFundSearch({
    ...searchInputOf(deferred, language),
    pageIndex,
    pageSize: PAGE_SIZE,
  });
  const change = (next: SearchFilters) => {
    setFilters(next);
    setPageIndex(0);
  };
  const total = search.data?.total ?? 0;
  return (
    <FundsPage title={title ?? t('search.title')}>
      <FilterPanel activeCount={activeFilterCount(filters)}>
        <SearchFilterFields filters={filters} onChange={change} />
      </FilterPanel>
      <Group justify="space-between">
        <Text size="sm" aria-live="polite">
          {t('search.results', { count: total })}
        </Text>
        <Button variant="subtle" size="xs" onClick={() => change(NO_FILTERS)}>
          {t('search.reset')}
        </Button>
      </Group>
      <QueryState
        query={search}
        isEmpty={(data) => data.funds.length === 0}
        emptyText={t('search.none')}
      >
        {(data) => <FundList funds={data.funds} caption={title ?? t('search.title')} />}
      </QueryState>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={pageIndex === 0}
          onClick={() => setPageIndex((page) => page - 1)}
        >
          {t('search.previous')}
        </Button>
        <Button
          variant="default"
          disabled={(pageIndex + 1) * PAGE_SIZE >= total}
          onClick={() => setPageIndex((page) => page + 1)}
        >
          {t('search.next')}
        </Button>
      </Group>
    </FundsPage>
  );
}
