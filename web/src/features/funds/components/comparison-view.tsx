import { Group, Stack, Table, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { toDecimal } from '@shared/domain/decimal';
import { useFormat } from '../../../lib/use-format';
import { LINE_COLOURS, LineChart } from './line-chart';

type Comparison = CallOutput<'fund/compareFunds'>;

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

/** Compared funds rebased to 100: the chart, described in words, and each fund's change. */
export function ComparisonView(props: {
  comparison: Comparison;
  periodLabel: string;
  nameOf: (fundId: string) => string;
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const { series } = props.comparison;
  const lines = useMemo(() => changeLines(props.comparison), [props.comparison]);
  const label = t('comparer.chart_label', {
    period: props.periodLabel,
    funds: series
      .map((line) => `${props.nameOf(line.fundId)} ${format.percent(line.priceChange)}`)
      .join('; '),
  });
  return (
    <Stack>
      <LineChart label={label} series={lines} format={{ type: 'percent', precision: 2 }} />
      <Table>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('column.fund')}</Table.Th>
            <Table.Th>{t('column.change')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {series.map((line, index) => (
            <Table.Tr key={line.fundId}>
              <Table.Td>
                <Group gap={8} wrap="nowrap">
                  <Text
                    span
                    size="sm"
                    aria-hidden="true"
                    style={{ color: LINE_COLOURS[index % LINE_COLOURS.length] }}
                  >
                    ■
                  </Text>
                  {props.nameOf(line.fundId)}
                </Group>
              </Table.Td>
              <Table.Td>{format.percent(line.priceChange)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
