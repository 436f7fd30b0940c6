import { Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { QueryState } from '../../../components/data/query-state';
import { DataTable, type Column } from '../../../components/data/data-table';
import { StatusBadge } from '../../../components/data/status-badge';
import { useFormat } from '../../../lib/use-format';
import { usePlanSubscription } from '../api/plan-subscription';
import type { CallOutput } from '@shared/contracts/index';
import { usePlanQueryTexts, usePlanResultName } from './plan-labels';

type Run = CallOutput<'plan-subscription/loadSubscription'>['runs'][number];

/** One subscription's monthly runs, newest first: month, debit date, status, amount, orders. */
export function RunsTable(props: { accountCode: string; subscriptionId: number }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const reasonText = usePlanResultName();
  const query = usePlanSubscription(props.accountCode, props.subscriptionId);
  const texts = usePlanQueryTexts(t('subscriptions.no_runs'));
  return (
    <QueryState query={query} texts={texts} isEmpty={(data) => data.runs.length === 0}>
      {(data) => {
        const currency = data.subscription?.currency ?? '';
        const columns: Column<Run>[] = [
          {
            key: 'month',
            heading: t('subscriptions.month'),
            phone: 'title',
            cell: (run) => run.month,
          },
          { key: 'date', heading: t('subscriptions.debit_date'), cell: (run) => run.debitDate },
          {
            key: 'status',
            heading: t('field.status'),
            phone: 'status',
            cell: (run) => (
              <StatusBadge family={run.status === 'dealt' ? 'done' : 'failed'}>
                {t(`run_status.${run.status}`)}
              </StatusBadge>
            ),
          },
          {
            key: 'amount',
            heading: t('subscriptions.amount'),
            numeric: true,
            phone: 'figure',
            cell: (run) => format.money(run.amount, currency),
          },
          {
            key: 'orders',
            heading: t('subscriptions.orders'),
            cell: (run) => run.orderIds.join(', ') || '–',
          },
          {
            key: 'reason',
            heading: t('subscriptions.fail_reason'),
            cell: (run) => (run.failReason ? reasonText(run.failReason) : '–'),
          },
        ];
        return (
          <Stack gap="xs">
            <Title order={2} size="h4">
              {t('subscriptions.runs_of', {
                plan: data.subscription ? format.text(data.subscription.planName) : '',
              })}
            </Title>
            <DataTable rows={data.runs} columns={columns} rowKey={(run) => run.month} />
            <Text size="xs" c="dimmed">
              {t('subscribe.estimate_note')}
            </Text>
          </Stack>
        );
      }}
    </QueryState>
  );
}
