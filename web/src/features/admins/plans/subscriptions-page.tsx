import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CsvExportBar } from '../../../components/data/csv-export';
import { DataTable, type Column } from '../../../components/data/data-table';
import { Paging } from '../../../components/data/paging';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import {
  usePlanSubscriptions,
  usePlanSubscriptionsCsv,
  type AdminPlanSubscription,
} from '../api/admin-plan';
import { AdminPage, Name, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { PlanStatusBadge, SUBSCRIPTION_FAMILY, useAdminPlanTexts } from './plan-texts';

/** Subscriptions per page. */
const PAGE_SIZE = 20;

/** A subscription's latest runs, newest first: month, outcome and amount, one a line. */
function LastRuns({ row }: { row: AdminPlanSubscription }) {
  const { t } = useTranslation('adminPlanPages');
  const texts = useAdminPlanTexts();
  const format = useFormat();
  if (row.lastRuns.length === 0) return <>{t('subscriptions.no_runs')}</>;
  return (
    <Stack gap={0}>
      {row.lastRuns.map((run) => (
        <Text key={run.month} size="sm" c={run.status === 'failed' ? 'red.8' : undefined}>
          {t('subscriptions.run', {
            date: run.debitDate,
            status: texts.runStatus(run.status),
            amount: format.money(run.amount, row.currency),
          })}
        </Text>
      ))}
    </Stack>
  );
}

function useColumns(): Column<AdminPlanSubscription>[] {
  const { t } = useTranslation('adminPlanPages');
  const texts = useAdminPlanTexts();
  const format = useFormat();
  const money = (row: AdminPlanSubscription, value: string) => format.money(value, row.currency);
  return [
    {
      key: 'client',
      heading: t('subscriptions.client'),
      phone: 'title',
      cell: (row) => (
        <Stack gap={0}>
          <Name>{row.accountCode}</Name>
          <Text size="xs" c="dimmed">
            <Name>{row.holderName}</Name>
          </Text>
        </Stack>
      ),
    },
    {
      key: 'status',
      heading: t('plan.status'),
      phone: 'status',
      cell: (row) => (
        <StatusBadge family={SUBSCRIPTION_FAMILY[row.status]}>
          {texts.subscriptionStatus(row.status)}
        </StatusBadge>
      ),
    },
    {
      key: 'monthly',
      heading: t('subscriptions.monthly_amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => money(row, row.monthlyAmount),
    },
    {
      key: 'day',
      heading: t('subscriptions.debit_day'),
      numeric: true,
      cell: (row) => row.debitDay,
    },
    {
      key: 'first',
      heading: t('subscriptions.first_month'),
      oneLine: true,
      cell: (row) => row.firstMonth,
    },
    {
      key: 'invested',
      heading: t('subscriptions.invested'),
      numeric: true,
      cell: (row) => money(row, row.investedToDate),
    },
    { key: 'runs', heading: t('subscriptions.runs'), numeric: true, cell: (row) => row.runCount },
    { key: 'last', heading: t('subscriptions.last_runs'), cell: (row) => <LastRuns row={row} /> },
  ];
}

/**
 * `/admins/plans/subscriptions/{planCode}` (spec §2.13, issue 30; the code is the plan's id): the
 * plan's subscriptions with status, amounts and latest runs, a page at a time, and every one of
 * them as the server's CSV file.
 */
export function PlanSubscriptionsPage({ planCode }: { planCode: string }) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const [pageIndex, setPageIndex] = useState(0);
  const page = usePlanSubscriptions(planCode, pageIndex * PAGE_SIZE, PAGE_SIZE);
  const exporter = usePlanSubscriptionsCsv(planCode);
  const columns = useColumns();
  const plan = page.data?.plan;
  return (
    <AdminPage title={t('subscriptions.title')}>
      <Stack gap="md">
        <Group gap="sm">
          {plan ? (
            <Anchor component={Link} to={adminPaths.planEdit(plan.planId)} fw={600}>
              {format.text(plan.name)}
            </Anchor>
          ) : null}
          <Text size="sm" c="dimmed">
            <Name>{planCode}</Name>
          </Text>
          {plan ? <PlanStatusBadge status={plan.status} /> : null}
        </Group>
        <CsvExportBar
          exporter={exporter}
          hasRows={Boolean(page.data?.subscriptions.length)}
          count={page.data ? t('subscriptions.count', { count: page.data.total }) : null}
        />
        <QueryState
          query={page}
          isEmpty={(data) => data.subscriptions.length === 0}
          emptyText={t('subscriptions.none')}
        >
          {(data) => (
            <Stack gap="sm">
              <DataTable
                caption={t('subscriptions.title')}
                rows={data.subscriptions}
                columns={columns}
                rowKey={(row) => row.subscriptionId}
                rowAttributes={(row) => ({ 'data-subscription-id': row.subscriptionId })}
              />
              <Paging
                total={data.total}
                size={PAGE_SIZE}
                index={pageIndex}
                onChange={setPageIndex}
              />
            </Stack>
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}
