import { SegmentedControl, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';

type SearchInput = CallInput<'trade-document/searchTradeDocuments'>;

/** The document list's filters as the inputs hold them (`''` = no bound). */
export type DocumentFilters = {
  type: 'all' | NonNullable<SearchInput['type']>;
  from: string;
  to: string;
};

/** No filter: every document, newest first. */
export const NO_DOCUMENT_FILTERS: DocumentFilters = { type: 'all', from: '', to: '' };

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** Whether the period can be searched: its end is not before its start. */
export function isPeriodValid({ from, to }: DocumentFilters): boolean {
  return !(isDate(from) && isDate(to) && from > to);
}

/** The search call's input for the filters; dates still being typed are left out. */
export function documentSearchInput(accountCode: string, filters: DocumentFilters): SearchInput {
  return {
    accountCode,
    type: filters.type === 'all' ? undefined : filters.type,
    from: isDate(filters.from) ? filters.from : undefined,
    to: isDate(filters.to) ? filters.to : undefined,
  };
}

function TypeFilter(props: {
  value: DocumentFilters['type'];
  onChange: (value: string) => void;
  isWide: boolean;
}) {
  const { t } = useTranslation('funds');
  const labelId = useId();
  return (
    <Stack gap={4}>
      <Text id={labelId} size="sm" fw={500}>
        {t('documents.type')}
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        fullWidth
        orientation={props.isWide ? 'horizontal' : 'vertical'}
        value={props.value}
        onChange={props.onChange}
        data={[
          { value: 'all', label: t('documents.type_all') },
          { value: 'dailyStatement', label: t('documents.type_daily_statement') },
          { value: 'monthlyStatement', label: t('documents.type_monthly_statement') },
          { value: 'other', label: t('documents.type_other') },
        ]}
      />
    </Stack>
  );
}

/** The type and period filters of `/funds/document`. */
export function DocumentFilterFields(props: {
  filters: DocumentFilters;
  onChange: (filters: DocumentFilters) => void;
  isWide: boolean;
}) {
  const { t } = useTranslation('funds');
  const { filters } = props;
  const set = (key: keyof DocumentFilters) => (value: string) =>
    props.onChange({ ...filters, [key]: value });
  return (
    <Stack gap="sm">
      <TypeFilter value={filters.type} onChange={set('type')} isWide={props.isWide} />
      <SimpleGrid cols={{ base: 1, xs: 2 }} maw={{ sm: 480 }}>
        <TextInput
          type="date"
          label={t('documents.from')}
          value={filters.from}
          max={isDate(filters.to) ? filters.to : undefined}
          onChange={(event) => set('from')(event.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('documents.to')}
          value={filters.to}
          min={isDate(filters.from) ? filters.from : undefined}
          error={isPeriodValid(filters) ? undefined : t('documents.invalid_period')}
          onChange={(event) => set('to')(event.currentTarget.value)}
        />
      </SimpleGrid>
    </Stack>
  );
}
