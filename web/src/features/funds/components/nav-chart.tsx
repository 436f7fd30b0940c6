import { NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavHistory } from '../api/fund-queries';
import { codeKey } from '../hooks/use-fund-format';
import { LineChart } from './line-chart';
import { QueryState } from './query-state';

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

/** A fund's NAV over a chosen period, drawn and described in words. */
export function NavChart({ fundId, name }: { fundId: string; name: string }) {
  const { t } = useTranslation('funds');
  const [period, setPeriod] = useState('1year');
  const history = useNavHistory(fundId, period);
  const periodLabel = t(`period.${codeKey(period)}` as never);
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
        {(data) => {
          const first = data.points[0];
          const last = data.points[data.points.length - 1];
          const label = t('detail.chart_label', {
            name,
            period: periodLabel,
            first: `${first?.date} ${data.currency} ${first?.nav}`,
            last: `${last?.date} ${data.currency} ${last?.nav}`,
          });
          return (
            <>
              <LineChart
                label={label}
                // Geometry only: the figures are in the label and the facts.
                series={[
                  {
                    name,
                    points: data.points.map((p) => ({ date: p.date, value: Number(p.nav) })),
                  },
                ]}
              />
              <Text size="xs" c="dimmed">
                {label}
              </Text>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
}
