import { Anchor, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { statusFamily, useAdvisorTexts } from '../advisor-texts';
import type { BookCashRequest, BookOrder } from '../api/advisor';
import { advisorPaths } from '../paths';
import { Name } from './advisor-page';

function ClientLink({ code, name }: { code: string; name: string }) {
  return (
    <Anchor component={Link} to={advisorPaths.details(code)} size="sm" fw={600}>
      <Name>
        {code} {name}
      </Name>
    </Anchor>
  );
}

/** An amount, or a quantity when the order has no amount. */
function OrderFigure({ order }: { order: BookOrder }) {
  const format = useFormat();
  if (order.amount !== null) return <>{format.money(order.amount, order.currency)}</>;
  if (order.quantity !== null) return <>{format.quantity(order.quantity, 4)}</>;
  return (
    <Text span c="dimmed">
      –
    </Text>
  );
}

/** Orders of the book's clients (`withClient`) or of one client. */
export function OrdersTable(props: {
  orders: readonly BookOrder[];
  withClient: boolean;
  caption: string;
}) {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const format = useFormat();
  const columns: Column<BookOrder>[] = [
    {
      key: 'instrument',
      heading: t('orders.instrument'),
      phone: 'title',
      cell: (row) => (
        <Name>
          {t(`orders.${row.kind}`)} {row.instrument}
        </Name>
      ),
    },
    {
      key: 'figure',
      heading: t('orders.amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => <OrderFigure order={row} />,
    },
    {
      key: 'status',
      heading: t('orders.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={statusFamily(row.status)}>{texts.status(row.status)}</StatusBadge>
      ),
    },
    { key: 'side', heading: t('orders.side'), cell: (row) => texts.side(row.side) },
    { key: 'placed', heading: t('orders.placed'), cell: (row) => format.dateTime(row.placedAt) },
  ];
  if (props.withClient) {
    columns.unshift({
      key: 'client',
      heading: t('orders.client'),
      phone: 'title',
      cell: (row) => <ClientLink code={row.accountCode} name={row.displayName} />,
    });
  }
  if (props.orders.length === 0) return <Text c="dimmed">{t('orders.none')}</Text>;
  return (
    <DataTable
      caption={props.caption}
      rows={props.orders}
      columns={columns}
      rowKey={(row) => `${row.kind}:${row.reference}`}
      rowAttributes={(row) => ({ 'data-reference': row.reference })}
    />
  );
}

/** Cash requests of the book's clients (`withClient`) or of one client. */
export function CashTable(props: {
  requests: readonly BookCashRequest[];
  withClient: boolean;
  caption: string;
}) {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const format = useFormat();
  const columns: Column<BookCashRequest>[] = [
    {
      key: 'kind',
      heading: t('cash.kind'),
      phone: 'title',
      cell: (row) => t(`cash.${row.kind}`),
    },
    {
      key: 'amount',
      heading: t('cash.amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.amount, row.currency),
    },
    {
      key: 'status',
      heading: t('cash.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={statusFamily(row.status)}>{texts.status(row.status)}</StatusBadge>
      ),
    },
    {
      key: 'requested',
      heading: t('cash.requested'),
      cell: (row) => format.dateTime(row.requestedAt),
    },
  ];
  if (props.withClient) {
    columns.unshift({
      key: 'client',
      heading: t('orders.client'),
      phone: 'title',
      cell: (row) => <ClientLink code={row.accountCode} name={row.displayName} />,
    });
  }
  if (props.requests.length === 0) return <Text c="dimmed">{t('cash.none')}</Text>;
  return (
    <DataTable
      caption={props.caption}
      rows={props.requests}
      columns={columns}
      rowKey={(row) => `${row.kind}:${row.reference}`}
      rowAttributes={(row) => ({ 'data-reference': row.reference })}
    />
  );
}
