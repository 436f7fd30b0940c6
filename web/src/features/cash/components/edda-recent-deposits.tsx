import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useInstructions, type CashInstruction } from '../api/cash';
import { InstructionStatus } from './cash-page';

/** How many of the latest deposits the eDDA page shows. */
const RECENT = 5;

/**
 * The latest eDDA deposits with their status (issue 31 §14): the list polls while one waits for
 * the bank (api/cash.ts `useInstructions`), so the page updates by itself when the bank answers.
 */
export function EddaRecentDeposits({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cash');
  const format = useFormat();
  const deposits = useInstructions({ accountCode, type: 'D', offset: 0, limit: 20 });
  const rows = (deposits.data?.instructions ?? [])
    .filter((row) => row.channel === 'edda')
    .slice(0, RECENT);
  const columns: Column<CashInstruction>[] = [
    {
      key: 'id',
      heading: t('history.type'),
      oneLine: true,
      cell: (row) => `${t('instruction_type.d')} #${row.id}`,
      phone: 'title',
    },
    {
      key: 'amount',
      heading: t('history.amount'),
      numeric: true,
      cell: (row) => format.money(row.amount, row.currency),
      phone: 'figure',
    },
    {
      key: 'status',
      heading: t('history.status'),
      cell: (row) => <InstructionStatus status={row.status} />,
      phone: 'status',
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.placedAt),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h5">
        {t('edda.recent')}
      </Title>
      <Text size="xs" c="dimmed">
        {t('edda.recent_note')}
      </Text>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('edda.none')}
        </Text>
      ) : (
        <DataTable
          caption={t('edda.recent')}
          rows={rows}
          columns={columns}
          rowKey={(row) => String(row.id)}
          rowAttributes={(row) => ({ 'data-instruction-status': row.status })}
        />
      )}
    </Stack>
  );
}
