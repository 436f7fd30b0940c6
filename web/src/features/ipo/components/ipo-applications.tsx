import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@shared/domain/decimal';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { ConfirmButton } from '../../../components/form/confirm-button';
import { useFormat } from '../../../lib/use-format';
import { useCancelIpoApplication, type IpoApplication } from '../api/ipo';
import { IPO_ENDED_STATUSES, IPO_STATUS_FAMILY, IPO_STATUS_KEY } from './ipo-statuses';

/** My applications (issue 12 §5): status, allotted quantity, refund, and cancel before the close. */
export function IpoApplications({
  accountCode,
  applications,
}: {
  accountCode: string;
  applications: readonly IpoApplication[];
}) {
  const { t, i18n } = useTranslation('ipo');
  const format = useFormat();
  const cancel = useCancelIpoApplication(accountCode);
  const language = i18n.language as 'en' | 'zh-HK' | 'zh-CN';
  const money = (row: IpoApplication, value: string | null) =>
    value === null ? '—' : format.money(value, row.currency);
  const columns: Column<IpoApplication>[] = [
    {
      key: 'ipo',
      heading: t('applications.ipo'),
      phone: 'title',
      cell: (row) => `${row.ipoName?.[language] ?? row.ipoCode} (${row.ipoCode})`,
    },
    {
      key: 'status',
      heading: t('applications.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={IPO_STATUS_FAMILY[row.status]}>
          {t(`status.${IPO_STATUS_KEY[row.status]}`)}
          {row.reasonCode === 602 ? ` · ${t('applications.unsuccessful')}` : ''}
        </StatusBadge>
      ),
    },
    {
      key: 'type',
      heading: t('applications.type'),
      cell: (row) => t(`type.${row.applicationType}`),
    },
    {
      key: 'quantity',
      heading: t('applications.quantity'),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.quantity(row.quantity, 0),
    },
    {
      key: 'amount',
      heading: t('applications.amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => money(row, row.amount),
    },
    {
      key: 'loan',
      heading: t('applications.loan'),
      numeric: true,
      cell: (row) =>
        row.applicationType !== 'finance' ? (
          '—'
        ) : (
          <>
            {money(row, row.loanAmount)}
            {row.loanOwed !== null && toDecimal(row.loanOwed).gt(0) && (
              <Text size="xs" c="dimmed" data-testid="ipo-loan-owed">
                {t('applications.loan_owed', { amount: money(row, row.loanOwed) })}
              </Text>
            )}
          </>
        ),
    },
    {
      key: 'held',
      heading: t('applications.held'),
      numeric: true,
      // A cancelled or refused application holds nothing any more.
      cell: (row) => (IPO_ENDED_STATUSES.includes(row.status) ? '—' : money(row, row.heldAmount)),
    },
    {
      key: 'allotted',
      heading: t('applications.allotted'),
      numeric: true,
      cell: (row) =>
        row.allottedQuantity === null ? '—' : format.quantity(row.allottedQuantity, 0),
    },
    {
      key: 'refund',
      heading: t('applications.refund'),
      numeric: true,
      cell: (row) => money(row, row.refundAmount),
    },
    {
      key: 'applied',
      heading: t('applications.applied_at'),
      oneLine: true,
      cell: (row) => format.dateTime(row.createdAt),
    },
    {
      key: 'action',
      heading: '',
      phone: 'action',
      cell: (row) =>
        row.canCancel ? (
          <ConfirmButton
            title={t('cancel.title')}
            question={t('cancel.question', { code: row.ipoCode })}
            confirmLabel={t('cancel.confirm')}
            onConfirm={() => cancel.mutate(row.id)}
            buttonProps={{ size: 'xs', variant: 'light', color: 'red' }}
          >
            {t('cancel.button')}
          </ConfirmButton>
        ) : null,
    },
  ];
  if (applications.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('applications.empty')}
      </Text>
    );
  }
  return (
    <DataTable
      rows={applications}
      columns={columns}
      rowKey={(row) => row.id}
      rowAttributes={(row) => ({ 'data-application-id': row.id, 'data-status': row.status })}
      caption={t('applications.title')}
    />
  );
}
