import { Anchor, Group, Table, Tabs, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CallOutput } from '@shared/contracts/index';
import { useFundsOptions } from '../area-options';
import { usePortfolio } from '../api/fund-portfolio';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { FundsPage } from './page-frame';
import { pnlClass } from '../../../components/data/pnl-class';
import { QueryState } from './query-state';
import { StripedTable } from '../../../components/data/striped-table';
import { fundPaths } from '../paths';

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

function PositionsTable({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const { canSwitch } = useFundsOptions();
  if (portfolio.positions.length === 0)
    return <Text c="dimmed">{t('dashboard.no_positions')}</Text>;
  return (
    <StripedTable
      minWidth={760}
      headings={[
        t('portfolio.fund'),
        t('portfolio.units'),
        t('portfolio.available_units'),
        t('portfolio.nav'),
        t('portfolio.book_cost'),
        t('portfolio.market_value'),
        t('portfolio.pnl'),
        '',
      ]}
    >
      {portfolio.positions.map((position) => (
        <Table.Tr key={position.fundId} data-fund-id={position.fundId}>
          <Table.Td>
            <Anchor component={Link} to={fundPaths.detail(position.fundId)}>
              {format.text(position.name)}
            </Anchor>
          </Table.Td>
          <Table.Td>{position.totalUnits}</Table.Td>
          <Table.Td>{position.availableUnits}</Table.Td>
          <Table.Td>{position.nav ?? '–'}</Table.Td>
          <Table.Td>{format.money(position.bookCost, position.currency)}</Table.Td>
          <Table.Td>{format.money(position.marketValue, position.currency)}</Table.Td>
          <Table.Td className={pnlClass(position.unrealisedPnl)}>
            {format.money(position.unrealisedPnl, position.currency)} (
            {format.percent(position.unrealisedPnlPercent)})
          </Table.Td>
          <Table.Td>
            <Group gap="sm" wrap="nowrap">
              <Anchor component={Link} to={fundPaths.redeem(position.fundId)}>
                {t('portfolio.redeem')}
              </Anchor>
              {canSwitch ? (
                <Anchor component={Link} to={fundPaths.switch(position.fundId)}>
                  {t('switch.action')}
                </Anchor>
              ) : null}
            </Group>
          </Table.Td>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}

function CashTable({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  return (
    <StripedTable
      minWidth={520}
      headings={[
        t('portfolio.currency'),
        t('portfolio.available'),
        t('portfolio.held'),
        t('portfolio.pending'),
        t('portfolio.total'),
      ]}
    >
      {portfolio.cash.map((cash) => (
        <Table.Tr key={cash.currency}>
          <Table.Td>{cash.currency}</Table.Td>
          <Table.Td>{format.money(cash.available, cash.currency)}</Table.Td>
          <Table.Td>{format.money(cash.holdFundAmount, cash.currency)}</Table.Td>
          <Table.Td>{format.money(cash.pending, cash.currency)}</Table.Td>
          <Table.Td>{format.money(cash.total, cash.currency)}</Table.Td>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}

/** `/funds/portfolio` (spec §2.4): fund positions (the default tab) and cash. */
export function PortfolioPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('funds');
  const portfolio = usePortfolio(accountCode, useReportingCurrency());
  return (
    <FundsPage title={t('portfolio.title')}>
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
              <CashTable portfolio={data} />
            </Tabs.Panel>
          </Tabs>
        )}
      </QueryState>
    </FundsPage>
  );
}
