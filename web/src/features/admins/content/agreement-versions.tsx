import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import type { AgreementVersion } from '../api/admin-content';
import { mapTitles } from './agreement-list-page';

/** A type's versions, newest first: number, title, effective date, current or not, who saved it. */
export function AgreementVersions({ versions }: { versions: readonly AgreementVersion[] }) {
  const { t } = useTranslation('adminContent');
  const format = useFormat();
  const now = Date.now();
  const columns: Column<AgreementVersion>[] = [
    {
      key: 'version',
      heading: t('agreement.version'),
      numeric: true,
      phone: 'title',
      cell: (row) => t('agreement.version_n', { version: row.version }),
    },
    {
      key: 'title',
      heading: t('agreement.title_field'),
      cell: (row) => format.text(mapTitles(row.texts)),
    },
    {
      key: 'effective',
      heading: t('agreement.effective_at'),
      phone: 'figure',
      cell: (row) => format.dateTime(row.effectiveAt),
    },
    {
      key: 'state',
      heading: t('agreement.state'),
      phone: 'status',
      cell: (row) =>
        row.isCurrent ? (
          <StatusBadge family="done">{t('agreement.current')}</StatusBadge>
        ) : new Date(row.effectiveAt).getTime() > now ? (
          <StatusBadge family="working">{t('agreement.upcoming')}</StatusBadge>
        ) : (
          <StatusBadge family="ended">{t('agreement.superseded')}</StatusBadge>
        ),
    },
    {
      key: 'saved',
      heading: t('agreement.saved_by'),
      cell: (row) =>
        t('agreement.saved_at_by', {
          at: format.dateTime(row.createdAt),
          by: row.createdBy ?? t('agreement.demo_book'),
        }),
    },
  ];
  return (
    <DataTable
      caption={t('agreement.versions')}
      rows={versions}
      columns={columns}
      rowKey={(row) => row.version}
      rowAttributes={(row) => ({ 'data-version': row.version })}
    />
  );
}
