import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { DataTable, type Column } from '../../../components/data/data-table';
import { HeldCashBreakdown } from '../../../components/data/held-cash';
import { QueryState } from '../../../components/data/query-state';
import { useCashBalances } from '../../../lib/cash-balances';
import { useFormat } from '../../../lib/use-format';

type Balance = CallOutput<'balance/searchCashBalances'>['balances'][number];

/** The balances tab (spec §2.8): the Gateway account's cash per currency, as the books hold it. */
export function BalancesPanel({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('portfolio');
  const format = useFormat();
  const balances = useCashBalances(accountCode);
  const money = (pick: (row: Balance) => string) => (row: Balance) =>
    format.money(pick(row), row.currency);
  const columns: Column<Balance>[] = [
    {
      key: 'currency',
      heading: t('balances.currency'),
      phone: 'title',
      cell: (row) => row.currency,
    },
    {
      key: 'available',
      heading: t('balances.available'),
      numeric: true,
      phone: 'figure',
      cell: money((row) => row.available),
    },
    {
      key: 'held',
      heading: t('balances.held'),
      numeric: true,
      cell: money((row) => row.holdFundAmount),
    },
    {
      key: 'pending',
      heading: t('balances.pending'),
      numeric: true,
      cell: money((row) => row.pending),
    },
    { key: 'total', heading: t('balances.total'), numeric: true, cell: money((row) => row.total) },
  ];
  return (
    <QueryState
      query={balances}
      isEmpty={(data) => data.balances.length === 0}
      emptyText={t('balances.empty')}
    >
      {(data) => (
        <Stack gap="sm">
          <DataTable
            rows={data.balances}
            columns={columns}
            rowKey={(row) => row.currency}
            rowAttributes={(row) => ({ 'data-currency': row.currency })}
            caption={t('tabs.balances')}
          />
          <HeldCashBreakdown accountCode={accountCode} lines={data.balances} />
        </Stack>
      )}
    </QueryState>
  );
}
