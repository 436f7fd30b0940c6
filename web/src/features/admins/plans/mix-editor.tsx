import { Button, Group, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import Decimal from 'decimal.js';
import { useTranslation } from 'react-i18next';
import { MAX_PLAN_FUNDS } from '@shared/domain/admin-plan';
import { isDecimalString } from '@shared/domain/decimal';
import { useFormat } from '../../../lib/use-format';
import type { PlanFund } from '../api/admin-plan';
import { Name } from '../components/admin-page';
import { RiskLevel } from './plan-texts';

/** One fund of the mix as the editor holds it: the weight as typed. */
export type MixRow = { fundId: string; weight: string };

/** The weights' sum (a weight not yet a number counts nothing) and whether it is exactly 100. */
export function mixTotal(rows: readonly MixRow[]): { total: string; isHundred: boolean } {
  const total = rows.reduce(
    (sum, row) => (isDecimalString(row.weight.trim()) ? sum.add(row.weight.trim()) : sum),
    new Decimal(0),
  );
  return { total: total.toString(), isHundred: total.eq(100) };
}

/** The live total under the weights: green at exactly 100 %, red otherwise. */
function MixTotal({ rows }: { rows: readonly MixRow[] }) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const { total, isHundred } = mixTotal(rows);
  return (
    <Text
      size="sm"
      fw={600}
      c={isHundred ? 'green.8' : 'red.8'}
      role="status"
      data-testid="mix-total"
      style={{ fontVariantNumeric: 'tabular-nums' }}
    >
      {isHundred
        ? t('mix.total_ok', { total: format.percent(total) })
        : t('mix.total_off', { total: format.percent(total) })}
    </Text>
  );
}

/** One fund's line: its name, currency and risk, its weight, and its removal. */
function MixLine(props: {
  row: MixRow;
  fund: PlanFund | undefined;
  currency: string;
  onWeight: (weight: string) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const { row, fund } = props;
  const name = fund ? format.text(fund.name) : row.fundId;
  const isOtherCurrency = fund !== undefined && fund.currency !== props.currency;
  return (
    <Paper withBorder p="xs" radius="sm" data-fund-id={row.fundId}>
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={2} style={{ flex: '1 1 14rem', minWidth: 0 }}>
          <Text size="sm" fw={500}>
            {name}
          </Text>
          <Group gap="xs">
            <Text size="xs" c="dimmed">
              <Name>{row.fundId}</Name> · <Name>{fund?.currency ?? ''}</Name>
            </Text>
            {fund ? <RiskLevel level={fund.riskLevel} /> : null}
          </Group>
          {isOtherCurrency ? (
            <Text size="xs" c="red.8">
              {t('mix.other_currency', { currency: props.currency })}
            </Text>
          ) : null}
        </Stack>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            aria-label={t('mix.weight_of', { fund: name })}
            value={row.weight}
            inputMode="decimal"
            rightSection={<Text size="sm">%</Text>}
            w={120}
            styles={{ input: { textAlign: 'right', fontVariantNumeric: 'tabular-nums' } }}
            onChange={(event) => props.onWeight(event.currentTarget.value)}
          />
          <Button
            size="xs"
            variant="subtle"
            color="red"
            aria-label={t('mix.remove_of', { fund: name })}
            onClick={props.onRemove}
          >
            {t('mix.remove')}
          </Button>
        </Group>
      </Group>
    </Paper>
  );
}

/**
 * A plan's mix (issue 30): its funds, each with a weight in percent (at most 2 decimals), a live
 * total that must read exactly 100 %, and a picker offering the funds of the plan currency not
 * yet in it (at most `MAX_PLAN_FUNDS`).
 */
export function MixEditor(props: {
  rows: readonly MixRow[];
  funds: readonly PlanFund[];
  currency: string;
  onChange: (rows: MixRow[]) => void;
}) {
  const { t } = useTranslation('adminPlanPages');
  const format = useFormat();
  const byId = new Map(props.funds.map((fund) => [fund.fundId, fund]));
  const chosen = new Set(props.rows.map((row) => row.fundId));
  const offered = props.funds
    .filter((fund) => fund.currency === props.currency && !chosen.has(fund.fundId))
    .map((fund) => ({ value: fund.fundId, label: `${format.text(fund.name)} (${fund.fundId})` }));
  const isFull = props.rows.length >= MAX_PLAN_FUNDS;
  const update = (index: number, row: MixRow | null) =>
    props.onChange(props.rows.flatMap((each, at) => (at !== index ? [each] : row ? [row] : [])));
  return (
    <Stack gap="xs" role="group" aria-label={t('mix.title')}>
      <Text fw={600}>{t('mix.title')}</Text>
      {props.rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('mix.empty')}
        </Text>
      ) : null}
      {props.rows.map((row, index) => (
        <MixLine
          key={row.fundId}
          row={row}
          fund={byId.get(row.fundId)}
          currency={props.currency}
          onWeight={(weight) => update(index, { ...row, weight })}
          onRemove={() => update(index, null)}
        />
      ))}
      <MixTotal rows={props.rows} />
      <Select
        label={t('mix.add')}
        placeholder={isFull ? t('mix.full', { count: MAX_PLAN_FUNDS }) : t('mix.add_placeholder')}
        data={offered}
        value={null}
        searchable
        disabled={isFull}
        nothingFoundMessage={t('mix.no_fund', { currency: props.currency })}
        maw={480}
        onChange={(fundId) => {
          if (fundId) props.onChange([...props.rows, { fundId, weight: '' }]);
        }}
      />
    </Stack>
  );
}
