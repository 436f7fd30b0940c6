import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';
import { FUND_ORDER_STATUSES } from '@shared/domain/fund-order-status';
import { filterSetter } from '../../../components/form/filter-setter';
import { wholeDate } from '../../../components/form/date-range-inputs';
import {
  HistoryFilterPanel,
  HistoryPeriodInputs,
  useAnyOption,
} from '../../../components/order/order-history';
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

/** The search call's input for the filters; a date still being typed is left out. */
export function historySearchInput(accountCode: string, filters: HistoryFilters): SearchInput {
  return {
    accountCode,
    statuses: filters.status ? [filters.status] : undefined,
    side: filters.side || undefined,
    from: wholeDate(filters.from),
    to: wholeDate(filters.to),
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
  const set = filterSetter(filters, props.onChange);
  const all = useAnyOption();
  const sides = [
    all,
    { value: 'S', label: t('side.s') },
    { value: 'R', label: t('side.r') },
    ...(canSwitch ? [{ value: 'switch', label: t('history.side_switch') }] : []),
  ];
  return (
    <HistoryFilterPanel filters={filters} columns={4}>
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
      <HistoryPeriodInputs filters={filters} onChange={props.onChange} />
    </HistoryFilterPanel>
  );
}
