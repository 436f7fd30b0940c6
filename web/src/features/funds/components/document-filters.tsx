import { SegmentedControl, SimpleGrid, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';
import { useIsPhone } from '../../../components/data/data-table';
import { FilterPanel } from '../../../components/form/filter-panel';
import { DateRangeInputs, isIsoDate, wholeDate } from '../../../components/form/date-range-inputs';

type SearchInput = CallInput<'trade-document/searchTradeDocuments'>;

/** The document list's filters as the inputs hold them (`''` = no bound). */
export type DocumentFilters = {
  type: 'all' | NonNullable<SearchInput['type']>;
  from: string;
  to: string;
};

/** No filter: every document, newest first. */
export const NO_DOCUMENT_FILTERS: DocumentFilters = { type: 'all', from: '', to: '' };

/** Whether the period can be searched: its end is not before its start. */
export function isPeriodValid({ from, to }: DocumentFilters): boolean {
  return !(isIsoDate(from) && isIsoDate(to) && from > to);
}

/** How many filters narrow the list (the phone's filter button shows it). */
export const activeDocumentFilterCount = (filters: DocumentFilters) =>
  (filters.type === 'all' ? 0 : 1) + (filters.from ? 1 : 0) + (filters.to ? 1 : 0);

/** The search call's input for the filters; dates still being typed are left out. */
export function documentSearchInput(accountCode: string, filters: DocumentFilters): SearchInput {
  return {
    accountCode,
    type: filters.type === 'all' ? undefined : filters.type,
    from: wholeDate(filters.from),
    to: wholeDate(filters.to),
  };
}

function TypeFilter(props: { value: DocumentFilters['type']; onChange: (value: string) => void }) {
  const { t } = useTranslation('funds');
  const labelId = useId();
  const isPhone = useIsPhone();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('documents.type')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        orientation={isPhone ? 'vertical' : 'horizontal'}
        value={props.value}
        onChange={props.onChange}
        data={[
          { value: 'all', label: t('documents.type_all') },
          { value: 'dailyStatement', label: t('documents.type_daily_statement') },
          { value: 'monthlyStatement', label: t('documents.type_monthly_statement') },
          { value: 'contractNote', label: t('documents.type_contract_note') },
          { value: 'other', label: t('documents.type_other') },
        ]}
      />
    </Stack>
  );
}

/** The type and period filters of `/funds/document`, folded behind a button on a phone. */
export function DocumentFilterFields(props: {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
}) {
  const { t } = useTranslation('funds');
  const { filters } = props;
  const set = (key: keyof DocumentFilters) => (value: string) =>
    props.onChange({ ...filters, [key]: value });
  return (
    <FilterPanel activeCount={activeDocumentFilterCount(filters)}>
      <Stack gap="sm">
        <TypeFilter value={filters.type} onChange={set('type')} />
        <SimpleGrid cols={{ base: 1, xs: 2 }} maw={{ sm: 480 }}>
          <DateRangeInputs
            from={filters.from}
            to={filters.to}
            fromLabel={t('documents.from')}
            toLabel={t('documents.to')}
            onChange={(bound, value) => set(bound)(value)}
          />
        </SimpleGrid>
      </Stack>
    </FilterPanel>
  );
}
