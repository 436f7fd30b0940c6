import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { toDecimal } from '@shared/domain/decimal';
import type { StockQuote } from '@shared/contracts/stock-definition';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type Column } from '../../../components/data/data-table';
import { SignedChange, SignedMoney } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { useStockOrders, type StockOrder } from '../api/stock-order';
import type { StockPortfolio, StockPosition } from '../api/stock-portfolio';
import { StocksPage } from '../components/page-frame';
import { QueryState } from '../../../components/data/query-state';
import { StockStatusBadge } from '../components/status-badge';
import { useStockTexts } from '../components/stock-texts';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { stockPaths } from '../paths';
import { useLivePortfolio } from '../portfolio/portfolio-page';
import { StockName, useCommonPositionColumns } from '../portfolio/positions-table';
import { useOrderFigureColumns } from '../history/order-figures';
import { MarketStates } from './market-states';

/** How many holdings and orders the dashboard shows; the portfolio and history show them all. */
const TOP = 5;

function Headline(props: { label: string; testId: string; children: ReactNode }) {
  return (
    <Card withBorder>
      <Stack gap={4}>
        <Text size="sm" c="dimmed">
          {props.label}
        </Text>
        <Text
          size="xl"
          fw={700}
          data-testid={props.testId}
          style={{ fontVariantNumeric: 'tabular-nums' }}
        >
          {props.children}
        </Text>
      </Stack>
    </Card>
  );
}

/** The totals in the reporting currency, one headline figure per card. */
function Totals({ portfolio }: { portfolio: StockPortfolio }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const currency = portfolio.reportingCurrency;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Headline label={t('dashboard.market_value', { currency })} testId="stocks-market-value">
        {format.money(portfolio.totalMarketValue, currency)}
      </Headline>
      <Headline label={t('dashboard.today_pnl', { currency })} testId="stocks-today-pnl">
        <SignedMoney value={portfolio.totalTodayPnl} currency={currency} />
      </Headline>
      <Headline label={t('dashboard.unrealised_pnl', { currency })} testId="stocks-unrealised-pnl">
        <SignedMoney value={portfolio.totalUnrealisedPnl} currency={currency} />
      </Headline>
    </SimpleGrid>
  );
}

/** The largest holdings by value in the reporting currency, at their live last price. */
function TopHoldings({
  portfolio,
  quotes,
}: {
  portfolio: StockPortfolio;
  quotes: ReadonlyMap<string, StockQuote>;
}) {
  const { t } = useTranslation('stocks');
  const common = useCommonPositionColumns();
  if (portfolio.positions.length === 0) {
    return <Text c="dimmed">{t('portfolio.none')}</Text>;
  }
  const top = [...portfolio.positions]
    .sort((a, b) => toDecimal(b.reportingMarketValue).cmp(toDecimal(a.reportingMarketValue)))
    .slice(0, TOP);
  const columns: Column<StockPosition>[] = [
    common.stock,
    common.quantity,
    common.last,
    {
      key: 'change',
      heading: t('dashboard.change'),
      numeric: true,
      cell: (position) => (
        <SignedChange value={quotes.get(position.symbol)?.changePercent ?? null} percent />
      ),
    },
    common.value,
    // On the dashboard's phone card, today's P&L is a figure too.
    { ...common.today, phone: 'figure' },
  ];
  return (
    <DataTable
      rows={top}
      columns={columns}
      rowKey={(position) => position.symbol}
      rowAttributes={(position) => ({ 'data-symbol': position.symbol })}
      caption={t('dashboard.top_holdings')}
    />
  );
}

/** The latest orders: when, which stock, side, quantity, price and status. */
function RecentOrders({ orders }: { orders: readonly StockOrder[] }) {
  const { t } = useTranslation('stocks');
  const format = useFormat();
  const texts = useStockTexts();
  const columns: Column<StockOrder>[] = [
    {
      key: 'stock',
      heading: t('history.stock'),
      phone: 'title',
      cell: (order) => <StockName symbol={order.symbol} name={order.name} />,
    },
    { key: 'side', heading: t('history.side'), phone: 'title', cell: (o) => texts.side(o.side) },
    ...useOrderFigureColumns(),
    {
      key: 'status',
      heading: t('history.status'),
      phone: 'status',
      cell: (order) => <StockStatusBadge status={order.displayStatus} />,
    },
    {
      key: 'placed',
      heading: t('history.placed_at'),
      cell: (order) => <time dateTime={order.placedAt}>{format.dateTime(order.placedAt)}</time>,
    },
  ];
  return (
    <DataTable
      rows={orders}
      columns={columns}
      rowKey={(order) => order.orderId}
      rowAttributes={(order) => ({ 'data-order-id': order.orderId })}
      caption={t('dashboard.recent_orders')}
    />
  );
}

function SectionHeading({ title, link }: { title: string; link?: { to: string; label: string } }) {
  return (
    <Group justify="space-between" align="baseline">
      <Title order={2} size="h4">
        {title}
      </Title>
      {link ? (
        <Anchor component={Link} to={link.to} size="sm">
          {link.label}
        </Anchor>
      ) : null}
    </Group>
  );
}

/**
 * `/stocks/dashboard` (spec §2.5, issue 11 §10): market value, today's and unrealised P&L in the
 * reporting currency, the house's picks, the HKEX and US market states, the largest holdings at
 * live prices, the latest orders, and the way to the order panel.
 */
export function DashboardPage({
  accountCode,
  housePicks,
}: {
  accountCode: string;
  /** The house's picks of today (issue 30), below the totals, where the route module puts them. */
  housePicks?: ReactNode;
}) {
  const { t } = useTranslation('stocks');
  const { portfolio, valued, live } = useLivePortfolio(accountCode);
  const orders = useStockOrders({
    accountCode,
    pageSize: TOP,
    pageIndex: 0,
    openOnly: false,
  });
  return (
    <StocksPage
      title={t('dashboard.title')}
      aside={
        <Group gap="sm">
          <LiveIndicator state={live.state} lastUpdateAt={live.lastUpdateAt} />
          <Button component={Link} to={stockPaths.order()}>
            {t('dashboard.place_order')}
          </Button>
        </Group>
      }
    >
      <QueryState query={portfolio}>
        {() => (valued ? <Totals portfolio={valued} /> : null)}
      </QueryState>
      {housePicks}
      <SectionHeading title={t('dashboard.markets')} />
      <MarketStates live={live.markets} />
      <SectionHeading
        title={t('dashboard.top_holdings')}
        link={{ to: stockPaths.portfolio, label: t('dashboard.view_portfolio') }}
      />
      <QueryState query={portfolio}>
        {() => (valued ? <TopHoldings portfolio={valued} quotes={live.quotes} /> : null)}
      </QueryState>
      <SectionHeading
        title={t('dashboard.recent_orders')}
        link={{ to: stockPaths.history, label: t('dashboard.view_history') }}
      />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('dashboard.no_orders')}
      >
        {(data) => <RecentOrders orders={data.orders} />}
      </QueryState>
    </StocksPage>
  );
}
