import { Alert, Anchor, Button, Stack, Switch } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { QueryState } from '../../../components/data/query-state';
import { SignedPnl } from '../../../components/data/signed-change';
import { apiErrorMessage, MessageAlert } from '../../../lib/message';
import { useFormat } from '../../../lib/use-format';
import {
  usePlanChange,
  usePlanSubscriptions,
  type PlanSubscription,
} from '../api/plan-subscription';
import { planPaths } from '../paths';
import { PlansPage } from './page-frame';
import { PlanStatusBadge, usePlanQueryTexts, usePlanResultText } from './plan-labels';
import { RunsTable } from './runs-table';
import { SubscriptionActions } from './subscription-actions';

/** The last change's answer, in words: the new status, or why nothing changed. */
function ChangeOutcome({ change }: { change: ReturnType<typeof usePlanChange> }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const resultText = usePlanResultText();
  if (change.error) return <MessageAlert message={apiErrorMessage(change.error)} />;
  const answer = change.data;
  if (!answer) return null;
  if (answer.result === 0 && answer.subscription) {
    return (
      <Alert color="green" role="status">
        {t('subscriptions.done', {
          plan: format.text(answer.subscription.planName),
          status: t(`status.${answer.subscription.status}`),
        })}
      </Alert>
    );
  }
  return (
    <Alert color="red" role="alert">
      {resultText(answer.result)}
    </Alert>
  );
}

/**
 * `/plans/subscriptions` (spec §2.11): the client's plans with status, next debit date, invested
 * to date, value and P&L; change the amount, suspend, resume or cancel, each asked first; a
 * plan's monthly runs below when chosen. Cancelled plans leave the list unless asked for.
 */
export function SubscriptionsPage({
  accountCode,
  canChange,
}: {
  accountCode: string;
  /** False while an advisor acts for the client (spec §6): the plans are read, never changed. */
  canChange: boolean;
}) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  // Cancelled plans (record state deleted) apart, as a broker lists them: shown when asked.
  const [withCancelled, setWithCancelled] = useState(false);
  const query = usePlanSubscriptions(accountCode, withCancelled);
  const change = usePlanChange(accountCode);
  const [shown, setShown] = useState<number | null>(null);
  const texts = usePlanQueryTexts(t('subscriptions.empty'));
  const money = (value: string, row: PlanSubscription) => format.money(value, row.currency);
  const columns: Column<PlanSubscription>[] = [
    {
      key: 'plan',
      heading: t('field.plan'),
      phone: 'title',
      cell: (row) => (
        <Anchor component={Link} to={planPaths.detail(row.planId)}>
          {format.text(row.planName)}
        </Anchor>
      ),
    },
    {
      key: 'status',
      heading: t('field.status'),
      phone: 'status',
      cell: (row) => <PlanStatusBadge status={row.status} />,
    },
    {
      key: 'monthly',
      heading: t('field.monthly_amount'),
      numeric: true,
      phone: 'figure',
      cell: (row) => money(row.monthlyAmount, row),
    },
    { key: 'day', heading: t('field.debit_day'), numeric: true, cell: (row) => row.debitDay },
    {
      key: 'next',
      heading: t('field.next_debit'),
      oneLine: true,
      cell: (row) => row.nextDebitDate ?? '–',
    },
    {
      key: 'invested',
      heading: t('field.invested'),
      numeric: true,
      cell: (row) => money(row.investedToDate, row),
    },
    {
      key: 'value',
      heading: t('field.value'),
      numeric: true,
      cell: (row) => money(row.value, row),
    },
    {
      key: 'pnl',
      heading: t('field.pnl'),
      numeric: true,
      cell: (row) => (
        <SignedPnl value={row.profitLoss} percent={row.profitLossPercent} currency={row.currency} />
      ),
    },
    {
      key: 'actions',
      heading: t('field.actions'),
      phone: 'action',
      cell: (row) => (
        <Stack gap={6} align="flex-start">
          {canChange ? (
            <SubscriptionActions
              subscription={row}
              isPending={change.isPending}
              onChange={(next) => change.mutate(next)}
            />
          ) : null}
          <Button
            size="compact-sm"
            variant="subtle"
            aria-pressed={shown === row.subscriptionId}
            onClick={() => setShown(shown === row.subscriptionId ? null : row.subscriptionId)}
          >
            {t('subscriptions.show_runs')}
          </Button>
        </Stack>
      ),
    },
  ];
  return (
    <PlansPage
      title={t('subscriptions.title')}
      aside={
        <Button component={Link} to={planPaths.search} variant="default">
          {t('subscriptions.find')}
        </Button>
      }
    >
      <ChangeOutcome change={change} />
      <Switch
        label={t('subscriptions.show_cancelled')}
        checked={withCancelled}
        onChange={(event) => setWithCancelled(event.currentTarget.checked)}
      />
      <QueryState query={query} texts={texts} isEmpty={(data) => data.subscriptions.length === 0}>
        {(data) => (
          <DataTable
            rows={data.subscriptions}
            columns={columns}
            rowKey={(row) => row.subscriptionId}
            rowAttributes={(row) => ({ 'data-subscription': row.planId })}
            caption={t('subscriptions.caption')}
          />
        )}
      </QueryState>
      {shown !== null ? <RunsTable accountCode={accountCode} subscriptionId={shown} /> : null}
    </PlansPage>
  );
}
