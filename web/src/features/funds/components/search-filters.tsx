import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FUND_CATEGORIES, FUND_REGIONS, FUND_SECTORS } from '@shared/domain/fund-instrument';
import { PERFORMANCE_PERIODS } from '@shared/domain/fund-performance';
import { isDecimalString } from '@shared/domain/decimal';
import type { CallInput } from '@shared/contracts/index';
import { codeKey } from '../code-key';

/** The search form's values, all text as the inputs hold them ('' = any). */
export type SearchFilters = {
  keyword: string;
  category: string;
  region: string;
  sector: string;
  risk: string;
  currency: string;
  period: string;
  changeMin: string;
  changeMax: string;
  sortBy: string;
  sortDirection: 'asc' | 'desc';
};

/** No filter, sorted by name. */
export const NO_FILTERS: SearchFilters = {
  keyword: '',
  category: '',
  region: '',
  sector: '',
  risk: '',
  currency: '',
  period: '1year',
  changeMin: '',
  changeMax: '',
  sortBy: 'name',
  sortDirection: 'asc',
};

/** The values that narrow the list (the period and the sorting only change how it reads). */
const FILTER_KEYS = [
  'keyword',
  'category',
  'region',
  'sector',
  'risk',
  'currency',
  'changeMin',
  'changeMax',
] as const satisfies readonly (keyof SearchFilters)[];

/** How many filters narrow the list, for the folded filter button on a phone. */
export function activeFilterCount(filters: SearchFilters): number {
  return FILTER_KEYS.filter((key) => filters[key].trim() !== '').length;
}

const sortKeys = ['name', 'riskLevel', 'nav', 'priceChange', 'launchDate', 'currency'] as const;

type SearchInput = CallInput<'fund/searchFunds'>;

/** The search call's input for the form's values (unparsable bounds are left out). */
export function searchInputOf(filters: SearchFilters, language: SearchInput['language']) {
  const one = <T,>(value: string, parse: (text: string) => T) =>
    value ? [parse(value)] : undefined;
  return {
    keyword: filters.keyword.trim() || undefined,
    categories: one(filters.category, String),
    regions: one(filters.region, String),
    sectors: one(filters.sector, String),
    riskLevels: one(filters.risk, Number),
    currencies: one(filters.currency, String),
    period: filters.period,
    priceChangeMin: isDecimalString(filters.changeMin) ? filters.changeMin : undefined,
    priceChangeMax: isDecimalString(filters.changeMax) ? filters.changeMax : undefined,
    sortBy: filters.sortBy as SearchInput['sortBy'],
    sortDirection: filters.sortDirection,
    language,
  } satisfies SearchInput;
}

/** The search filters and sorting controls. */
export function SearchFilterFields({
  filters,
  onChange,
}: {
  filters: SearchFilters;
  onChange: (next: SearchFilters) => void;
}) {
  const { t } = useTranslation('funds');
  const set = (key: keyof SearchFilters) => (value: string) =>
    onChange({ ...filters, [key]: value });
  const any = { value: '', label: t('search.any') };
  const coded = (group: 'category' | 'region' | 'sector', codes: readonly string[]) => [
    any,
    ...codes.map((code) => ({ value: code, label: t(`${group}.${codeKey(code)}` as never) })),
  ];
  const select = (
    key: keyof SearchFilters,
    label: string,
    data: { value: string; label: string }[],
  ) => (
    <NativeSelect
      label={label}
      value={filters[key]}
      data={data}
      onChange={(event) => set(key)(event.currentTarget.value)}
    />
  );
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
      <TextInput
        label={t('search.keyword')}
        value={filters.keyword}
        onChange={(event) => set('keyword')(event.currentTarget.value)}
      />
      {select('category', t('search.category'), coded('category', FUND_CATEGORIES))}
      {select('region', t('search.region'), coded('region', FUND_REGIONS))}
      {select('sector', t('search.sector'), coded('sector', FUND_SECTORS))}
      {select('risk', t('search.risk'), [
        any,
        ...['1', '2', '3', '4', '5'].map((v) => ({ value: v, label: v })),
      ])}
      {select('currency', t('search.currency'), [
        any,
        ...['HKD', 'USD', 'CNY'].map((v) => ({ value: v, label: v })),
      ])}
      {select(
        'period',
        t('search.period'),
        PERFORMANCE_PERIODS.map((period) => ({
          value: period,
          label: t(`period.${codeKey(period)}` as never),
        })),
      )}
      <TextInput
        label={t('search.change_min')}
        inputMode="decimal"
        value={filters.changeMin}
        onChange={(event) => set('changeMin')(event.currentTarget.value)}
      />
      <TextInput
        label={t('search.change_max')}
        inputMode="decimal"
        value={filters.changeMax}
        onChange={(event) => set('changeMax')(event.currentTarget.value)}
      />
      {select(
        'sortBy',
        t('search.sort_by'),
        sortKeys.map((key) => ({ value: key, label: t(`sort.${codeKey(key)}` as never) })),
      )}
      {select('sortDirection', t('search.direction'), [
        { value: 'asc', label: t('search.asc') },
        { value: 'desc', label: t('search.desc') },
      ])}
    </SimpleGrid>
  );
}
