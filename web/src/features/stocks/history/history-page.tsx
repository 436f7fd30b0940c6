import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCsvExport } from '../../../components/data/csv-export';
import { OrderHistory } from '../../../components/order/order-history';
import { callApi } from '../../../lib/api-client';
import { useCancelStockOrder, useStockOrders, type StockOrder } from '../api/stock-order';
import { StocksPage } from '../components/page-frame';
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

/**
 * `/stocks/history` (spec §2.5, issue 11 §13): the stock orders newest first, filtered by trade
 * period, display status, side and code, a page at a time; each order's timeline of status moves
 * and fills, cancel (asked first) while it can be cancelled, place again, and the CSV export.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('stocks');
  const texts = useStockTexts();
  const [filters, setFilters] = useState<StockHistoryFilters>(NO_STOCK_HISTORY_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const orders = useStockOrders(stockHistoryInput(accountCode, filters, pageIndex));
  const cancel = useCancelStockOrder(accountCode);
  const exporter = useCsvExport('stock-orders.csv', async () =>
    stockOrdersCsv(await allMatching(accountCode, filters)),
  );
  return (
    <StocksPage title={t('history.title')}>
      <OrderHistory
        filters={
          <StockHistoryFilterFields
            filters={filters}
            onChange={(next) => {
              setFilters(next);
              setPageIndex(0);
            }}
          />
        }
        count={orders.data ? t('history.count', { count: orders.data.total }) : null}
        exporter={exporter}
        cancel={{
          mutation: cancel,
          outcome: ({ result, order }) =>
            result === 0
              ? { orderId: order?.orderId ?? '' }
              : {
                  refusal: t('history.cancel_failed', { text: texts.result(result), code: result }),
                },
        }}
        query={orders}
        rowsOf={(data) => data.orders}
        orderIdOf={(order) => order.orderId}
        emptyText={t('history.none')}
        paging={{
          index: pageIndex,
          count: Math.ceil((orders.data?.total ?? 0) / HISTORY_PAGE_SIZE),
          onChange: setPageIndex,
        }}
        timeline={(order, close) => (
          <StockOrderTimeline accountCode={accountCode} order={order} onClose={close} />
        )}
      >
        {(data, on) => (
          <StockHistoryTable orders={data.orders} onCancel={on.cancel} onOpen={on.open} />
        )}
      </OrderHistory>
    </StocksPage>
  );
}
