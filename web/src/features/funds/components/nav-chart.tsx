import { NativeSelect, Stack, Text } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useFormat } from '../../../lib/use-format';
import { useNavHistory } from '../api/fund';
import { codeKey } from '../code-key';
import { LineChart } from './line-chart';
import { QueryState } from '../../../components/data/query-state';

type NavHistory = CallOutput<'fund/getNavHistory'>;

const periods = [
  '1months',
  '3months',
  '6months',
  '1year',
  '3years',
  '5years',
  'ytd',
  'sinceLaunch',
];

/** The drawn NAV line and, as text beside it, what it shows from the first point to the last. */
function NavLine(props: {
  history: NavHistory;
  name: string;
  navPrecision: number;
  period: string;
}) {
  const { t } = useTranslation('funds');
  const { history, name } = props;
  // Geometry only: the figures are in the label and the facts.
  const series = useMemo(
    () => [{ name, points: history.points.map((p) => ({ date: p.date, value: Number(p.nav) })) }],
    [history, name],
  );
  const format = useFormat();
  const point = (at: NavHistory['points'][number] | undefined) =>
    at ? `${at.date} ${history.currency} ${format.price(at.nav, props.navPrecision)}` : '';
  const label = t('detail.chart_label', {
    name,
    period: props.period,
    first: point(history.points[0]),
    last: point(history.points.at(-1)),
  });
  return (
    <>
      <LineChart
        label={label}
        series={series}
        format={{ type: 'price', precision: props.navPrecision }}
      />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </>
  );
}

/** A fund's NAV over a chosen period, drawn at the fund's NAV precision and described in words. */
export function NavChart(props: { fundId: string; name: string; navPrecision: number }) {
  const { t } = useTranslation('funds');
  const [period, setPeriod] = useState('1year');
  const history = useNavHistory(props.fundId, period);
  return (
    <Stack gap="xs">
      <NativeSelect
        label={t('search.period')}
        value={period}
        w={200}
        data={periods.map((value) => ({ value, label: t(`period.${codeKey(value)}` as never) }))}
        onChange={(event) => setPeriod(event.currentTarget.value)}
      />
      <QueryState
        query={history}
        isEmpty={(data) => data.points.length < 2}
        emptyText={t('detail.no_history')}
      >
        {(data) => (
          <NavLine
            history={data}
            name={props.name}
            navPrecision={props.navPrecision}
            period={t(`period.${codeKey(period)}` as never)}
          />
        )}
      </QueryState>
    </Stack>
  );
}
