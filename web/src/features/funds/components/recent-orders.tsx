import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFundFormat } from '../hooks/use-fund-format';
import { StatusBadge } from './status-badge';

type Order = CallOutput<'fund-order/searchOrders'>['orders'][number];

/** A compact table of orders: fund, side, amount or units, status. */
export function OrdersTable({ orders }: { orders: readonly Order[] }) {
  const { t } = useTranslation('funds');
  const format = useFundFormat();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('history.order_id')}</Table.Th>
            <Table.Th>{t('history.fund')}</Table.Th>
            <Table.Th>{t('history.side')}</Table.Th>
            <Table.Th>{t('history.amount')}</Table.Th>
            <Table.Th>{t('history.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
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
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
