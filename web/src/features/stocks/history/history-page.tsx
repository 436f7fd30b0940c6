import { Button, Group, Pagination, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/api-client';
import { downloadCsv } from '../../../lib/csv';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useCancelStockOrder, useStockOrders, type StockOrder } from '../api/stock-order';
import { StocksPage } from '../components/page-frame';
import { QueryState } from '../../../components/data/query-state';
import { CancelOutcome } from '../../../components/order/cancel-outcome';
import { useStockTexts } from '../components/stock-texts';
import {
  HISTORY_PAGE_SIZE,
  NO_STOCK_HISTORY_FILTERS,
  StockHistoryFilterFields,
  stockHistoryInput,
  type StockHistoryFilters,
} from './history-filters';
import { StockHistoryTable } from './history-table';
import { StockOrderTimeline } from './order-timeline';
import { stockOrdersCsv } from './orders-csv';

/** The most orders one search answers: the export reads the matches in pages of this size. */
const EXPORT_PAGE_SIZE = 200;

/** Every order the filters match, page by page (the export's, not only the page on screen). */
async function allMatching(accountCode: string, filters: StockHistoryFilters) {
  const orders: StockOrder[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const input = stockHistoryInput(accountCode, filters, pageIndex, EXPORT_PAGE_SIZE);
    const page = await callApi('stock-order/searchOrders', input);
    orders.push(...page.orders);
    if (page.orders.length < EXPORT_PAGE_SIZE || orders.length >= page.total) return orders;
  }
}

/** Cancelling a working order, and the text of the last cancel's result. */
function useCancel(accountCode: string) {
  const { t } = useTranslation('stocks');
  const texts = useStockTexts();
  const cancel = useCancelStockOrder(accountCode);
  const answer = cancel.data;
  const text = !answer
    ? null
    : answer.result === 0
      ? t('history.cancelled', { orderId: answer.order?.orderId ?? '' })
      : t('history.cancel_failed', { text: texts.result(answer.result), code: answer.result });
  return { cancel, text, isCancelled: answer?.result === 0 };
}

function useExport(accountCode: string, filters: StockHistoryFilters) {
  const [isBusy, setBusy] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      downloadCsv('stock-orders.csv', stockOrdersCsv(await allMatching(accountCode, filters)));
    } catch (failure) {
      setError(failure);
    } finally {
      setBusy(false);
    }
  };
  return { isBusy, error, run };
}

/**
 * `/stocks/history` (spec §2.5, issue 11 §13): the stock orders newest first, filtered by trade
 * period, display status, side and code, a page at a time; each order's timeline of status moves
 * and fills, cancel (asked first) while it can be cancelled, place again, and the CSV export.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('stocks');
  const [filters, setFilters] = useState<StockHistoryFilters>(NO_STOCK_HISTORY_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const orders = useStockOrders(stockHistoryInput(accountCode, filters, pageIndex));
  const { cancel, text, isCancelled } = useCancel(accountCode);
  const exporter = useExport(accountCode, filters);
  const [openOrder, setOpenOrder] = useState<StockOrder | null>(null);
  const pages = Math.ceil((orders.data?.total ?? 0) / HISTORY_PAGE_SIZE);
  return (
    <StocksPage title={t('history.title')}>
      <StockHistoryFilterFields
        filters={filters}
        onChange={(next) => {
          setFilters(next);
          setPageIndex(0);
        }}
      />
      <Group justify="space-between">
        <Text size="sm" c="dimmed" role="status">
          {orders.data ? t('history.count', { count: orders.data.total }) : null}
        </Text>
        <Button
          variant="default"
          loading={exporter.isBusy}
          disabled={!orders.data?.orders.length}
          onClick={() => void exporter.run()}
        >
          {t('history.export')}
        </Button>
      </Group>
      {exporter.error ? <MessageAlert message={apiErrorMessage(exporter.error)} /> : null}
      <CancelOutcome text={text} isCancelled={isCancelled} error={cancel.error} />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('history.none')}
      >
        {(data) => (
          <StockHistoryTable
            orders={data.orders}
            onCancel={(orderId) => cancel.mutate(orderId)}
            onOpen={setOpenOrder}
          />
        )}
      </QueryState>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => setPageIndex(page - 1)}
            getControlProps={(control) => ({
              'aria-label': t(`history.page_${control}`),
            })}
            getItemProps={(page) => ({ 'aria-label': t('history.page', { page }) })}
          />
        </Group>
      ) : null}
      <StockOrderTimeline
        accountCode={accountCode}
        order={openOrder}
        onClose={() => setOpenOrder(null)}
      />
    </StocksPage>
  );
}
