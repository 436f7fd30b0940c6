import { Alert, Button, Group, NativeSelect, SimpleGrid, Table, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FUND_ORDER_STATUSES } from '@shared/domain/fund-order-status';
import type { CallOutput } from '@shared/contracts/index';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useCancelOrder, useFundOrders } from '../api/fund-order';
import { useFormat } from '../../../lib/use-format';
import { ordersCsv } from '../orders-csv';
import { FundsPage } from './page-frame';
import { OrderTimeline } from './order-timeline';
import { QueryState } from './query-state';
import { StatusBadge } from './status-badge';
import { useOrderTexts } from '../hooks/use-order-texts';
import { StripedTable } from '../../../components/data/striped-table';

type Order = CallOutput<'fund-order/searchOrders'>['orders'][number];

function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = 'fund-orders.csv';
  link.click();
  URL.revokeObjectURL(url);
}

function HistoryTable({
  orders,
  onCancel,
  onOpen,
}: {
  orders: readonly Order[];
  onCancel: (id: number) => void;
  onOpen: (id: number) => void;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <StripedTable
      minWidth={860}
      headings={[
        t('history.order_id'),
        t('history.placed_at'),
        t('history.fund'),
        t('history.side'),
        t('history.amount'),
        t('history.units'),
        t('history.nav'),
        t('history.fee'),
        t('history.dealing_date'),
        t('history.status'),
        '',
      ]}
    >
      {orders.map((order) => (
        <Table.Tr key={order.orderId} data-order-id={order.orderId}>
          <Table.Td>{order.orderId}</Table.Td>
          <Table.Td>{format.dateTime(order.placedAt)}</Table.Td>
          <Table.Td>{format.text(order.fundName)}</Table.Td>
          <Table.Td>{t(order.side === 'S' ? 'side.s' : 'side.r')}</Table.Td>
          <Table.Td>
            {order.amount === null ? '–' : format.money(order.amount, order.currency)}
          </Table.Td>
          <Table.Td>{order.units ?? '–'}</Table.Td>
          <Table.Td>{order.nav ?? '–'}</Table.Td>
          <Table.Td>{order.fee === null ? '–' : format.money(order.fee, order.currency)}</Table.Td>
          <Table.Td>{order.dealingDate ?? '–'}</Table.Td>
          <Table.Td>
            <StatusBadge status={order.status} />
          </Table.Td>
          <Table.Td>
            <Group gap="xs" wrap="nowrap">
              <Button
                size="compact-xs"
                variant="default"
                aria-label={t('timeline.open_label', { orderId: order.orderId })}
                onClick={() => onOpen(order.orderId)}
              >
                {t('timeline.open')}
              </Button>
              {order.canCancel ? (
                <Button
                  size="compact-xs"
                  variant="light"
                  color="red"
                  onClick={() => onCancel(order.orderId)}
                >
                  {t('history.cancel')}
                </Button>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}

/** The history's filters as the inputs hold them ('' = any). */
type HistoryFilters = { status: string; side: string; from: string; to: string };

const isDate = (text: string) => /^\d{4}-\d{2}-\d{2}$/.test(text);

function HistoryFilterFields(props: {
  filters: HistoryFilters;
  onChange: (filters: HistoryFilters) => void;
}) {
  const { t } = useTranslation('funds');
  const { filters } = props;
  const set = (key: keyof HistoryFilters) => (value: string) =>
    props.onChange({ ...filters, [key]: value });
  const all = { value: '', label: t('history.all') };
  return (
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
        data={[all, { value: 'S', label: t('side.s') }, { value: 'R', label: t('side.r') }]}
        onChange={(event) => set('side')(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('history.from')}
        value={filters.from}
        onChange={(event) => set('from')(event.currentTarget.value)}
      />
      <TextInput
        type="date"
        label={t('history.to')}
        value={filters.to}
        onChange={(event) => set('to')(event.currentTarget.value)}
      />
    </SimpleGrid>
  );
}

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
 * `/funds/history` (spec §2.4): orders with status, filters, cancel, CSV export, and each order's
 * status timeline.
 */
export function HistoryPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const [filters, setFilters] = useState<HistoryFilters>({
    status: '',
    side: '',
    from: '',
    to: '',
  });
  const orders = useFundOrders({
    accountCode,
    statuses: filters.status ? [filters.status] : undefined,
    side: filters.side === 'S' || filters.side === 'R' ? filters.side : undefined,
    from: isDate(filters.from) ? filters.from : undefined,
    to: isDate(filters.to) ? filters.to : undefined,
    pageSize: 200,
  });
  const { cancel, text, isCancelled } = useCancel(accountCode);
  const [openOrderId, setOpenOrderId] = useState<number | null>(null);
  return (
    <FundsPage title={t('history.title')}>
      <HistoryFilterFields filters={filters} onChange={setFilters} />
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!orders.data?.orders.length}
          onClick={() => download(ordersCsv(orders.data?.orders ?? []))}
        >
          {t('history.export')}
        </Button>
      </Group>
      {text ? (
        <Alert color={isCancelled ? 'green' : 'red'} role="status">
          {text}
        </Alert>
      ) : null}
      {cancel.error ? <MessageAlert message={apiErrorMessage(cancel.error)} /> : null}
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('history.none')}
      >
        {(data) => (
          <HistoryTable
            orders={data.orders}
            onCancel={(id) => cancel.mutate(id)}
            onOpen={setOpenOrderId}
          />
        )}
      </QueryState>
      <OrderTimeline
        accountCode={accountCode}
        orderId={openOrderId}
        onClose={() => setOpenOrderId(null)}
      />
    </FundsPage>
  );
}
