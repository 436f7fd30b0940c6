import { Group, SimpleGrid, Stack, Tabs, Text, Title } from '@mantine/core';
import { toDecimal } from '@shared/domain/decimal';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type Column } from '../../../components/data/data-table';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { QueryState } from '../../../components/data/query-state';
import { SignedChange, SignedMoney } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import {
  useCryptoPortfolio,
  type CryptoCash,
  type CryptoPortfolio,
  type CryptoPosition,
} from '../api/crypto-balance';
import type { CryptoQuote } from '../api/crypto-market';
import { useLiveCryptoQuotes } from '../hooks/use-live-crypto-quotes';
import { AssetName } from './asset-name';
import { Headline } from './headline';
import { CryptosPage } from './page-frame';

/** Positions are valued in USD, the pairs' pivot (crypto-balance contract). */
const VALUATION_CURRENCY = 'USD';

/** The USD pair that prices an asset live. */
const usdPairOf = (asset: string) => `${asset}-${VALUATION_CURRENCY}`;

/** A position at the live last price of its USD pair: market value and unrealised P&L again. */
export function revaluePosition(
  position: CryptoPosition,
  quote: CryptoQuote | undefined,
): CryptoPosition {
  if (!quote) return position;
  const marketValue = toDecimal(position.total).mul(quote.last);
  const cost = position.averageCost === null ? null : toDecimal(position.averageCost);
  const pnl = cost === null ? null : toDecimal(quote.last).minus(cost).mul(position.total);
  return {
    ...position,
    lastPrice: quote.last,
    changePercent24h: quote.changePercent24h,
    marketValue: marketValue.toString(),
    unrealisedPnl: pnl === null ? null : pnl.toString(),
    unrealisedPnlPercent:
      pnl === null || cost === null || cost.isZero() || toDecimal(position.total).isZero()
        ? null
        : pnl.div(cost.mul(position.total)).mul(100).toDecimalPlaces(2).toString(),
  };
}

function usePositionColumns(): Column<CryptoPosition>[] {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const usd = (value: string) => format.money(value, VALUATION_CURRENCY);
  const quantity = (position: CryptoPosition, value: string) =>
    format.quantity(value, position.quantityDecimals);
  return [
    {
      key: 'asset',
      heading: t('portfolio.asset'),
      phone: 'title',
      cell: (position) => <AssetName asset={position.asset} />,
    },
    {
      key: 'available',
      heading: t('portfolio.available'),
      numeric: true,
      cell: (position) => quantity(position, position.available),
    },
    {
      key: 'held',
      heading: t('portfolio.held'),
      numeric: true,
      cell: (position) => quantity(position, position.held),
    },
    {
      key: 'total',
      heading: t('portfolio.quantity'),
      numeric: true,
      phone: 'figure',
      cell: (position) => quantity(position, position.total),
    },
    {
      key: 'cost',
      heading: t('portfolio.average_cost', { currency: VALUATION_CURRENCY }),
      numeric: true,
      cell: (position) =>
        position.averageCost === null ? '–' : format.price(position.averageCost, 2),
    },
    {
      key: 'last',
      heading: t('portfolio.last_price', { currency: VALUATION_CURRENCY }),
      numeric: true,
      cell: (position) => format.price(position.lastPrice, 2),
    },
    {
      key: 'change',
      heading: t('portfolio.change_24h'),
      numeric: true,
      cell: (position) => <SignedChange value={position.changePercent24h} percent />,
    },
    {
      key: 'value',
      heading: t('portfolio.market_value'),
      numeric: true,
      phone: 'figure',
      cell: (position) => usd(position.marketValue),
    },
    {
      key: 'pnl',
      heading: t('portfolio.unrealised_pnl'),
      numeric: true,
      cell: (position) =>
        position.unrealisedPnl === null ? (
          '–'
        ) : (
          <>
            <SignedMoney value={position.unrealisedPnl} currency={VALUATION_CURRENCY} />{' '}
            <Text span size="xs">
              (<SignedChange value={position.unrealisedPnlPercent} percent />)
            </Text>
          </>
        ),
    },
  ];
}

function CashTable({ cash }: { cash: readonly CryptoCash[] }) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const columns: Column<CryptoCash>[] = [
    { key: 'currency', heading: t('portfolio.currency'), phone: 'title', cell: (c) => c.currency },
    {
      key: 'available',
      heading: t('portfolio.available'),
      numeric: true,
      cell: (c) => format.money(c.available, c.currency),
    },
    {
      key: 'held',
      heading: t('portfolio.held'),
      numeric: true,
      cell: (c) => format.money(c.held, c.currency),
    },
    {
      key: 'total',
      heading: t('portfolio.balance'),
      numeric: true,
      phone: 'figure',
      cell: (c) => format.money(c.total, c.currency),
    },
  ];
  return (
    <DataTable
      rows={cash}
      columns={columns}
      rowKey={(c) => c.currency}
      rowAttributes={(c) => ({ 'data-currency': c.currency })}
      caption={t('portfolio.cash')}
    />
  );
}

function AssetsPanel({
  portfolio,
  quotes,
}: {
  portfolio: CryptoPortfolio;
  quotes: ReadonlyMap<string, CryptoQuote>;
}) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const columns = usePositionColumns();
  const currency = portfolio.reportingCurrency;
  const positions = portfolio.positions.map((position) =>
    revaluePosition(position, quotes.get(usdPairOf(position.asset))),
  );
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Headline label={t('portfolio.assets_value', { currency })} testId="crypto-assets-value">
          {format.money(portfolio.totals.assetsValue, currency)}
        </Headline>
        <Headline label={t('portfolio.cash_value', { currency })} testId="crypto-cash-value">
          {format.money(portfolio.totals.cashValue, currency)}
        </Headline>
        <Headline label={t('dashboard.total_value', { currency })} testId="crypto-total-value">
          {format.money(portfolio.totals.totalValue, currency)}
        </Headline>
      </SimpleGrid>
      <DataTable
        rows={positions}
        columns={columns}
        rowKey={(position) => position.asset}
        rowAttributes={(position) => ({ 'data-asset': position.asset })}
        caption={t('portfolio.assets')}
      />
      <Text size="sm" fw={600} ta="right" data-testid="crypto-unrealised-total">
        {t('portfolio.unrealised_total', { currency })}{' '}
        <SignedMoney value={portfolio.totals.unrealisedPnl} currency={currency} />
      </Text>
      <Title order={2} size="h4">
        {t('portfolio.cash')}
      </Title>
      <CashTable cash={portfolio.cash} />
      <Text size="xs" c="dimmed">
        {t('portfolio.note', { time: format.dateTime(portfolio.at) })}
      </Text>
    </Stack>
  );
}

const ASSET_PAIRS = ['BTC-USD', 'ETH-USD', 'USDT-USD'] as const;

/** The pairs to stream for a portfolio's positions (every pair before it loads). */
function useLivePairs(positions: readonly CryptoPosition[] | undefined) {
  const pairs = useMemo(
    () => (positions ? positions.map((position) => usdPairOf(position.asset)) : [...ASSET_PAIRS]),
    [positions],
  );
  return useLiveCryptoQuotes(pairs);
}

/**
 * The virtual assets at live prices with the stream's indicator, without the page's frame: the
 * one portfolio screen's virtual-assets tab (spec §2.8) shows it too.
 */
export function CryptoPortfolioPanel({ accountCode }: { accountCode: string }) {
  const portfolio = useCryptoPortfolio(accountCode, useReportingCurrency());
  const live = useLivePairs(portfolio.data?.positions);
  return (
    <Stack gap="xs">
      <Group justify="flex-end">
        <LiveIndicator area="cryptos" state={live.state} lastUpdateAt={live.lastUpdateAt} />
      </Group>
      <QueryState query={portfolio}>
        {(data) => <AssetsPanel portfolio={data} quotes={live.quotes} />}
      </QueryState>
    </Stack>
  );
}

/**
 * `/cryptos/portfolio` (spec §2.6, §2.8), on the virtual-assets tab: each asset's quantity
 * available and held, average cost, live last price, market value and unrealised P&L; totals in
 * the reporting currency; the fiat balances below. The page is tabbed so the portfolio's other
 * tabs can join it.
 */
export function PortfolioPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const portfolio = useCryptoPortfolio(accountCode, useReportingCurrency());
  const live = useLivePairs(portfolio.data?.positions);
  return (
    <CryptosPage
      title={t('portfolio.title')}
      aside={<LiveIndicator area="cryptos" state={live.state} lastUpdateAt={live.lastUpdateAt} />}
    >
      <Tabs value="assets">
        <Tabs.List>
          <Tabs.Tab value="assets">{t('portfolio.tab_assets')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="assets" pt="md">
          <QueryState query={portfolio}>
            {(data) => <AssetsPanel portfolio={data} quotes={live.quotes} />}
          </QueryState>
        </Tabs.Panel>
      </Tabs>
    </CryptosPage>
  );
}
