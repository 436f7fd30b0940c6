import { NativeSelect, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallInput } from '@shared/contracts/index';
import {
  ALL_STOCK_ORDER_TYPES,
  STOCK_DISPLAY_STATUSES,
  statusFamily,
  type AnyStockOrderType,
  type StockStatusFamily,
} from '@shared/domain/stock-order-status';
import { filterSetter } from '../../../components/form/filter-setter';
import { wholeDate } from '../../../components/form/date-range-inputs';
import {
  HistoryFilterPanel,
  HistoryPeriodInputs,
  useAnyOption,
} from '../../../components/order/order-history';
import { useStockTexts } from '../components/stock-texts';

type SearchInput = CallInput<'stock-order/searchOrders'>;

/** The history's filters as the inputs hold them (`''` = any). */
export type StockHistoryFilters = {
  /** A group of display statuses a client tells apart (issue 31 §8), not the sixteen names. */
  status: '' | StockStatusFamily;
  /** Any spec §3 type, the back office's (Grey, Manual, TA, Cross) included. */
  orderType: '' | AnyStockOrderType;
  side: '' | 'B' | 'S';
  symbol: string;
  from: string;
  to: string;
};

/** No filter: every order, newest first. */
export const NO_STOCK_HISTORY_FILTERS: StockHistoryFilters = {
  status: '',
  orderType: '',
  side: '',
  symbol: '',
  from: '',
  to: '',
};

/** The status groups the filter offers, in a client's order. */
const STATUS_GROUPS: readonly StockStatusFamily[] = ['working', 'done', 'cancelled', 'rejected'];

/** Orders a history page shows. */
export const HISTORY_PAGE_SIZE = 20;

const symbolOf = (text: string) => text.trim().toUpperCase();
const isSymbol = (text: string) => /^[0-9A-Z.]{1,12}$/.test(symbolOf(text));

/**
 * The search call's input for the filters and page; a date or code still being typed (or not a
 * code at all) is left out.
 */
export function stockHistoryInput(
  accountCode: string,
  filters: StockHistoryFilters,
  pageIndex: number,
  pageSize = HISTORY_PAGE_SIZE,
): SearchInput {
  return {
    accountCode,
    displayStatuses: filters.status
      ? STOCK_DISPLAY_STATUSES.filter((display) => statusFamily(display) === filters.status)
      : undefined,
    orderTypes: filters.orderType ? [filters.orderType] : undefined,
    side: filters.side || undefined,
    symbol: isSymbol(filters.symbol) ? symbolOf(filters.symbol) : undefined,
    from: wholeDate(filters.from),
    to: wholeDate(filters.to),
    openOnly: false,
    pageIndex,
    pageSize,
  };
}

/**
 * Trade period, display status, order type, side and stock code of `/stocks/history`, folded behind a button
 * that counts them on a phone.
 */
export function StockHistoryFilterFields(props: {
  filters: StockHistoryFilters;
  onChange: (filters: StockHistoryFilters) => void;
}) {
  const { t } = useTranslation('stocks');
  const texts = useStockTexts();
  const { filters } = props;
  const set = filterSetter(filters, props.onChange);
  const all = useAnyOption();
  return (
    <HistoryFilterPanel filters={filters} columns={6}>
      <HistoryPeriodInputs filters={filters} onChange={props.onChange} />
      <NativeSelect
        label={t('history.status')}
        value={filters.status}
        data={[
          all,
          ...STATUS_GROUPS.map((value) => ({ value, label: t(`history.status_group.${value}`) })),
        ]}
        onChange={(event) =>
          set('status')(event.currentTarget.value as StockHistoryFilters['status'])
        }
      />
      <NativeSelect
        label={t('history.order_type')}
        value={filters.orderType}
        data={[
          all,
          ...ALL_STOCK_ORDER_TYPES.map((value) => ({
            value,
            label: texts.orderTypeWithCode(value),
          })),
        ]}
        onChange={(event) =>
          set('orderType')(event.currentTarget.value as StockHistoryFilters['orderType'])
        }
      />
      <NativeSelect
        label={t('history.side')}
        value={filters.side}
        data={[all, { value: 'B', label: texts.side('B') }, { value: 'S', label: texts.side('S') }]}
        onChange={(event) => set('side')(event.currentTarget.value as StockHistoryFilters['side'])}
      />
      <TextInput
        label={t('history.code')}
        placeholder={t('history.code_placeholder')}
        value={filters.symbol}
        maxLength={12}
        onChange={(event) => set('symbol')(event.currentTarget.value)}
      />
    </HistoryFilterPanel>
  );
}
