import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadCsv } from '../../../lib/csv';
import { useCancelOrder, useFundOrders } from '../api/fund-order';
import { ordersCsv } from '../orders-csv';
import { FundsPage } from './page-frame';
import { OrderTimeline } from './order-timeline';
import { QueryState } from '../../../components/data/query-state';
import { CancelOutcome } from '../../../components/order/cancel-outcome';
import { useOrderTexts } from '../hooks/use-order-texts';
import {
  HistoryFilterFields,
  historySearchInput,
  NO_HISTORY_FILTERS,
  type HistoryFilters,
} from './history-filters';
import type { HistoryEntry } from './history-figures';
import { HistoryTable } from './history-table';

/** Cancelling an order before its cut-off, and the text of the last cancel's result. */
function useCancel(accountCode: string) {
  const { t } = useTranslation('funds');
  const texts = useOrderTexts();
  const cancel = useCancelOrder(accountCode);
  const answer = cancel.data;
  const text = !answer
    ? null
    : answer.result === 0
      ? t('history.cancelled', { orderId: answer.orders[0]?.orderId ?? '' })
      : t('history.cancel_failed', { text: texts.result(answer.result) });
  return { cancel, text, isCancelled: answer?.result === 0 };
}

/**
 * `/funds/history` (spec §2.4): orders with status, filters, cancel (asked first), CSV export,
 * and each order's status timeline; a switch is one order with its two legs.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const [filters, setFilters] = useState<HistoryFilters>(NO_HISTORY_FILTERS);
  const orders = useFundOrders(historySearchInput(accountCode, filters));
  const { cancel, text, isCancelled } = useCancel(accountCode);
  const [openEntry, setOpenEntry] = useState<HistoryEntry | null>(null);
  return (
    <FundsPage title={t('history.title')}>
      <HistoryFilterFields filters={filters} onChange={setFilters} />
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!orders.data?.orders.length}
          onClick={() => downloadCsv('fund-orders.csv', ordersCsv(orders.data?.orders ?? []))}
        >
          {t('history.export')}
        </Button>
      </Group>
      <CancelOutcome text={text} isCancelled={isCancelled} error={cancel.error} />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('history.none')}
      >
        {(data) => (
          <HistoryTable
            orders={data.orders}
            onCancel={(id) => cancel.mutate(id)}
            onOpen={setOpenEntry}
          />
        )}
      </QueryState>
      <OrderTimeline
        accountCode={accountCode}
        entry={openEntry}
        onClose={() => setOpenEntry(null)}
      />
    </FundsPage>
  );
}
