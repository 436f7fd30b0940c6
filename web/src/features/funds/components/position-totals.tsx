import { Group, Paper, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CallOutput } from '@shared/contracts/index';
import { useIsPhone } from '../../../components/data/data-table';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import { SignedMoney } from './signed-money';

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

/**
 * The positions' totals row: book cost, market value and P&L added up in the reporting currency
 * (through HKD, as the server values them), under the columns they total; a card on a phone.
 */
export function PositionTotals({
  portfolio,
  columnKeys,
}: {
  portfolio: Portfolio;
  columnKeys: readonly string[];
}) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  // Read at once, not after the first paint: this row is mounted inside the table or the list of
  // cards that DataTable already chose, and a table row outside a table cannot render.
  const isPhone = useIsPhone();
  const currency = portfolio.reportingCurrency;
  const label = t('portfolio.totals', { currency });
  const value = format.money(portfolio.totalMarketValue, currency);
  const pnl = <SignedMoney value={portfolio.totalUnrealisedPnl} currency={currency} />;
  if (isPhone) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="position-totals">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Text fw={600} size="sm">
            {label}
          </Text>
          <div>
            <Text size="sm" fw={600} className={numericClass}>
              {value}
            </Text>
            <Text size="sm" className={numericClass}>
              {pnl}
            </Text>
          </div>
        </Group>
      </Paper>
    );
  }
  const cells: Record<string, ReactNode> = {
    fund: label,
    cost: format.money(portfolio.totalBookCost, currency),
    value,
    pnl,
  };
  return (
    <Table.Tr data-testid="position-totals">
      {columnKeys.map((key) =>
        key === 'fund' ? (
          <Table.Th key={key} scope="row">
            {cells[key]}
          </Table.Th>
        ) : (
          <Table.Td key={key} className={key in cells ? numericClass : undefined} fw={600}>
            {cells[key]}
          </Table.Td>
        ),
      )}
    </Table.Tr>
  );
}
