import { Anchor, Badge, Button, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PLAN_STATUSES, type PlanStatus } from '@shared/domain/plan-status';
import { DataTable, type Column } from '../../../components/data/data-table';
import { useFormat } from '../../../lib/use-format';
import { useAdminPlans, type AdminPlanRow } from '../api/admin-plan';
import { AdminPage, Name, QueryState } from '../components/admin-page';
import { adminPaths } from '../paths';
import { PLAN_LIST_STATUSES, PlanStatusBadge, RiskLevel, useAdminPlanTexts } from './plan-texts';

/** The status a list address names (`?status=active`); every status when none or unknown. */
function statusOf(value: string | null): PlanStatus | undefined {
  return (PLAN_STATUSES as readonly string[]).includes(value ?? '')
    ? (value as PlanStatus)
    : undefined;
}

function useColumns(): Column<AdminPlanRow>[] {
  const { t } = useTranslation('adminPlanPages');
  const texts = useAdminPlanTexts();
  const format = useFormat();
  return [
    {
      key: 'name',
      heading: t('plan.name'),
      phone: 'title',
      cell: (row) => (
        <Stack gap={0}>
          <Anchor component={Link} to={adminPaths.planEdit(row.planId)}>
            {format.text(row.name)}
          </Anchor>
          <Text size="xs" c="dimmed">
            <Name>{row.planId}</Name>
          </Text>
        </Stack>
      ),
    },
    { key: 'theme', heading: t('plan.theme'), cell: (row) => texts.theme(row.theme) },
    {
      key: 'minimum',
      heading: t('plan.minimum'),
      numeric: true,
      phone: 'figure',
      cell: (row) => format.money(row.minimumMonthlyAmount, row.currency),
    },
    { key: 'risk', heading: t('plan.risk'), cell: (row) => <RiskLevel level={row.riskLevel} /> },
    { key: 'funds', heading: t('plan.fund_count'), numeric: true, cell: (row) => row.fundCount },
    {
      key: 'status',
      heading: t('plan.status'),
      phone: 'status',
      cell: (row) => <PlanStatusBadge status={row.status} />,
    },
    {
      key: 'live',
      heading: t('plan.live_subscriptions'),
      numeric: true,
      cell: (row) => (
        <Anchor
          component={Link}
          to={adminPaths.planSubscriptions(row.planId)}
          aria-label={t('plan.subscriptions_of', { plan: format.text(row.name) })}
        >
          {row.liveSubscriptions}
        </Anchor>
      ),
    },
    {
      key: 'actions',
      heading: '',
      phone: 'action',
      cell: (row) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            component={Link}
            to={adminPaths.planEdit(row.planId)}
            aria-label={t('plan.edit_of', { plan: format.text(row.name) })}
          >
            {t('plan.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            component={Link}
            to={adminPaths.planSubscriptions(row.planId)}
          >
            {t('plan.subscriptions')}
          </Button>
        </Group>
      ),
    },
  ];
}

/**
 * `/admins/plans` (spec §2.13, issue 30): the plan catalogue by status (a tab each, with its
 * count; the address keeps the status), a plan's editor and subscriptions a click away.
 */
export function PlanListPage() {
  const { t } = useTranslation('adminPlanPages');
  const texts = useAdminPlanTexts();
  const [params, setParams] = useSearchParams();
  const status = statusOf(params.get('status'));
  const plans = useAdminPlans(status);
  const counts = plans.data?.counts;
  const columns = useColumns();
  return (
    <AdminPage
      title={t('list.title')}
      aside={
        <Button component={Link} to={adminPaths.newPlan}>
          {t('list.new')}
        </Button>
      }
    >
      <Stack gap="md">
        <Tabs
          value={status ?? 'all'}
          onChange={(value) => setParams(value && value !== 'all' ? { status: value } : {})}
        >
          <Tabs.List>
            <Tabs.Tab value="all">{t('list.every_status')}</Tabs.Tab>
            {PLAN_LIST_STATUSES.map((value) => (
              <Tabs.Tab
                key={value}
                value={value}
                rightSection={
                  counts ? (
                    <Badge size="sm" variant="light" circle={counts[value] < 10}>
                      {counts[value]}
                    </Badge>
                  ) : null
                }
              >
                {texts.status(value)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <QueryState
          query={plans}
          isEmpty={(data) => data.plans.length === 0}
          emptyText={t('list.none')}
        >
          {(data) => (
            <DataTable
              caption={t('list.title')}
              rows={data.plans}
              columns={columns}
              rowKey={(row) => row.planId}
              rowAttributes={(row) => ({ 'data-plan-id': row.planId })}
            />
          )}
        </QueryState>
      </Stack>
    </AdminPage>
  );
}
