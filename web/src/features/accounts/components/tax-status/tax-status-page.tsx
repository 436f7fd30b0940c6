import { Alert, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { TAX_JURISDICTIONS } from '@shared/domain/tax-jurisdictions';
import { DataTable, type Column } from '../../../../components/data/data-table';
import { PreviewRows } from '../../../../components/data/preview-rows';
import { QueryState } from '../../../../components/data/query-state';
import { StatusBadge, type StatusFamily } from '../../../../components/data/status-badge';
import { useFormat } from '../../../../lib/use-format';
import { useTaxStatus } from '../../api/tax-status';
import { AccountPage, dateOf, RestrictedNote, useIsRestricted } from '../account-page';
import { CertificationForm } from './certification-form';

type TaxStatus = CallOutput<'tax-status/loadTaxStatus'>;
type Certification = NonNullable<TaxStatus['current']>;
type Residence = Certification['residences'][number];

const FAMILY: Readonly<Record<TaxStatus['status'], StatusFamily>> = {
  valid: 'done',
  expiring: 'action',
  expired: 'ended',
  missing: 'action',
};

/** A residence's TIN, or the reason there is none (and its explanation). */
function useTinText() {
  const { t } = useTranslation('accountPages');
  return (residence: Residence): ReactNode =>
    residence.tin ? (
      <span translate="no">{residence.tin}</span>
    ) : residence.noTinReason ? (
      [t('tax_status.reason_short', { code: residence.noTinReason }), residence.explanation]
        .filter(Boolean)
        .join(' · ')
    ) : (
      '–'
    );
}

function Residences({ residences }: { residences: readonly Residence[] }) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const tinText = useTinText();
  return (
    <Table withTableBorder={false} verticalSpacing={4} data-testid="residences">
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{t('tax_status.jurisdiction')}</Table.Th>
          <Table.Th>{t('tax_status.tin_short')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {residences.map((residence) => (
          <Table.Tr key={residence.jurisdiction}>
            <Table.Td>{format.text(TAX_JURISDICTIONS[residence.jurisdiction])}</Table.Td>
            <Table.Td>{tinText(residence)}</Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}

function Current({ data }: { data: TaxStatus }) {
  const { t } = useTranslation('accountPages');
  const { current } = data;
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} data-testid="current-certification">
      <Stack gap="sm">
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={2} size="h4">
            {t('tax_status.current')}
          </Title>
          <StatusBadge family={FAMILY[data.status]}>
            {t(`tax_status.statuses.${data.status}`)}
          </StatusBadge>
        </Group>
        {current ? (
          <>
            <Residences residences={current.residences} />
            <PreviewRows
              rows={[
                [
                  t('tax_status.us_person'),
                  current.isUsPerson
                    ? `${t('tax_status.yes')} · ${current.usTin ?? ''}`
                    : t('tax_status.no'),
                ],
                [
                  t('tax_status.signed_by'),
                  <span key="name" translate="no">
                    {current.signatureName}
                  </span>,
                ],
                [t('tax_status.declared_at'), dateOf(current.declaredAt)],
                [t('tax_status.expires_at'), dateOf(current.expiresAt)],
              ]}
            />
          </>
        ) : (
          <Text size="sm">{t('tax_status.none')}</Text>
        )}
      </Stack>
    </Paper>
  );
}

function History({ history }: { history: readonly Certification[] }) {
  const { t } = useTranslation('accountPages');
  const format = useFormat();
  const tinText = useTinText();
  const columns: Column<Certification>[] = [
    {
      key: 'declared',
      heading: t('tax_status.declared_at'),
      cell: (row) => dateOf(row.declaredAt),
      phone: 'title',
    },
    {
      key: 'residences',
      heading: t('tax_status.residences'),
      cell: (row) =>
        row.residences.map((residence) => (
          <div key={residence.jurisdiction}>
            {format.text(TAX_JURISDICTIONS[residence.jurisdiction])}: {tinText(residence)}
          </div>
        )),
      phone: 'status',
    },
    {
      key: 'us',
      heading: t('tax_status.us_person'),
      cell: (row) => (row.isUsPerson ? t('tax_status.yes') : t('tax_status.no')),
    },
    {
      key: 'expires',
      heading: t('tax_status.expires_at'),
      cell: (row) => dateOf(row.expiresAt),
      phone: 'figure',
    },
    {
      key: 'state',
      heading: '',
      cell: (row) => (row.state === 'superseded' ? t('tax_status.state_superseded') : ''),
    },
  ];
  return (
    <Stack gap="xs">
      <Title order={2} size="h4">
        {t('tax_status.history')}
      </Title>
      {history.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('tax_status.history_empty')}
        </Text>
      ) : (
        <DataTable rows={history} columns={columns} rowKey={(row) => row.id} />
      )}
    </Stack>
  );
}

/**
 * `/accounts/taxStatus` (spec §2.9, issue 25 §3): the current CRS/FATCA self-certification with its
 * validity, the earlier ones, and the form for a new one (the client's own session only).
 */
export function TaxStatusPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('accountPages');
  const status = useTaxStatus(accountCode);
  const isRestricted = useIsRestricted();
  const [isEditing, setEditing] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  return (
    <AccountPage title={t('tax_status.title')} intro={t('tax_status.intro')}>
      <QueryState query={status}>
        {(data) => (
          <>
            {done ? (
              <Alert color="green" role="status" data-testid="certification-submitted">
                {done}
              </Alert>
            ) : null}
            <Current data={data} />
            {isRestricted ? (
              <RestrictedNote />
            ) : isEditing ? (
              <Paper withBorder p={{ base: 'md', sm: 'lg' }}>
                <CertificationForm
                  accountCode={accountCode}
                  holderName={data.holderName}
                  onCancel={() => setEditing(false)}
                  onDone={(message) => {
                    setEditing(false);
                    setDone(message);
                  }}
                />
              </Paper>
            ) : (
              <Group>
                <Button
                  onClick={() => {
                    setDone(null);
                    setEditing(true);
                  }}
                >
                  {t('tax_status.update')}
                </Button>
              </Group>
            )}
            <History history={data.history} />
          </>
        )}
      </QueryState>
    </AccountPage>
  );
}
