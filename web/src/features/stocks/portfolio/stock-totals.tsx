import { Group, Paper, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsPhone } from '../../../components/data/data-table';
import { numericClass } from '../../../components/data/pnl-class';
import { SignedMoney } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import type { StockPortfolio } from '../api/stock-portfolio';

/** One totals line: a currency's, or the reporting currency's (through HKD). */
type TotalsLine = {
  key: string;
  label: string;
  currency: string;
  marketValue: string;
  unrealisedPnl: string;
  todayPnl: string;
};

function useLines(portfolio: StockPortfolio): TotalsLine[] {
  const { t } = useTranslation('stocks');
  const currency = portfolio.reportingCurrency;
  return [
    ...portfolio.byCurrency.map((totals) => ({
      key: totals.currency,
      label: t('portfolio.currency_total', { currency: totals.currency }),
      ...totals,
    })),
    {
      key: 'reporting',
      label: t('portfolio.reporting_total', { currency }),
      currency,
      marketValue: portfolio.totalMarketValue,
      unrealisedPnl: portfolio.totalUnrealisedPnl,
      todayPnl: portfolio.totalTodayPnl,
    },
  ];
}

/**
 * The positions' totals: market value, unrealised and today's P&L of each currency, then all of
 * them in the reporting currency, under the columns they total; cards on a phone.
 */
export function StockTotals({
  portfolio,
  columnKeys,
}: {
  portfolio: StockPortfolio;
  columnKeys: readonly string[];
}) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  // Read at once: this row is mounted inside the table or the list of cards DataTable chose.
  const isPhone = useIsPhone();
  const lines = useLines(portfolio);
  if (isPhone) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="stock-totals">
        <Stack gap="xs">
          {lines.map((line) => (
            <Group key={line.key} justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
              <Text fw={600} size="sm">
                {line.label}
              </Text>
              <div>
                <Text size="sm" fw={600} className={numericClass}>
                  {format.money(line.marketValue, line.currency)}
                </Text>
                <Text size="sm" className={numericClass}>
                  {t('portfolio.unrealised_short')}{' '}
                  <SignedMoney value={line.unrealisedPnl} currency={line.currency} />
                </Text>
                <Text size="sm" className={numericClass}>
                  {t('portfolio.today_short')}{' '}
                  <SignedMoney value={line.todayPnl} currency={line.currency} />
                </Text>
              </div>
            </Group>
          ))}
        </Stack>
      </Paper>
    );
  }
  return (
    <>
      {lines.map((line) => {
        const cells: Record<string, ReactNode> = {
          value: format.money(line.marketValue, line.currency),
          pnl: <SignedMoney value={line.unrealisedPnl} currency={line.currency} />,
          today: <SignedMoney value={line.todayPnl} currency={line.currency} />,
        };
        return (
          <Table.Tr key={line.key} data-testid={`stock-totals-${line.key}`}>
            {columnKeys.map((key, index) =>
              index === 0 ? (
                <Table.Th key={key} scope="row" colSpan={1}>
                  {line.label}
                </Table.Th>
              ) : (
                <Table.Td key={key} className={key in cells ? numericClass : undefined} fw={600}>
                  {cells[key]}
                </Table.Td>
              ),
            )}
          </Table.Tr>
        );
      })}
    </>
  );
}
