import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFormat } from '../../../lib/use-format';
import { StatusBadge } from './status-badge';
import { StripedTable } from '../../../components/data/striped-table';

type Order = CallOutput<'fund-order/searchOrders'>['orders'][number];

/** A compact table of orders: fund, side, amount or units, status. */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <StripedTable
      minWidth={520}
      headings={[
        t('history.order_id'),
        t('history.fund'),
        t('history.side'),
        t('history.amount'),
        t('history.status'),
      ]}
    >
      {orders.map((order) => (
        <Table.Tr key={order.orderId}>
          <Table.Td>{order.orderId}</Table.Td>
          <Table.Td>{format.text(order.fundName)}</Table.Td>
          <Table.Td>{t(order.side === 'S' ? 'side.s' : 'side.r')}</Table.Td>
          <Table.Td>
            {order.amount !== null
              ? format.money(order.amount, order.currency)
              : `${order.units ?? ''}`}
          </Table.Td>
          <Table.Td>
            <StatusBadge status={order.status} />
          </Table.Td>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
