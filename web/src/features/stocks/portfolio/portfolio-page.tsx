import { Group, Stack, Tabs, Text } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useStockPortfolio, type StockPortfolio } from '../api/stock-portfolio';
import { useStocksOptions } from '../area-options';
import { StocksPage } from '../components/page-frame';
import { QueryState } from '../../../components/data/query-state';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { useLiveQuotes } from '../live/use-live-quotes';
import { PositionsTable } from './positions-table';
import { revaluePortfolio } from './revalue';

const NO_SYMBOLS: readonly string[] = [];

/**
 * The stock portfolio re-valued at the live last prices of its stocks (one stream for the
 * page's symbols), with the stream's state for the page's indicator.
 */
export function useLivePortfolio(accountCode: string) {
  const portfolio = useStockPortfolio(accountCode, useReportingCurrency());
  const positions = portfolio.data?.positions;
  const symbols = useMemo(
    () => (positions ? positions.map((position) => position.symbol) : NO_SYMBOLS),
    [positions],
  );
  const live = useLiveQuotes(symbols);
  const valued = useMemo(
    () => (portfolio.data ? revaluePortfolio(portfolio.data, live.quotes) : undefined),
    [portfolio.data, live.quotes],
  );
  return { portfolio, valued, live };
}

function StocksPanel({ portfolio }: { portfolio: StockPortfolio }) {
  const { t } = useTranslation('stocks');
  if (portfolio.positions.length === 0) {
    return <Text c="dimmed">{t('portfolio.none')}</Text>;
  }
  return <PositionsTable portfolio={portfolio} />;
}

/**
 * The stock positions at live prices with the stream's indicator, without the page's frame: the
 * one portfolio screen's stocks tab (spec §2.8) shows it too.
 */
export function StocksPortfolioPanel({ accountCode }: { accountCode: string }) {
  const { portfolio, valued, live } = useLivePortfolio(accountCode);
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <LiveIndicator state={live.state} lastUpdateAt={live.lastUpdateAt} />
      </Group>
      <QueryState query={portfolio}>
        {() => (valued ? <StocksPanel portfolio={valued} /> : null)}
      </QueryState>
    </Stack>
  );
}

/**
 * `/stocks/portfolio` (spec §2.5, issue 11 §11), open on the Stocks tab: each stock's quantity
 * available, frozen and pending settlement, average cost, live last price, market value,
 * unrealised and today's P&L, totals per currency and in the reporting currency. The Funds tab
 * is the funds area's portfolio (spec §2.8), when the brand has funds.
 */
export function PortfolioPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('stocks');
  const navigate = useNavigate();
  const { fundsPortfolioPath } = useStocksOptions();
  const { portfolio, valued, live } = useLivePortfolio(accountCode);
  return (
    <StocksPage
      title={t('portfolio.title')}
      aside={<LiveIndicator state={live.state} lastUpdateAt={live.lastUpdateAt} />}
    >
      <Tabs
        value="stocks"
        onChange={(tab) => {
          if (tab === 'funds' && fundsPortfolioPath) void navigate(fundsPortfolioPath);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="stocks">{t('portfolio.tab_stocks')}</Tabs.Tab>
          {fundsPortfolioPath ? (
            <Tabs.Tab value="funds">{t('portfolio.tab_funds')}</Tabs.Tab>
          ) : null}
        </Tabs.List>
        <Tabs.Panel value="stocks" pt="md">
          <QueryState query={portfolio}>
            {() => (valued ? <StocksPanel portfolio={valued} /> : null)}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </StocksPage>
  );
}
