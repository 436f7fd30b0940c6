import { Alert, Anchor, Button, Group, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { CallInput } from '@shared/contracts/index';
import { formatTime } from '@shared/domain/date-time';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { CancelOrderButton } from '../../../components/order/order-history';
import { useFormat } from '../../../lib/use-format';
import { useCancelStockOrder, useStockOrders, type StockOrder } from '../api/stock-order';
import { usePriceDecimals } from '../components/price-decimals';
import { StockStatusBadge } from '../components/status-badge';
import { stockPaths } from '../paths';
import { ModifyDialog } from './modify-dialog';
import { useStockOrderTexts } from './use-stock-order-texts';

/** Which orders the list shows: today's (every status) or those still open (with good-till-date). */
type Scope = 'today' | 'open';

/** How often the list is read again while shown (ms). */
const REFRESH_MS = 5_000;

/** What the last modify or cancel answered, said above the list. */
type Notice = { isDone: boolean; text: string } | null;

/**
 * Today's stock orders beside the order form (spec §2.5): time, stock, side, type, price,
 * quantity, filled, the display status as a badge, and modify (price and quantity) and cancel
 * (asked first) while the order allows them; open orders (good-till-date too) on the other tab.
 */
export function TodayOrders(props: {
  accountCode: string;
  /** The exchanges' current trade date (Hong Kong), the first day "today" lists. */
  tradeDate: string | null;
}) {
  const { accountCode, tradeDate } = props;
  const { t, names, withCode, errorText } = useStockOrderTexts();
  const format = useFormat();
  const isPhone = useIsPhone();
  const [scope, setScope] = useState<Scope>('today');
  const [editing, setEditing] = useState<StockOrder | null>(null);
  const [notice, setNotice] = useState<Notice>(null);
  const cancel = useCancelStockOrder(accountCode);
  const search: CallInput<'stock-order/searchOrders'> =
    scope === 'open'
      ? { accountCode, openOnly: true, pageIndex: 0, pageSize: 50 }
      : { accountCode, openOnly: false, from: tradeDate ?? undefined, pageIndex: 0, pageSize: 50 };
  const orders = useStockOrders(search);
  const decimalsOf = usePriceDecimals();
  // Orders fill and end on the exchange's time: the list reads them again every few seconds.
  const { refetch } = orders;
  useEffect(() => {
    const timer = setInterval(() => void refetch(), REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);
  const price = (order: StockOrder) =>
    order.price === null
      ? t('orders.market_price')
      : format.price(order.price, decimalsOf(order.exchange));
  const quantity = (value: string) => format.quantity(value, 0);
  const onCancel = (order: StockOrder) =>
    cancel.mutate(order.orderId, {
      onSuccess: (answer) =>
        setNotice(
          answer.result === 0
            ? { isDone: true, text: t('orders.cancel_done', { orderId: order.orderId }) }
            : {
                isDone: false,
                text: t('orders.cancel_failed', {
                  orderId: order.orderId,
                  text: withCode(answer.result),
                }),
              },
        ),
      onError: (error) =>
        setNotice({
          isDone: false,
          text: t('orders.cancel_failed', { orderId: order.orderId, text: errorText(error) }),
        }),
    });
  const actions = (order: StockOrder) =>
    order.canModify || order.canCancel ? (
      <Group gap={4} wrap="nowrap">
        {order.canModify ? (
          <Button
            size="compact-sm"
            variant="light"
            aria-label={t('orders.modify_label', { orderId: order.orderId })}
            onClick={() => {
              setNotice(null);
              setEditing(order);
            }}
          >
            {t('orders.modify')}
          </Button>
        ) : null}
        {order.canCancel ? (
          <CancelOrderButton
            orderId={order.orderId}
            question={t('orders.cancel_question', {
              orderId: order.orderId,
              side: names.side(order.side),
              quantity: quantity(order.quantity),
              symbol: order.symbol,
            })}
            onCancel={() => onCancel(order)}
          />
        ) : null}
      </Group>
    ) : null;
  const columns: Column<StockOrder>[] = [
    {
      key: 'time',
      heading: t('orders.time'),
      cell: (order) => (
        <time dateTime={order.placedAt}>{formatTime(new Date(order.placedAt))}</time>
      ),
    },
    {
      key: 'stock',
      heading: t('orders.stock'),
      phone: 'title',
      cell: (order) => (
        <>
          {order.symbol} {format.text(order.name)}
        </>
      ),
    },
    { key: 'side', heading: t('orders.side'), cell: (order) => names.side(order.side) },
    { key: 'type', heading: t('orders.type'), cell: (order) => names.orderType(order.orderType) },
    ...(isPhone
      ? [
          {
            key: 'figure',
            heading: t('orders.quantity'),
            numeric: true,
            phone: 'figure' as const,
            cell: (order: StockOrder) =>
              t('orders.qty_at_price', { quantity: quantity(order.quantity), price: price(order) }),
          },
        ]
      : [
          { key: 'price', heading: t('orders.price'), numeric: true, cell: price },
          {
            key: 'quantity',
            heading: t('orders.quantity'),
            numeric: true,
            cell: (order: StockOrder) => quantity(order.quantity),
          },
        ]),
    {
      key: 'filled',
      heading: t('orders.filled'),
      numeric: true,
      cell: (order) => quantity(order.filledQuantity),
    },
    {
      key: 'status',
      heading: t('orders.status'),
      phone: 'status',
      cell: (order) => (
        <Group gap={6} wrap="nowrap">
          {isPhone ? <Text size="sm">{names.side(order.side)}</Text> : null}
          <StockStatusBadge status={order.displayStatus} />
        </Group>
      ),
    },
    { key: 'actions', heading: t('orders.actions'), phone: 'action', cell: actions },
    { key: 'id', heading: t('orders.order_id'), numeric: true, cell: (order) => order.orderId },
  ];
  const rows = orders.data?.orders ?? [];
  return (
    <Stack gap="xs" data-testid="today-orders">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Title order={2} size="h4">
          {t('orders.heading')}
        </Title>
        <Group gap="sm" wrap="nowrap">
          <SegmentedControl
            size="xs"
            aria-label={t('orders.filter')}
            value={scope}
            onChange={(value) => setScope(value)}
            data={[
              { value: 'today', label: t('orders.today') },
              { value: 'open', label: t('orders.open') },
            ]}
          />
          <Anchor component={Link} to={stockPaths.history} size="sm">
            {t('orders.history')}
          </Anchor>
        </Group>
      </Group>
      {notice ? (
        <Alert
          color={notice.isDone ? 'green' : 'red'}
          role={notice.isDone ? 'status' : 'alert'}
          p="xs"
        >
          {notice.text}
        </Alert>
      ) : null}
      {orders.isPending ? (
        <Text size="sm" c="dimmed">
          {t('orders.loading')}
        </Text>
      ) : orders.isError ? (
        <Alert color="red" role="alert" p="xs">
          <Group justify="space-between">
            <Text size="sm">{t('orders.error')}</Text>
            <Button size="xs" variant="light" onClick={() => void orders.refetch()}>
              {t('orders.retry')}
            </Button>
          </Group>
        </Alert>
      ) : rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {scope === 'today' ? t('orders.empty_today') : t('orders.empty_open')}
        </Text>
      ) : (
        <DataTable
          rows={rows}
          columns={columns}
          rowKey={(order) => order.orderId}
          rowAttributes={(order) => ({ 'data-order-id': order.orderId })}
          caption={t('orders.caption')}
        />
      )}
      {editing ? (
        <ModifyDialog
          accountCode={accountCode}
          order={editing}
          onClose={() => setEditing(null)}
          onAnswer={() =>
            setNotice({ isDone: true, text: t('orders.modify_done', { orderId: editing.orderId }) })
          }
        />
      ) : null}
    </Stack>
  );
}
