import { NativeSelect } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';
import { CRYPTO_ORDER_STATUSES, type CryptoOrderStatus } from '@shared/domain/crypto-order-status';
import { filterSetter } from '../../../components/form/filter-setter';
import { wholeDate } from '../../../components/form/date-range-inputs';
import {
  HistoryFilterPanel,
  HistoryPeriodInputs,
  useAnyOption,
} from '../../../components/order/order-history';
import { pairLabel, useCryptoTexts } from '../hooks/use-crypto-texts';
import { usePairRules } from '../hooks/use-pair-rules';

/** The history's filters as the inputs hold them (`''` = any). */
export type CryptoHistoryFilters = {
  pair: string;
  side: '' | 'B' | 'S';
  status: '' | CryptoOrderStatus;
  from: string;
  to: string;
};

export const NO_CRYPTO_HISTORY_FILTERS: CryptoHistoryFilters = {
  pair: '',
  side: '',
  status: '',
  from: '',
  to: '',
};

/** Orders or fills a history page shows. */
export const HISTORY_PAGE_SIZE = 20;

/** The order search's input for the filters and page (a date still being typed is left out). */
export function ordersInput(
  accountCode: string,
  filters: CryptoHistoryFilters,
  pageIndex: number,
  pageSize = HISTORY_PAGE_SIZE,
): CallInput<'crypto-order/searchOrders'> {
  return {
    accountCode,
    statuses: filters.status ? [filters.status] : undefined,
    pair: filters.pair || undefined,
    side: filters.side || undefined,
    from: wholeDate(filters.from),
    to: wholeDate(filters.to),
    openOnly: false,
    pageIndex,
    pageSize,
  };
}

/** The fill search's input: the same filters but the status, which fills do not have. */
export function fillsInput(
  accountCode: string,
  filters: CryptoHistoryFilters,
  pageIndex: number,
  pageSize = HISTORY_PAGE_SIZE,
): CallInput<'crypto-order/searchFills'> {
  return {
    accountCode,
    pair: filters.pair || undefined,
    side: filters.side || undefined,
    from: wholeDate(filters.from),
    to: wholeDate(filters.to),
    pageIndex,
    pageSize,
  };
}

/** Period, pair, side and (for orders) status, folded behind a counting button on a phone. */
export function CryptoHistoryFilterFields(props: {
  filters: CryptoHistoryFilters;
  onChange: (filters: CryptoHistoryFilters) => void;
  hasStatus: boolean;
}) {
  const { t } = useTranslation('cryptos');
  const texts = useCryptoTexts();
  const rules = usePairRules();
  const { filters } = props;
  const set = filterSetter(filters, props.onChange);
  const all = useAnyOption();
  return (
    <HistoryFilterPanel filters={filters} columns={props.hasStatus ? 5 : 4}>
      <HistoryPeriodInputs filters={filters} onChange={props.onChange} />
      <NativeSelect
        label={t('orders.pair')}
        value={filters.pair}
        data={[
          all,
          ...(rules.pairs.data?.pairs ?? []).map((pair) => ({
            value: pair.pair,
            label: pairLabel(pair.pair),
          })),
        ]}
        onChange={(event) => set('pair')(event.currentTarget.value)}
      />
      <NativeSelect
        label={t('orders.side')}
        value={filters.side}
        data={[all, { value: 'B', label: texts.side('B') }, { value: 'S', label: texts.side('S') }]}
        onChange={(event) => set('side')(event.currentTarget.value as CryptoHistoryFilters['side'])}
      />
      {props.hasStatus ? (
        <NativeSelect
          label={t('orders.status')}
          value={filters.status}
          data={[
            all,
            ...CRYPTO_ORDER_STATUSES.map((value) => ({ value, label: texts.status(value) })),
          ]}
          onChange={(event) =>
            set('status')(event.currentTarget.value as CryptoHistoryFilters['status'])
          }
        />
      ) : null}
    </HistoryFilterPanel>
  );
}
