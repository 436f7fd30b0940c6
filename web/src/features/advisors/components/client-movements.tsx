import { useTranslation } from 'react-i18next';
import { currencyFor } from '@shared/domain/currency';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import type { ClientDetails } from '../api/advisor';

type Movement = ClientDetails['cashMovements'][number];

/**
 * One client's latest cash movements (issue 27 §3), as the client's own movements page has them:
 * when, the kind (spec §3 D, W, I, O, C), the signed amount and the running balance.
 */
export function ClientMovements({ movements }: { movements: readonly Movement[] }) {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const columns: Column<Movement>[] = [
    {
      key: 'posted',
      heading: t('movements.posted'),
      oneLine: true,
      phone: 'status',
      cell: (row) => format.dateTime(row.postedAt),
    },
    {
      key: 'type',
      heading: t('movements.type'),
      phone: 'title',
      cell: (row) =>
        t(`movements.types.${row.type}` as 'movements.types.D', { defaultValue: row.type }),
    },
    {
      key: 'amount',
      heading: t('movements.amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => (
        <span>
          {row.currency}{' '}
          <SignedChange value={row.amount} decimals={currencyFor(row.currency).precision} />
        </span>
      ),
    },
    {
      key: 'balance',
      heading: t('movements.balance'),
      numeric: true,
      cell: (row) => format.money(row.balance, row.currency),
    },
  ];
  if (movements.length === 0) return <p>{t('movements.none')}</p>;
  return (
    <DataTable
      rows={movements}
      columns={columns}
      rowKey={(row) => `${row.journalId}:${row.currency}`}
      caption={t('movements.caption')}
    />
  );
}
