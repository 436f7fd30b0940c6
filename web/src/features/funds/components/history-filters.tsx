import { NativeSelect, SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';
import { FUND_ORDER_STATUSES } from '@shared/domain/fund-order-status';
import { FilterPanel } from '../../../components/form/filter-panel';
import { IsoDateInput } from '../../../components/form/iso-date-input';
import { useFundsOptions } from '../area-options';

type SearchInput = CallInput<'fund-order/searchOrders'>;

/** The history's filters as the inputs hold them (`''` = any). */
export type HistoryFilters = {
  status: string;
  side: '' | 'S' | 'R' | 'switch';
  from: string;
  to: string;
};

/** No filter: every order, newest first. */
export const NO_HISTORY_FILTERS: HistoryFilters = { status: '', side: '', from: '', to: '' };

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

/** How many filters narrow the list (the phone's filter button shows it). */
export const activeFilterCount = (filters: HistoryFilters) =>
  Object.values(filters).filter((value) => value !== '').length;

/** The search call's input for the filters; a date still being typed is left out. */
export function historySearchInput(accountCode: string, filters: HistoryFilters): SearchInput {
  return {
    accountCode,
    statuses: filters.status ? [filters.status] : undefined,
    side: filters.side || undefined,
    from: isDate(filters.from) ? filters.from : undefined,
    to: isDate(filters.to) ? filters.to : undefined,
    pageSize: 200,
  };
}

/** Status, side and placing period of `/funds/history`, folded behind a button on a phone. */
export function HistoryFilterFields(props: {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const { t } = useTranslation('funds');
  const { canSwitch } = useFundsOptions();
  const { filters } = props;
  const set =
    <K extends keyof HistoryFilters>(key: K) =>
    (value: HistoryFilters[K]) =>
      props.onChange({ ...filters, [key]: value });
  const all = { value: '', label: t('history.all') };
  const sides = [
    all,
    { value: 'S', label: t('side.s') },
    { value: 'R', label: t('side.r') },
    ...(canSwitch ? [{ value: 'switch', label: t('history.side_switch') }] : []),
  ];
  return (
    <FilterPanel activeCount={activeFilterCount(filters)}>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
        <NativeSelect
          label={t('history.status')}
          value={filters.status}
          data={[
            all,
            ...FUND_ORDER_STATUSES.map((value) => ({ value, label: t(`status.${value}`) })),
          ]}
          onChange={(event) => set('status')(event.currentTarget.value)}
        />
        <NativeSelect
          label={t('history.side')}
          value={filters.side}
          data={sides}
          onChange={(event) => set('side')(event.currentTarget.value as HistoryFilters['side'])}
        />
        <IsoDateInput
          label={t('history.from')}
          value={filters.from}
          maxDate={isDate(filters.to) ? filters.to : undefined}
          onChange={set('from')}
        />
        <IsoDateInput
          label={t('history.to')}
          value={filters.to}
          minDate={isDate(filters.from) ? filters.from : undefined}
          onChange={set('to')}
        />
      </SimpleGrid>
    </FilterPanel>
  );
}
