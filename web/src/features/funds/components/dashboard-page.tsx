import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { toDecimal } from '@shared/domain/decimal';
import { roundDecimal } from '@shared/domain/rounding';
import type { CallOutput } from '@shared/contracts/index';
import { useFundOrders } from '../api/fund-order';
import { usePortfolio } from '../api/fund-portfolio';
import { useWatchlist } from '../api/fund-watchlist';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { FundList } from './fund-list';
import { FundsPage } from './page-frame';
import { QueryState } from '../../../components/data/query-state';
import { OrdersTable } from './recent-orders';
import { RiskReminder } from './risk-reminder';
import { SignedMoney } from './signed-money';
import { useFundsOptions } from '../area-options';

// The donut brings recharts (about 100 KB gzip): the figures show first, the drawing follows.
const DonutChart = lazy(() =>
  import('./donut-chart').then((module) => ({ default: module.DonutChart })),
);

type Portfolio = CallOutput<'fund-portfolio/loadFundPortfolio'>;

function Totals({ portfolio }: { portfolio: Portfolio }) {
  const { t } = useTranslation('funds');
  const format = useFormat();
  const total = toDecimal(portfolio.totalMarketValue);
  const slices = portfolio.positions.map((position) => ({
    label: format.text(position.name),
    value: position.marketValueReporting,
    amount: format.money(position.marketValueReporting, portfolio.reportingCurrency),
    share: total.isZero()
      ? '0%'
      : format.percent(
          roundDecimal(toDecimal(position.marketValueReporting).div(total).mul(100), 2, 'normal'),
        ),
  }));
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      <Card withBorder>
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('dashboard.total_market_value')}
          </Text>
          <Text size="xl" fw={700} data-testid="total-market-value">
            {format.money(portfolio.totalMarketValue, portfolio.reportingCurrency)}
          </Text>
          <Text size="sm" c="dimmed">
            {t('dashboard.unrealised_pnl')}
          </Text>
          <Text fw={600} data-testid="total-unrealised-pnl">
            <SignedMoney
              value={portfolio.totalUnrealisedPnl}
              currency={portfolio.reportingCurrency}
            />
          </Text>
        </Stack>
      </Card>
      <Card withBorder>
        <Title order={2} size="h4" mb="sm">
          {t('dashboard.allocation')}
        </Title>
        {slices.length ? (
          <Suspense fallback={<Skeleton height={220} circle mx="auto" />}>
            <DonutChart slices={slices} label={t('dashboard.allocation')} />
          </Suspense>
        ) : (
          <Text c="dimmed">{t('dashboard.no_positions')}</Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/**
 * `/funds/dashboard` (spec §2.4): totals, allocation, risk reminder, the house's picks, recent
 * orders, watchlist.
 */
export function DashboardPage({
  accountCode,
  canInvest,
  housePicks,
}: {
  accountCode: string;
  /** Whether the signed-in person invests (an account holder): only they are reminded of the RAQ. */
  canInvest: boolean;
  /** The house's picks of today (issue 30), below the totals, where the route module puts them. */
  housePicks?: ReactNode;
}) {
  const { t } = useTranslation('funds');
  const reportingCurrency = useReportingCurrency();
  const portfolio = usePortfolio(accountCode, reportingCurrency);
  const orders = useFundOrders({ accountCode, pageSize: 5 });
  const watchlist = useWatchlist(accountCode);
  const { riskAssessmentPath } = useFundsOptions();
  return (
    <FundsPage title={t('dashboard.title')}>
      {canInvest ? (
        <RiskReminder accountCode={accountCode} assessmentPath={riskAssessmentPath} />
      ) : null}
      <QueryState query={portfolio}>{(data) => <Totals portfolio={data} />}</QueryState>
      {housePicks}
      <Title order={2} size="h4">
        {t('dashboard.recent_orders')}
      </Title>
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('dashboard.no_orders')}
      >
        {(data) => <OrdersTable orders={data.orders} />}
      </QueryState>
      <Title order={2} size="h4">
        {t('dashboard.watchlist')}
      </Title>
      <QueryState
        query={watchlist}
        isEmpty={(data) => data.funds.length === 0}
        emptyText={t('dashboard.empty_watchlist')}
      >
        {(data) => <FundList funds={data.funds} caption={t('dashboard.watchlist')} />}
      </QueryState>
    </FundsPage>
  );
}
