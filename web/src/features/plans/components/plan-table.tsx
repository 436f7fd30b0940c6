import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import type { PlanSummary } from '../api/plan';
import { planPaths } from '../paths';
import { periodKey, RiskBadge } from './plan-labels';

/** The periods the list shows a column for, of those the search answers. */
const SHOWN = ['3months', '1year', '3years'];

/** Plans in a table (a card each at phone width): name, theme, risk, currency, minimum, returns. */
export function PlanTable(props: { plans: readonly PlanSummary[]; periods: readonly string[] }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const periods = props.periods.filter((period) => SHOWN.includes(period));
  const columns: Column<PlanSummary>[] = [
    {
      key: 'name',
      heading: t('field.plan'),
      phone: 'title',
      cell: (plan) => (
        <Anchor component={Link} to={planPaths.detail(plan.planId)} data-plan-id={plan.planId}>
          {format.text(plan.name)}
        </Anchor>
      ),
    },
    { key: 'theme', heading: t('field.theme'), cell: (plan) => t(`theme.${plan.theme}`) },
    {
      key: 'risk',
      heading: t('field.risk'),
      phone: 'status',
      cell: (plan) => <RiskBadge level={plan.riskLevel} />,
    },
    { key: 'currency', heading: t('field.currency'), cell: (plan) => plan.currency },
    {
      key: 'minimum',
      heading: t('field.minimum'),
      numeric: true,
      cell: (plan) => format.money(plan.minimumMonthlyAmount, plan.currency),
    },
    ...periods.map((period): Column<PlanSummary> => ({
      key: `return-${period}`,
      heading: t('field.return', { period: t(periodKey(period)) }),
      numeric: true,
      phone: period === '1year' ? 'figure' : 'detail',
      cell: (plan) => <SignedChange value={plan.returns[period] ?? null} percent />,
    })),
  ];
  return (
    <DataTable
      rows={props.plans}
      columns={columns}
      rowKey={(plan) => plan.planId}
      rowAttributes={(plan) => ({ 'data-plan-row': plan.planId })}
      caption={t('search.caption')}
    />
  );
}
