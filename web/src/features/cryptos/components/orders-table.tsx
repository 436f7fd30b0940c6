import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import type { CryptoOrder } from '../api/crypto-order';
import { pairLabel, useCryptoTexts } from '../hooks/use-crypto-texts';
import { usePairRules } from '../hooks/use-pair-rules';
import { CryptoStatusBadge } from './status-badge';

/**
 * The columns of a crypto order: pair, side, type, limit price, what was asked (a quantity or an
 * amount), filled quantity, average price, fee, status and when it was placed.
 */
export function useOrderColumns(): Column<CryptoOrder>[] {
  const { t } = useTranslation('cryptos');
  const texts = useCryptoTexts();
  const format = useFormat();
  const rules = usePairRules();
  const price = (order: CryptoOrder, value: string | null) =>
    value === null ? '–' : format.price(value, rules.priceDecimals(order.pair));
  const quantity = (order: CryptoOrder, value: string) =>
    format.quantity(value, rules.quantityDecimals(order.pair));
  return [
    {
      key: 'pair',
      heading: t('orders.pair'),
      phone: 'title',
      cell: (order) => <span translate="no">{pairLabel(order.pair)}</span>,
    },
    {
      key: 'side',
      heading: t('orders.side'),
      phone: 'title',
      cell: (order) => texts.side(order.side),
    },
    { key: 'type', heading: t('orders.type'), cell: (order) => texts.orderType(order.orderType) },
    {
      key: 'price',
      heading: t('orders.price'),
      numeric: true,
      cell: (order) => price(order, order.price),
    },
    {
      key: 'asked',
      heading: t('orders.asked'),
      numeric: true,
      phone: 'figure',
      cell: (order) =>
        order.sizing === 'amount' && order.amount !== null
          ? format.money(order.amount, order.quoteCurrency)
          : `${quantity(order, order.quantity ?? '0')} ${order.base}`,
    },
    {
      key: 'filled',
      heading: t('orders.filled'),
      numeric: true,
      cell: (order) => quantity(order, order.filledQuantity),
    },
    {
      key: 'average',
      heading: t('orders.average_price'),
      numeric: true,
      cell: (order) => price(order, order.averagePrice),
    },
    {
      key: 'fee',
      heading: t('orders.fee'),
      numeric: true,
      cell: (order) => format.money(order.fee, order.quoteCurrency),
    },
    {
      key: 'status',
      heading: t('orders.status'),
      phone: 'status',
      cell: (order) => <CryptoStatusBadge status={order.status} />,
    },
    {
      key: 'placed',
      heading: t('orders.placed_at'),
      cell: (order) => <time dateTime={order.placedAt}>{format.dateTime(order.placedAt)}</time>,
    },
  ];
}

/** A list of crypto orders, with the page's own end columns (timeline, cancel) after them. */
export function OrdersTable(props: {
  orders: readonly CryptoOrder[];
  caption: string;
  endColumns?: readonly Column<CryptoOrder>[];
}) {
  const columns = [...useOrderColumns(), ...(props.endColumns ?? [])];
  return (
    <DataTable
      rows={props.orders}
      columns={columns}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({ 'data-order-id': order.orderId, 'data-status': order.status })}
      caption={props.caption}
    />
  );
}
