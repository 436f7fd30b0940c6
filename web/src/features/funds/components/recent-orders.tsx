import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { StatusBadge } from './status-badge';

type Order = CallOutput<'fund-order/searchOrders'>['orders'][number];

/**
 * An order's money: what a subscription put in, or what a redemption paid out once priced. A
 * redemption is placed in units, so until then it has no amount.
 */
const moneyOf = (order: Order) => order.amount ?? order.proceeds;

/** The fund, or for a switch the fund it left and the fund it went into. */
function useFundText() {
  const format = useFormat();
  return (order: Order) => {
    const into = order.orderType === 'switch' ? order.legs[1] : undefined;
    const from = format.text(order.fundName);
    return into ? `${from} → ${format.text(into.fundName)}` : from;
  };
}

/**
 * A compact table of orders: fund, side, amount and units in their own columns (a redemption is
 * placed in units, a subscription in money), status. On a phone, each card shows the order's own
 * figure: the amount, or the units, labelled as units.
 */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation(['funds', 'order']);
  const format = useFormat();
  const fundText = useFundText();
  const isPhone = useIsPhone();
  const money = (order: Order) => {
    const value = moneyOf(order);
    return value === null ? '–' : format.money(value, order.currency);
  };
  const units = (order: Order) =>
    order.units === null ? '–' : format.quantity(order.units, order.unitPrecision);
  const side = (order: Order) =>
    order.orderType === 'switch' ? t('switch.action') : t(order.side === 'S' ? 'side.s' : 'side.r');
  const figures: Column<Order>[] = isPhone
    ? [
        {
          key: 'figure',
          heading: t('history.amount'),
          numeric: true,
          phone: 'figure',
          cell: (order) =>
            order.side === 'S' && moneyOf(order) !== null
              ? money(order)
              : t('dashboard.units_value', { units: units(order) }),
        },
      ]
    : [
        { key: 'amount', heading: t('history.amount'), numeric: true, cell: money },
        { key: 'units', heading: t('dashboard.units'), numeric: true, cell: units },
      ];
  const columns: Column<Order>[] = [
    { key: 'id', heading: t('order:history.order_id'), cell: (order) => order.orderId },
    { key: 'fund', heading: t('history.fund'), phone: 'title', cell: fundText },
    { key: 'side', heading: t('history.side'), phone: 'status', cell: side },
    ...figures,
    {
      key: 'status',
      heading: t('history.status'),
      phone: 'status',
      cell: (order) => <StatusBadge status={order.status} />,
    },
  ];
  return (
    <DataTable
      rows={orders}
      columns={columns}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({ 'data-order-id': order.orderId })}
      caption={t('dashboard.recent_orders')}
    />
  );
}
