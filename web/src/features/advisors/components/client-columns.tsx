import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { Paging } from '../../../components/data/paging';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { ASSESSMENT_FAMILY, useAdvisorTexts } from '../advisor-texts';
import type { BookClient } from '../api/advisor';
import { advisorPaths } from '../paths';
import { ActForClientButton, useMayActFor } from './act-for-client';
import { useIsManager } from './advisor-filter';
import { Name } from './advisor-page';

/** A client's risk level with its assessment's state and expiry (expired flagged red). */
export function RiskCell({ client }: { client: BookClient }) {
  const { t } = useTranslation('advisors');
  const texts = useAdvisorTexts();
  const format = useFormat();
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">
        {client.riskLevel === null
          ? t('client.no_risk')
          : t('client.risk_level', { level: client.riskLevel })}
      </Text>
      <Group gap={6} wrap="nowrap">
        <StatusBadge family={ASSESSMENT_FAMILY[client.assessmentState]}>
          {texts.assessment(client.assessmentState)}
        </StatusBadge>
        {client.riskExpiresAt ? (
          <Text size="xs" c="dimmed">
            {format.date(client.riskExpiresAt)}
          </Text>
        ) : null}
      </Group>
    </Stack>
  );
}

/** The columns of a table of the book's clients (dashboard and search alike). */
export function useClientColumns(options: {
  reportingCurrency: string;
  showAdvisors: boolean;
}): Column<BookClient>[] {
  const { t } = useTranslation('advisors');
  const format = useFormat();
  const mayActFor = useMayActFor();
  const columns: Column<BookClient>[] = [
    {
      key: 'code',
      heading: t('client.code'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={advisorPaths.details(row.accountCode)} fw={600}>
          <Name>{row.accountCode}</Name>
        </Anchor>
      ),
    },
    {
      key: 'name',
      heading: t('client.name'),
      phone: 'title',
      cell: (row) => (
        <Name>
          {row.displayName}
          {row.chineseName ? ` ${row.chineseName}` : ''}
        </Name>
      ),
    },
    {
      key: 'risk',
      heading: t('client.risk'),
      phone: 'status',
      cell: (row) => <RiskCell client={row} />,
    },
    {
      key: 'assets',
      heading: t('client.assets', { currency: options.reportingCurrency }),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.assets, options.reportingCurrency),
    },
    {
      key: 'last_login',
      heading: t('client.last_login'),
      cell: (row) => (row.lastLoginAt ? format.dateTime(row.lastLoginAt) : t('client.never')),
    },
  ];
  if (options.showAdvisors) {
    columns.push({
      key: 'advisors',
      heading: t('client.advisors'),
      cell: (row) => <Name>{row.advisorCodes.join(', ')}</Name>,
    });
  }
  columns.push({
    key: 'actions',
    heading: t('client.actions'),
    phone: 'action',
    cell: (row) => (
      <Group gap="xs" wrap="wrap">
        {mayActFor(row) ? <ActForClientButton client={row} /> : null}
        <Button
          size="xs"
          variant="default"
          component={Link}
          to={advisorPaths.details(row.accountCode)}
          aria-label={t('client.details_for', { code: row.accountCode })}
        >
          {t('client.details')}
        </Button>
      </Group>
    ),
  });
  return columns;
}

/**
 * One page of the book's clients (the dashboard's list, the search's matches) with the pages
 * below it, in the client columns (the advisors column for a manager).
 */
export function ClientPage(props: {
  caption: string;
  page: { total: number; clients: BookClient[] };
  reportingCurrency: string;
  pageSize: number;
  pageIndex: number;
  onPageChange: (index: number) => void;
}) {
  const columns = useClientColumns({
    reportingCurrency: props.reportingCurrency,
    showAdvisors: useIsManager(),
  });
  return (
    <Stack gap="sm">
      <DataTable
        caption={props.caption}
        rows={props.page.clients}
        columns={columns}
        rowKey={(row) => row.accountId}
        rowAttributes={(row) => ({ 'data-client-code': row.accountCode })}
      />
      <Paging
        total={props.page.total}
        size={props.pageSize}
        index={props.pageIndex}
        onChange={props.onPageChange}
      />
    </Stack>
  );
}
