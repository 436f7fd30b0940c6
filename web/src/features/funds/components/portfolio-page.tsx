import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { DataTable, type Column } from '../../../components/data/data-table';
import { usePositionValueColumns } from '../../../components/data/position-columns';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useFundsOptions } from '../area-options';
import { usePortfolio } from '../api/fund-portfolio';
import { fundPaths } from '../paths';
import { FundsPage } from './page-frame';
import { PositionTotals } from './position-totals';
import { QueryState } from '../../../components/data/query-state';
import { HeldCashBreakdown } from '../../../components/data/held-cash';

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;
type Position = Portfolio['positions'][number];
type Cash = Portfolio['cash'][number];

function PositionActions({ position }: { position: Position }) {
  const { t } = useTranslation('funds');
  const { canSwitch } = useFundsOptions();
  return (
    <Group gap="sm" wrap="nowrap">
      <Anchor component={Link} to={fundPaths.redeem(position.fundId)} size="sm">
        {t('portfolio.redeem')}
      </Anchor>
      {canSwitch ? (
        <Anchor component={Link} to={fundPaths.switch(position.fundId)} size="sm">
          {t('switch.action')}
        </Anchor>
      ) : null}
    </Group>
  );
}

/** The positions' columns: units at the fund's precision, NAV at its NAV decimals, signed P&L. */
function usePositionColumns(): Column<Position>[] {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const valued = usePositionValueColumns<Position>({
    value: t('portfolio.market_value'),
    pnl: t('portfolio.pnl'),
  });
  return [
    {
      key: 'fund',
      heading: t('portfolio.fund'),
      phone: 'title',
      cell: (position) => (
        <Anchor component={Link} to={fundPaths.detail(position.fundId)} inherit>
          {format.text(position.name)}
        </Anchor>
      ),
    },
    {
      key: 'units',
      heading: t('portfolio.units'),
      numeric: true,
      cell: (position) => format.quantity(position.totalUnits, position.unitPrecision),
    },
    {
      key: 'available',
      heading: t('portfolio.available_units'),
      numeric: true,
      cell: (position) => format.quantity(position.availableUnits, position.unitPrecision),
    },
    {
      key: 'nav',
      heading: t('portfolio.nav'),
      numeric: true,
      cell: (position) =>
        position.nav === null ? '–' : format.price(position.nav, position.navPrecision),
    },
    {
      key: 'cost',
      heading: t('portfolio.book_cost'),
      numeric: true,
      cell: (position) => format.money(position.bookCost, position.currency),
    },
    valued.value,
    valued.pnl,
    {
      key: 'actions',
      heading: t('portfolio.actions'),
      phone: 'action',
      cell: (position) => <PositionActions position={position} />,
    },
  ];
}

function PositionsTable({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('funds');
  const columns = usePositionColumns();
  if (portfolio.positions.length === 0)
    return <Text c="dimmed">{t('dashboard.no_positions')}</Text>;
  return (
    <DataTable
      rows={portfolio.positions}
      columns={columns}
      rowKey={(position) => position.fundId}
      rowAttributes={(position) => ({ 'data-fund-id': position.fundId })}
      caption={t('portfolio.tab_funds')}
      footer={<PositionTotals portfolio={portfolio} columnKeys={columns.map((c) => c.key)} />}
    />
  );
}

function CashTable({ portfolio, accountCode }: { portfolio: Portfolio; accountCode: string }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const money = (pick: (cash: Cash) => string) => (cash: Cash) =>
    format.money(pick(cash), cash.currency);
  const columns: Column<Cash>[] = [
    { key: 'currency', heading: t('portfolio.currency'), phone: 'title', cell: (c) => c.currency },
    {
      key: 'available',
      heading: t('portfolio.available'),
      numeric: true,
      phone: 'figure',
      cell: money((cash) => cash.available),
    },
    {
      key: 'held',
      heading: t('portfolio.held'),
      numeric: true,
      cell: money((cash) => cash.holdFundAmount),
    },
    {
      key: 'pending',
      heading: t('portfolio.pending'),
      numeric: true,
      cell: money((cash) => cash.pending),
    },
    { key: 'total', heading: t('portfolio.total'), numeric: true, cell: money((c) => c.total) },
  ];
  return (
    <Stack gap="sm">
      <DataTable
        rows={portfolio.cash}
        columns={columns}
        rowKey={(cash) => cash.currency}
        caption={t('portfolio.tab_cash')}
      />
      <HeldCashBreakdown accountCode={accountCode} lines={portfolio.cash} />
    </Stack>
  );
}

/**
 * The fund positions (the default tab) and the Gateway cash, without the page's frame: the one
 * portfolio screen's funds tab (spec §2.8) shows it too.
 */
export function FundsPortfolioPanel({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  return (
    <QueryState query={portfolio}>
      {(data) => (
        <Tabs defaultValue="funds">
          <Tabs.List>
            <Tabs.Tab value="funds">{t('portfolio.tab_funds')}</Tabs.Tab>
            <Tabs.Tab value="cash">{t('portfolio.tab_cash')}</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="funds" pt="md">
            <PositionsTable portfolio={data} />
          </Tabs.Panel>
          <Tabs.Panel value="cash" pt="md">
            <CashTable portfolio={data} accountCode={accountCode} />
          </Tabs.Panel>
        </Tabs>
      )}
    </QueryState>
  );
}

/** `/funds/portfolio` (spec §2.4): fund positions (the default tab) and cash. */
export function PortfolioPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  return (
    <FundsPage title={t('portfolio.title')}>
      <FundsPortfolioPanel accountCode={accountCode} />
    </FundsPage>
  );
}
