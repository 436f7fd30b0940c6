import { Group, Pagination, Stack, Tabs } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CsvExportBar, useCsvExport } from '../../../components/data/csv-export';
import { QueryState } from '../../../components/data/query-state';
import {
  CancelOrderButton,
  OrderHistory,
  useHistoryEndColumns,
} from '../../../components/order/order-history';
import { callApi } from '../../../lib/api-client';
import {
  useCancelCryptoOrder,
  useCryptoFills,
  useCryptoOrders,
  type CryptoFillRow,
  type CryptoOrder,
} from '../api/crypto-order';
import { useCancelQuestion } from '../components/open-orders';
import { OrdersTable } from '../components/orders-table';
import { CryptosPage } from '../components/page-frame';
import { useCryptoTexts } from '../hooks/use-crypto-texts';
import { cryptoFillsCsv, cryptoOrdersCsv } from './history-csv';
import {
  CryptoHistoryFilterFields,
  fillsInput,
  HISTORY_PAGE_SIZE,
  NO_CRYPTO_HISTORY_FILTERS,
  ordersInput,
  type CryptoHistoryFilters,
} from './history-filters';
import { FillsTable } from './fills-table';
import { CryptoOrderTimeline } from './order-timeline';

/** The most rows one search answers: the export reads the matches in pages of this size. */
const EXPORT_PAGE_SIZE = 200;

/** Every row the filters match, page by page (the export's, not only the page on screen). */
async function allPages<T>(read: (pageIndex: number) => Promise<{ total: number; rows: T[] }>) {
  const rows: T[] = [];
  for (let pageIndex = 0; ; pageIndex += 1) {
    const page = await read(pageIndex);
    rows.push(...page.rows);
    if (page.rows.length < EXPORT_PAGE_SIZE || rows.length >= page.total) return rows;
  }
}

/** The orders of a history page, each with its timeline and, while it may, its cancel. */
function HistoryOrdersTable(props: {
  orders: readonly CryptoOrder[];
  onOpen: (order: CryptoOrder) => void;
  onCancel: (orderId: number) => void;
}) {
  const { t } = useTranslation('cryptos');
  const question = useCancelQuestion();
  const endColumns = useHistoryEndColumns<CryptoOrder>({
    orderId: (order) => order.orderId,
    onOpen: props.onOpen,
    actions: (order) =>
      order.canCancel ? (
        <CancelOrderButton
          orderId={order.orderId}
          question={question(order)}
          onCancel={() => props.onCancel(order.orderId)}
        />
      ) : null,
  });
  return (
    <OrdersTable orders={props.orders} caption={t('history.tab_orders')} endColumns={endColumns} />
  );
}

function OrdersPanel({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const texts = useCryptoTexts();
  const [filters, setFilters] = useState<CryptoHistoryFilters>(NO_CRYPTO_HISTORY_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const orders = useCryptoOrders(ordersInput(accountCode, filters, pageIndex));
  const cancel = useCancelCryptoOrder(accountCode);
  const exporter = useCsvExport('crypto-orders.csv', async () =>
    cryptoOrdersCsv(
      await allPages(async (index) => {
        const page = await callApi(
          'crypto-order/searchOrders',
          ordersInput(accountCode, filters, index, EXPORT_PAGE_SIZE),
        );
        return { total: page.total, rows: page.orders };
      }),
    ),
  );
  return (
    <OrderHistory
      filters={
        <CryptoHistoryFilterFields
          filters={filters}
          hasStatus
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
            : { refusal: t('orders.cancel_failed', { text: texts.withCode(result) }) },
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
        <CryptoOrderTimeline accountCode={accountCode} order={order} onClose={close} />
      )}
    >
      {(data, on) => (
        <HistoryOrdersTable orders={data.orders} onOpen={on.open} onCancel={on.cancel} />
      )}
    </OrderHistory>
  );
}

function FillsPanel({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const [filters, setFilters] = useState<CryptoHistoryFilters>(NO_CRYPTO_HISTORY_FILTERS);
  const [pageIndex, setPageIndex] = useState(0);
  const fills = useCryptoFills(fillsInput(accountCode, filters, pageIndex));
  const exporter = useCsvExport('crypto-fills.csv', async () =>
    cryptoFillsCsv(
      await allPages<CryptoFillRow>(async (index) => {
        const page = await callApi(
          'crypto-order/searchFills',
          fillsInput(accountCode, filters, index, EXPORT_PAGE_SIZE),
        );
        return { total: page.total, rows: page.fills };
      }),
    ),
  );
  const pages = Math.ceil((fills.data?.total ?? 0) / HISTORY_PAGE_SIZE);
  return (
    <Stack>
      <CryptoHistoryFilterFields
        filters={filters}
        hasStatus={false}
        onChange={(next) => {
          setFilters(next);
          setPageIndex(0);
        }}
      />
      <CsvExportBar
        exporter={exporter}
        hasRows={(fills.data?.fills.length ?? 0) > 0}
        count={fills.data ? t('history.fill_count', { count: fills.data.total }) : null}
      />
      <QueryState
        query={fills}
        isEmpty={(data) => data.fills.length === 0}
        emptyText={t('history.no_fills')}
      >
        {(data) => <FillsTable fills={data.fills} />}
      </QueryState>
      {pages > 1 ? (
        <Group justify="center">
          <Pagination
            total={pages}
            value={pageIndex + 1}
            onChange={(page) => setPageIndex(page - 1)}
          />
        </Group>
      ) : null}
    </Stack>
  );
}

/**
 * `/cryptos/history` (spec §2.6): the orders newest first and the fills, each filtered by period,
 * pair and side (orders also by status), a page at a time, with the CSV export in Hong Kong time
 * with its offset; each order's timeline of status moves and fills, and cancel (asked first)
 * while an order can be cancelled.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const [tab, setTab] = useState<string | null>('orders');
  return (
    <CryptosPage title={t('history.title')}>
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="orders">{t('history.tab_orders')}</Tabs.Tab>
          <Tabs.Tab value="fills">{t('history.tab_fills')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="orders" pt="md">
          <Stack>
            <OrdersPanel accountCode={accountCode} />
          </Stack>
        </Tabs.Panel>
        <Tabs.Panel value="fills" pt="md">
          <FillsPanel accountCode={accountCode} />
        </Tabs.Panel>
      </Tabs>
    </CryptosPage>
  );
}
