import { Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../../components/data/data-table';
import { QueryState } from '../../../../components/data/query-state';
import type { CallOutput } from '@shared/contracts/index';
import { useFormat } from '../../../../lib/use-format';
import { useProfileChanges } from '../../api/account-profile';
import { PROFILE_FIELD_KEY } from '../../text-keys';

type Change = CallOutput<'account-profile/searchProfileChanges'>['changes'][number];

/** Every change of the holder information with its date, newest first (issue 25 §1). */
export function ProfileHistory({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const changes = useProfileChanges(accountCode);
  const columns: Column<Change>[] = [
    {
      key: 'date',
      heading: t('information.history.date'),
      cell: (row) => format.dateTime(row.changedAt),
      phone: 'figure',
    },
    {
      key: 'field',
      heading: t('information.history.field'),
      cell: (row) => t(`information.history.fields.${PROFILE_FIELD_KEY[row.field]}`),
      phone: 'title',
    },
    {
      key: 'from',
      heading: t('information.history.from'),
      cell: (row) => <span translate="no">{row.from ?? '–'}</span>,
    },
    {
      key: 'to',
      heading: t('information.history.to'),
      cell: (row) => <span translate="no">{row.to}</span>,
      phone: 'status',
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('information.history.title')}
      </Title>
      <QueryState
        query={changes}
        isEmpty={(data) => data.changes.length === 0}
        emptyText={t('information.history.empty')}
      >
        {(data) => (
          <DataTable
            rows={data.changes}
            columns={columns}
            rowKey={(row) => `${row.changedAt}-${row.field}`}
          />
        )}
      </QueryState>
    </Stack>
  );
}
