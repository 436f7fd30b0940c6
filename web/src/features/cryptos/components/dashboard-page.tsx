import { Anchor, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LiveIndicator } from '../../../components/data/live-indicator';
import { numericClass } from '../../../components/data/pnl-class';
import { QueryState } from '../../../components/data/query-state';
import { SignedChange, SignedMoney } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { useReportingCurrency } from '../../../lib/use-reporting-currency';
import { useCryptoPortfolio, type CryptoPortfolio } from '../api/crypto-balance';
import { useCryptoPairs, type CryptoPair, type CryptoQuote } from '../api/crypto-market';
import { useCryptoOrders } from '../api/crypto-order';
import { useLiveCryptoQuotes } from '../hooks/use-live-crypto-quotes';
import { pairLabel } from '../hooks/use-crypto-texts';
import { cryptoPaths } from '../paths';
import { Allocation } from './allocation';
import { Headline } from './headline';
import { CryptosPage } from './page-frame';
import { OrdersTable } from './orders-table';

/** How many orders the dashboard shows; the history shows them all. */
const RECENT = 5;

function Totals({ portfolio }: { portfolio: CryptoPortfolio }) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const currency = portfolio.reportingCurrency;
  const { totals } = portfolio;
  return (
    <SimpleGrid cols={{ base: 1, sm: 3 }}>
      <Headline label={t('dashboard.total_value', { currency })} testId="crypto-total-value">
        {format.money(totals.totalValue, currency)}
      </Headline>
      <Headline label={t('dashboard.change_24h', { currency })} testId="crypto-change-24h">
        <SignedMoney value={totals.change24h} currency={currency} />{' '}
        <Text span size="sm" fw={500}>
          (<SignedChange value={totals.changePercent24h} percent />)
        </Text>
      </Headline>
      <Headline label={t('dashboard.unrealised_pnl', { currency })} testId="crypto-unrealised">
        <SignedMoney value={totals.unrealisedPnl} currency={currency} />
      </Headline>
    </SimpleGrid>
  );
}

/** One pair's live price and 24-hour change; a tap opens its order page. */
function PriceTile({ pair, quote }: { pair: CryptoPair; quote: CryptoQuote | undefined }) {
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  return (
    <Card withBorder component={Link} to={cryptoPaths.order(pair.pair)} data-pair={pair.pair}>
      <Stack gap={2}>
        <Group justify="space-between" wrap="nowrap">
          <Text fw={600} translate="no">
            {pairLabel(pair.pair)}
          </Text>
          <Text size="xs" c="dimmed">
            {t(`assets.${pair.base.toLowerCase() as Lowercase<typeof pair.base>}`)}
          </Text>
        </Group>
        <Text size="lg" fw={700} className={numericClass} data-testid="tile-last">
          {quote ? format.price(quote.last, pair.priceDecimals) : '–'}
        </Text>
        <Text size="sm" className={numericClass}>
          <SignedChange value={quote?.changePercent24h ?? null} percent />{' '}
          <Text span size="xs" c="dimmed">
            {t('dashboard.in_24h')}
          </Text>
        </Text>
      </Stack>
    </Card>
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

const NO_PAIRS: readonly CryptoPair[] = [];

/**
 * `/cryptos/dashboard` (spec §2.6): the total value in the reporting currency with its 24-hour
 * change, the allocation between assets and cash, live price tiles of the USD pairs, and the
 * latest orders.
 */
export function DashboardPage({ accountCode }: { accountCode: string }) {
  const { t } = useTranslation('cryptos');
  const portfolio = useCryptoPortfolio(accountCode, useReportingCurrency());
  const pairs = useCryptoPairs();
  const usdPairs = useMemo(
    () => (pairs.data?.pairs ?? NO_PAIRS).filter((pair) => pair.quoteCurrency === 'USD'),
    [pairs.data],
  );
  const ids = useMemo(() => usdPairs.map((pair) => pair.pair), [usdPairs]);
  const live = useLiveCryptoQuotes(ids);
  const orders = useCryptoOrders({ accountCode, openOnly: false, pageIndex: 0, pageSize: RECENT });
  return (
    <CryptosPage
      title={t('dashboard.title')}
      aside={
        <Group gap="sm">
          <LiveIndicator area="cryptos" state={live.state} lastUpdateAt={live.lastUpdateAt} />
          <Button component={Link} to={cryptoPaths.order()}>
            {t('dashboard.place_order')}
          </Button>
        </Group>
      }
    >
      <QueryState query={portfolio}>{(data) => <Totals portfolio={data} />}</QueryState>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <Stack gap="sm">
          <SectionHeading
            title={t('dashboard.allocation')}
            link={{ to: cryptoPaths.portfolio, label: t('dashboard.view_portfolio') }}
          />
          <QueryState query={portfolio}>{(data) => <Allocation portfolio={data} />}</QueryState>
        </Stack>
        <Stack gap="sm">
          <SectionHeading title={t('dashboard.prices')} />
          <QueryState query={pairs}>
            {() => (
              <SimpleGrid cols={{ base: 1, xs: 2, lg: 3 }} spacing="sm">
                {usdPairs.map((pair) => (
                  <PriceTile key={pair.pair} pair={pair} quote={live.quotes.get(pair.pair)} />
                ))}
              </SimpleGrid>
            )}
          </QueryState>
        </Stack>
      </SimpleGrid>
      <SectionHeading
        title={t('dashboard.recent_orders')}
        link={{ to: cryptoPaths.history, label: t('dashboard.view_history') }}
      />
      <QueryState
        query={orders}
        isEmpty={(data) => data.orders.length === 0}
        emptyText={t('dashboard.no_orders')}
      >
        {(data) => <OrdersTable orders={data.orders} caption={t('dashboard.recent_orders')} />}
      </QueryState>
    </CryptosPage>
  );
}
