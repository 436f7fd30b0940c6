import { Anchor, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { CancelOrderButton, useHistoryEndColumns } from '../../../components/order/order-history';
import { useFormat } from '../../../lib/use-format';
import type { StockOrder } from '../api/stock-order';
import { usePriceDecimals } from '../components/price-decimals';
import { StockStatusBadge } from '../components/status-badge';
import { useStockTexts } from '../components/stock-texts';
import { TimeText } from '../components/time-text';
import { stockPaths } from '../paths';
import { StockName } from '../portfolio/positions-table';
import { useOrderFigureColumns } from './order-figures';

type HistoryTableProps = {
  orders: readonly StockOrder[];
  onCancel: (orderId: number) => void;
  onOpen: (order: StockOrder) => void;
};

/** The order's status, and under a rejection the spec §8 text with its code in small type. */
export function StatusCell({ order }: { order: StockOrder }) {
  const texts = useStockTexts();
  return (
    <Stack gap={2} align="flex-start">
      <StockStatusBadge status={order.displayStatus} />
      {order.rejectCode === null ? null : (
        <Text size="xs" data-reject-code={order.rejectCode}>
          {texts.result(order.rejectCode)}{' '}
          <Text span size="xs" c="dimmed">
            ({order.rejectCode})
          </Text>
        </Text>
      )}
    </Stack>
  );
}

/** The cancel of a working order, asked first: the question names the order and its stock. */
function CancelButton({ order, onCancel }: { order: StockOrder; onCancel: () => void }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const texts = useStockTexts();
  return (
    <CancelOrderButton
      orderId={order.orderId}
      question={t('history.cancel_question', {
        orderId: order.orderId,
        side: texts.side(order.side),
        quantity: format.quantity(order.quantity, 0),
        symbol: order.symbol,
        name: format.text(order.name),
      })}
      onCancel={onCancel}
    />
  );
}

/** Place again (the order panel filled from this order), cancel while it can be cancelled. */
function OrderActions({ order, onCancel }: { order: StockOrder; onCancel: () => void }) {
  const { t } = useTranslation('stocks');
  return (
    <>
      <Anchor
        component={Link}
        to={stockPaths.order({ again: order.orderId })}
        size="sm"
        aria-label={t('history.place_again_label', { orderId: order.orderId })}
        style={{ whiteSpace: 'nowrap' }}
      >
        {t('history.place_again')}
      </Anchor>
      {order.canCancel ? <CancelButton order={order} onCancel={onCancel} /> : null}
    </>
  );
}

/** The order type, and its condition when it has one. */
function TypeCell({ order }: { order: StockOrder }) {
  const texts = useStockTexts();
  return (
    <Stack gap={0}>
      <Text span size="sm">
        {texts.orderTypeWithCode(order.orderType)}
      </Text>
      {order.condition === 'none' ? null : (
        <Text span size="xs" c="dimmed">
          {texts.condition(order.condition)}
        </Text>
      )}
    </Stack>
  );
}

function useColumns(props: HistoryTableProps): Column<StockOrder>[] {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const texts = useStockTexts();
  const decimalsOf = usePriceDecimals();
  const ends = useHistoryEndColumns<StockOrder>({
    orderId: (order) => order.orderId,
    onOpen: props.onOpen,
    actions: (order) => (
      <OrderActions order={order} onCancel={() => props.onCancel(order.orderId)} />
    ),
  });
  const price = (order: StockOrder, value: string | null) =>
    value === null ? '–' : format.price(value, decimalsOf(order.exchange));
  return [
    {
      key: 'stock',
      heading: t('history.stock'),
      phone: 'title',
      cell: (order) => <StockName symbol={order.symbol} name={order.name} />,
    },
    { key: 'side', heading: t('history.side'), phone: 'title', cell: (o) => texts.side(o.side) },
    { key: 'type', heading: t('history.type'), cell: (order) => <TypeCell order={order} /> },
    ...useOrderFigureColumns(),
    {
      key: 'filled',
      heading: t('history.filled'),
      numeric: true,
      cell: (order) => format.quantity(order.filledQuantity, 0),
    },
    {
      key: 'average',
      heading: t('history.average_price'),
      numeric: true,
      cell: (order) => price(order, order.averageFillPrice),
    },
    {
      key: 'status',
      heading: t('history.status'),
      phone: 'status',
      cell: (order) => <StatusCell order={order} />,
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      cell: (order) => <TimeText iso={order.placedAt} />,
    },
    ...ends,
  ];
}

/**
 * The stock order history (issue 11 §13) in the app's table: stock, side, type, price and
 * quantity, what filled at what average, the display status (a rejection with its text), when
 * it was placed, the timeline, place again and cancel; a card per order at phone width.
 */
export function StockHistoryTable(props: HistoryTableProps) {
  const { t } = useTranslation('stocks');
  return (
    <DataTable
      rows={props.orders}
      columns={useColumns(props)}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({
        'data-order-id': order.orderId,
        'data-display-status': order.displayStatus,
      })}
      caption={t('history.caption')}
    />
  );
}
