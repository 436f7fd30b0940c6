import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OrderHistory, useCsvExport } from '../../../components/order/order-history';
import { useCancelOrder, useFundOrders } from '../api/fund-order';
import { ordersCsv } from '../orders-csv';
import { FundsPage } from './page-frame';
import { OrderTimeline } from './order-timeline';
import { useOrderTexts } from '../hooks/use-order-texts';
import {
  HistoryFilterFields,
  historySearchInput,
  NO_HISTORY_FILTERS,
  type HistoryFilters,
} from './history-filters';
import type { HistoryEntry } from './history-figures';
import { HistoryTable } from './history-table';

/** Cancelling an order before its cut-off, and what the last cancel came to. */
function useCancel(accountCode: string) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const cancel = useCancelOrder(accountCode);
  const answer = cancel.data;
  return {
    cancel,
    answer: !answer
      ? null
      : answer.result === 0
        ? { orderId: answer.orders[0]?.orderId ?? '' }
        : { refusal: t('history.cancel_failed', { text: texts.result(answer.result) }) },
  };
}

/**
 * `/funds/history` (spec §2.4): orders with status, filters, cancel (asked first), CSV export,
 * and each order's status timeline; a switch is one order with its two legs.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const orders = useFundOrders(historySearchInput(accountCode, filters));
  const { cancel, answer } = useCancel(accountCode);
  const exporter = useCsvExport('fund-orders.csv', () => ordersCsv(orders.data?.orders ?? []));
  const [openEntry, setOpenEntry] = useState<HistoryEntry | null>(null);
  return (
    <FundsPage title={t('history.title')}>
      <OrderHistory
        filters={<HistoryFilterFields filters={filters} onChange={setFilters} />}
        exporter={exporter}
        cancel={{ answer, error: cancel.error }}
        query={orders}
        rowsOf={(data) => data.orders}
        emptyText={t('history.none')}
        timeline={
          <OrderTimeline
            accountCode={accountCode}
            entry={openEntry}
            onClose={() => setOpenEntry(null)}
          />
        }
      >
        {(data) => (
          <HistoryTable
            orders={data.orders}
            onCancel={(id) => cancel.mutate(id)}
            onOpen={setOpenEntry}
          />
        )}
      </OrderHistory>
    </FundsPage>
  );
}
