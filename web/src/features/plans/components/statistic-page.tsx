import { Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { QueryState } from '../../../components/data/query-state';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { usePlanStatistic, type PlanStatistic } from '../api/plan-subscription';
import { PlansPage } from './page-frame';
import { LineSketch, PLAN_COLOURS } from './plan-charts';
import { usePlanQueryTexts } from './plan-labels';

type Month = PlanStatistic['months'][number];

/** A headline figure with its label. */
function Figure(props: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text size="xs" c="dimmed">
        {props.label}
      </Text>
      <Text fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {props.children}
      </Text>
    </Stack>
  );
}

/** A legend swatch and its name. */
function Swatch({ index, label }: { index: number; label: string }) {
  return (
    <Group gap={6} wrap="nowrap">
      <span aria-hidden style={{ width: 12, height: 3, background: PLAN_COLOURS[index] }} />
      <Text size="xs">{label}</Text>
    </Group>
  );
}

/** One subscription's figures: invested, value and return, the two lines, and the months. */
function PlanFigures({ statistic }: { statistic: PlanStatistic }) {
  const { t } = useTranslation('plans');
  const format = useFormat();
  const { currency } = statistic;
  const money = (value: string) => format.money(value, currency);
  const plan = format.text(statistic.planName);
  const lines = useMemo(
    () => [
      statistic.months.map((month) => ({ date: month.month, value: month.value })),
      statistic.months.map((month) => ({ date: month.month, value: month.invested })),
    ],
    [statistic.months],
  );
  const columns: Column<Month>[] = [
    { key: 'month', heading: t('statistic.month'), phone: 'title', cell: (row) => row.month },
    {
      key: 'contributed',
      heading: t('statistic.contributed'),
      numeric: true,
      phone: 'figure',
      cell: (row) => money(row.contributed),
    },
    {
      key: 'invested',
      heading: t('statistic.invested'),
      numeric: true,
      cell: (row) => money(row.invested),
    },
    { key: 'value', heading: t('statistic.value'), numeric: true, cell: (row) => money(row.value) },
  ];
  return (
    <Paper withBorder p="md" data-statistic={statistic.planId}>
      <Stack gap="sm">
        <Title order={2} size="h4">
          {plan}
        </Title>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="sm">
          <Figure label={t('field.invested')}>{money(statistic.investedToDate)}</Figure>
          <Figure label={t('field.value')}>{money(statistic.value)}</Figure>
          <Figure label={t('statistic.return')}>
            <SignedChange value={statistic.returnPercent} percent />
          </Figure>
        </SimpleGrid>
        {statistic.months.length > 1 ? (
          <Stack gap={4}>
            <LineSketch
              lines={lines}
              label={t('statistic.chart_label', {
                plan,
                value: money(statistic.value),
                invested: money(statistic.investedToDate),
                months: statistic.months.length,
              })}
            />
            <Group gap="md">
              <Swatch index={0} label={t('statistic.legend_value')} />
              <Swatch index={1} label={t('statistic.legend_invested')} />
            </Group>
          </Stack>
        ) : null}
        {statistic.months.length > 0 ? (
          <DataTable
            rows={statistic.months}
            columns={columns}
            rowKey={(row) => row.month}
            caption={t('statistic.caption', { plan })}
          />
        ) : (
          <Text size="sm" c="dimmed">
            {t('subscriptions.no_runs')}
          </Text>
        )}
      </Stack>
    </Paper>
  );
}

/** `/plans/statistic` (spec §2.11): contributions by month, value against invested, return. */
export function StatisticPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('plans');
  const query = usePlanStatistic(accountCode);
  const texts = usePlanQueryTexts(t('statistic.empty'));
  return (
    <PlansPage title={t('statistic.title')}>
      <QueryState query={query} texts={texts} isEmpty={(data) => data.statistics.length === 0}>
        {(data) => (
          <Stack gap="md">
            {data.statistics.map((statistic) => (
              <PlanFigures key={statistic.subscriptionId} statistic={statistic} />
            ))}
          </Stack>
        )}
      </QueryState>
    </PlansPage>
  );
}
