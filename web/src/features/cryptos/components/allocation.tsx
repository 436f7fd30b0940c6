import { Group, Progress, Stack, Text } from '@mantine/core';
import { toDecimal } from '@shared/domain/decimal';
import { useTranslation } from 'react-i18next';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import type { CryptoPortfolio } from '../api/crypto-balance';

const COLOURS = ['orange.6', 'indigo.6', 'teal.6', 'gray.6'] as const;

/**
 * What the total is made of: each asset and the cash, as shares of one bar with a legend of
 * their values in the reporting currency and their percentages.
 */
export function Allocation({ portfolio }: { portfolio: CryptoPortfolio }) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const currency = portfolio.reportingCurrency;
  const total = toDecimal(portfolio.totals.totalValue);
  const parts = [
    ...portfolio.positions.map((position) => ({
      key: position.asset,
      label: position.asset,
      value: position.marketValueReporting,
    })),
    { key: 'cash', label: t('dashboard.cash'), value: portfolio.totals.cashValue },
  ].map((part, index) => ({
    ...part,
    colour: COLOURS[index % COLOURS.length] ?? 'gray.6',
    percent: total.isZero()
      ? '0'
      : toDecimal(part.value).div(total).mul(100).toDecimalPlaces(2).toString(),
  }));
  if (total.isZero()) return <Text c="dimmed">{t('dashboard.nothing_held')}</Text>;
  return (
    <Stack gap="sm" data-testid="crypto-allocation">
      <Progress.Root size={18} aria-hidden>
        {parts.map((part) => (
          <Progress.Section key={part.key} value={Number(part.percent)} color={part.colour} />
        ))}
      </Progress.Root>
      <Stack gap={4}>
        {parts.map((part) => (
          <Group key={part.key} justify="space-between" wrap="nowrap" data-part={part.key}>
            <Group gap={6} wrap="nowrap">
              <Progress.Root size={10} w={10} aria-hidden>
                <Progress.Section value={100} color={part.colour} />
              </Progress.Root>
              <Text size="sm">{part.label}</Text>
            </Group>
            <Text size="sm" className={numericClass}>
              {format.money(part.value, currency)} · {format.percent(part.percent)}
            </Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
