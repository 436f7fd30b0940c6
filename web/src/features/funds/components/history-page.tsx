import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCsvExport } from '../../../components/data/csv-export';
import { OrderHistory } from '../../../components/order/order-history';
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
import { HistoryTable } from './history-table';

/**
 * `/funds/history` (spec §2.4): orders with status, filters, cancel (asked first), CSV export,
 * and each order's status timeline; a switch is one order with its two legs.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const orders = useFundOrders(historySearchInput(accountCode, filters));
  const cancel = useCancelOrder(accountCode);
  const exporter = useCsvExport('fund-orders.csv', () => ordersCsv(orders.data?.orders ?? []));
  return (
    <FundsPage title={t('history.title')}>
      <OrderHistory
        filters={<HistoryFilterFields filters={filters} onChange={setFilters} />}
        exporter={exporter}
        cancel={{
          mutation: cancel,
          outcome: (answer) =>
            answer.result === 0
              ? { orderId: answer.orders[0]?.orderId ?? '' }
              : { refusal: t('history.cancel_failed', { text: texts.result(answer.result) }) },
        }}
        query={orders}
        rowsOf={(data) => data.orders}
        orderIdOf={(entry) => entry.orderId}
        emptyText={t('history.none')}
        timeline={(entry, close) => (
          <OrderTimeline accountCode={accountCode} entry={entry} onClose={close} />
        )}
      >
        {(data, on) => <HistoryTable orders={data.orders} onCancel={on.cancel} onOpen={on.open} />}
      </OrderHistory>
    </FundsPage>
  );
}
