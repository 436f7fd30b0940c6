import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, useIsPhone, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import type { AssetHoldingRow, AssetHoldings } from '../api/asset-holding';
import { assetPaths } from '../paths';
import { AssetStatusBadge, useCategoryLabel } from './asset-labels';

function useHoldingColumns(reportingCurrency: string): Column<AssetHoldingRow>[] {
  const { t } = useTranslation('assets');
  const format = useFormat();
  const categoryLabel = useCategoryLabel();
  return [
    {
      key: 'name',
      heading: t('list.name'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={assetPaths.holding(String(row.id))} inherit translate="no">
          {row.name}
        </Anchor>
      ),
    },
    {
      key: 'category',
      heading: t('list.category'),
      cell: (row) => `${String(row.categoryNumber)} ${categoryLabel(row.category)}`,
    },
    {
      key: 'value',
      heading: t('list.value'),
      numeric: true,
      cell: (row) => format.money(row.currentValue, row.currency),
    },
    {
      key: 'reporting',
      heading: t('list.value_reporting', { currency: reportingCurrency }),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.currentValueReporting, reportingCurrency),
    },
    { key: 'valued_on', heading: t('list.valued_on'), cell: (row) => row.valuedOn },
    {
      key: 'account',
      heading: t('list.account'),
      cell: (row) => <span translate="no">{row.accountCode}</span>,
    },
    {
      key: 'status',
      heading: t('list.status'),
      phone: 'status',
      cell: (row) => <AssetStatusBadge status={row.status} />,
    },
  ];
}

/** The totals row: the listed holdings' value in the reporting currency, under its column. */
function TotalsRow({ data, columnKeys }: { data: AssetHoldings; columnKeys: readonly string[] }) {
  const { t } = useTranslation('assets');
  const format = useFormat();
  const isPhone = useIsPhone();
  const total = format.money(data.totals.value, data.reportingCurrency);
  if (isPhone) {
    return (
      <Text fw={600} ta="right" data-testid="holdings-total">
        {t('list.total', { count: data.totals.count })} {total}
      </Text>
    );
  }
  return (
    <Table.Tr>
      {columnKeys.map((key, index) => (
        <Table.Td key={key} fw={600} ta={key === 'reporting' ? 'right' : undefined}>
          {index === 0 ? t('list.total', { count: data.totals.count }) : null}
          {key === 'reporting' ? <span data-testid="holdings-total">{total}</span> : null}
        </Table.Td>
      ))}
    </Table.Tr>
  );
}

/** The holdings as a table (a card each on a phone), with their total in the reporting currency. */
export function HoldingsTable({ data }: { data: AssetHoldings }) {
  const { t } = useTranslation('assets');
  const columns = useHoldingColumns(data.reportingCurrency);
  return (
    <DataTable
      rows={data.holdings}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-holding-id': row.id })}
      caption={t('list.caption')}
      footer={<TotalsRow data={data} columnKeys={columns.map((column) => column.key)} />}
    />
  );
}
