import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ASSESSMENT_STATES, CLIENT_SORT_KEYS } from '@shared/domain/advisor-book';
import { CsvExportBar } from '../../../components/data/csv-export';
import { DateRangeInputs } from '../../../components/form/date-range-inputs';
import { FilterPanel } from '../../../components/form/filter-panel';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useAdvisorTexts } from '../advisor-texts';
import { useClientsCsv, useClientSearch } from '../api/advisor';
import { AdvisorFilter } from './advisor-filter';
import { AdvisorPage, QueryState } from './advisor-page';
import { ClientPage } from './client-columns';
import { FILTER_NAMES, isAmount, NO_FIELDS, searchOf, type SearchFields } from './search-filters';

const PAGE_SIZE = 50;
const RISK_LEVELS = [0, 1, 2, 3, 4, 5, 6];

/**
 * `/advisors/advancedSearch` (spec §2.12, issue 27 §2): the book's clients by code, name (English
 * or Chinese), risk level, assessment state, a fund or stock held, assets and last activity;
 * sorted, a page at a time, with the whole match as a CSV. Never a client outside the book.
 */
export function SearchPage() {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const currency = useReportingCurrency();
  const [fields, setFields] = useState<SearchFields>(NO_FIELDS);
  const [advisorAccountId, setAdvisorAccountId] = useState<number | undefined>();
  const [pageIndex, setPageIndex] = useState(0);
  const [search] = useDebouncedValue(searchOf(fields, advisorAccountId, currency), 300);
  const clients = useClientSearch({ ...search, offset: pageIndex * PAGE_SIZE, limit: PAGE_SIZE });
  const exporter = useClientsCsv(search);
  const set = (name: keyof SearchFields) => (value: string) => {
    setFields((current) => ({ ...current, [name]: value }));
    setPageIndex(0);
  };
  const activeCount = FILTER_NAMES.filter((name) => fields[name].trim() !== '').length;
  const input = (name: keyof SearchFields, label: string) => (
    <TextInput
      label={label}
      value={fields[name]}
      onChange={(event) => set(name)(event.currentTarget.value)}
    />
  );
  const amount = (name: 'minAssets' | 'maxAssets', label: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={fields[name]}
      error={fields[name].trim() !== '' && !isAmount(fields[name]) ? t('search.bad_amount') : null}
      onChange={(event) => set(name)(event.currentTarget.value)}
    />
  );
  const select = (
    name: keyof SearchFields,
    label: string,
    options: { value: string; label: string }[],
    withAny = true,
  ) => (
    <NativeSelect
      label={label}
      value={fields[name]}
      data={withAny ? [{ value: '', label: t('search.any') }, ...options] : options}
      onChange={(event) => set(name)(event.currentTarget.value)}
    />
  );
  return (
    <AdvisorPage title={t('title.search')}>
      <AdvisorFilter
        value={advisorAccountId}
        onChange={(value) => {
          setAdvisorAccountId(value);
          setPageIndex(0);
        }}
      />
      <FilterPanel activeCount={activeCount}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          {input('code', t('search.code'))}
          {input('name', t('search.name'))}
          {select(
            'riskLevel',
            t('search.risk'),
            RISK_LEVELS.map((level) => ({
              value: String(level),
              label: t('client.risk_level', { level }),
            })),
          )}
          {select(
            'assessmentState',
            t('search.assessment'),
            ASSESSMENT_STATES.map((state) => ({ value: state, label: texts.assessment(state) })),
          )}
          {input('fundCode', t('search.fund'))}
          {input('stockSymbol', t('search.stock'))}
          {amount('minAssets', t('search.min_assets', { currency }))}
          {amount('maxAssets', t('search.max_assets', { currency }))}
          <DateRangeInputs
            from={fields.activeFrom}
            to={fields.activeTo}
            fromLabel={t('search.active_from')}
            toLabel={t('search.active_to')}
            onChange={(bound, value) => set(bound === 'from' ? 'activeFrom' : 'activeTo')(value)}
          />
          {select(
            'sort',
            t('search.sort'),
            CLIENT_SORT_KEYS.map((key) => ({ value: key, label: texts.sortKey(key) })),
            false,
          )}
          {select(
            'direction',
            t('search.direction'),
            [
              { value: 'asc', label: t('search.asc') },
              { value: 'desc', label: t('search.desc') },
            ],
            false,
          )}
        </SimpleGrid>
      </FilterPanel>
      <CsvExportBar
        exporter={exporter}
        hasRows={Boolean(clients.data?.clients.length)}
        count={clients.data ? t('search.count', { count: clients.data.total }) : null}
      />
      <QueryState
        query={clients}
        isEmpty={(data) => data.clients.length === 0}
        emptyText={t('search.none')}
      >
        {(data) => (
          <ClientPage
            caption={t('search.caption')}
            page={data}
            reportingCurrency={currency}
            pageSize={PAGE_SIZE}
            pageIndex={pageIndex}
            onPageChange={setPageIndex}
          />
        )}
      </QueryState>
    </AdvisorPage>
  );
}
