import { Group, Stack, Text } from '@mantine/core';
import { useQueries } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { toDecimal } from '@shared/domain/decimal';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { fundQuery } from '../api/fund';
import { codeKey } from '../code-key';
import { LINE_COLOURS, LineChart } from './line-chart';

type Comparison = CallOutput<'fund/compareFunds'>;
type Line = Comparison['series'][number];
type FundDetail = CallOutput<'fund/getFund'>['fund'];

/** The returns the table shows beside the chosen period's change (spec §3 periods). */
const RETURN_PERIODS = ['1months', '3months', '1year', '3years'] as const;

/**
 * Each fund's line as its change in percent since the period's start: a rebased value of 105.2
 * is drawn as 5.2%, so the scale and crosshair read as performance. Geometry only: each line's
 * change is shown as text below.
 */
function changeLines(comparison: Comparison) {
  return comparison.series.map((line) => ({
    name: line.fundId,
    points: line.points.map((point) => ({
      date: point.date,
      value: toDecimal(point.value).minus(100).toNumber(),
    })),
  }));
}

/** One row of the table: a compared line, its colour, and the fund's details once loaded. */
type Row = { line: Line; colour: string; fund: FundDetail | undefined };

function useColumns(periodLabel: string, nameOf: (fundId: string) => string): Column<Row>[] {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const returns = RETURN_PERIODS.map((period): Column<Row> => ({
    key: `return-${period}`,
    heading: t(`period.${codeKey(period)}` as never),
    numeric: true,
    cell: ({ fund }) => <SignedChange value={fund?.priceChanges[period] ?? null} percent />,
  }));
  return [
    {
      key: 'fund',
      heading: t('column.fund'),
      phone: 'title',
      cell: ({ line, colour }) => (
        <Group gap={8} wrap="nowrap" align="baseline">
          <Text span size="sm" aria-hidden="true" style={{ color: colour }}>
            ■
          </Text>
          {nameOf(line.fundId)}
        </Group>
      ),
    },
    {
      key: 'change',
      heading: t('comparer.change_over', { period: periodLabel }),
      numeric: true,
      phone: 'figure',
      cell: ({ line }) => <SignedChange value={line.priceChange} percent />,
    },
    {
      key: 'nav',
      heading: t('comparer.latest_nav'),
      numeric: true,
      cell: ({ fund }) =>
        fund?.nav ? `${fund.currency} ${format.price(fund.nav, fund.navPrecision)}` : '–',
    },
    ...returns,
    {
      key: 'risk',
      heading: t('column.risk'),
      numeric: true,
      cell: ({ fund }) => fund?.riskLevel ?? '–',
    },
    { key: 'currency', heading: t('column.currency'), cell: ({ fund }) => fund?.currency ?? '–' },
  ];
}

/**
 * Compared funds rebased to 100: the chart, described in words, and a table of each fund's
 * change over the period, latest NAV, returns over 1 month to 3 years, risk level and currency.
 */
export function ComparisonView(props: {
  comparison: Comparison;
  periodLabel: string;
  nameOf: (fundId: string) => string;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const { series } = props.comparison;
  const lines = useMemo(() => changeLines(props.comparison), [props.comparison]);
  const details = useQueries({ queries: series.map((line) => fundQuery(line.fundId)) });
  const rows: Row[] = series.map((line, index) => ({
    line,
    colour: LINE_COLOURS[index % LINE_COLOURS.length] ?? 'currentColor',
    fund: details[index]?.data?.fund,
  }));
  const columns = useColumns(props.periodLabel, props.nameOf);
  const label = t('comparer.chart_label', {
    period: props.periodLabel,
    funds: series
      .map((line) =>
        [
          props.nameOf(line.fundId),
          line.priceChange === null ? '–' : format.change(line.priceChange, 2, '%').text,
        ].join(' '),
      )
      .join('; '),
  });
  return (
    <Stack>
      <LineChart label={label} series={lines} format={{ type: 'percent', precision: 2 }} />
      <DataTable
        rows={rows}
        columns={columns}
        rowKey={(row) => row.line.fundId}
        rowAttributes={(row) => ({ 'data-fund-id': row.line.fundId })}
        caption={t('comparer.table_caption', { period: props.periodLabel })}
      />
    </Stack>
  );
}
