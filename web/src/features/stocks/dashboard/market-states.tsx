import { Card, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ExchangeCode, MarketSessionName } from '@shared/contracts/stock-definition';
import type { CallOutput } from '@shared/contracts/index';
import { formatDateTime } from '@shared/domain/date-time';
import { StatusBadge } from '../../../components/data/status-badge';
import { useMarketStates } from '../api/stock-definition';
import { useStockTexts } from '../components/stock-texts';

type MarketState = CallOutput<'stock-definition/loadMarketStates'>['markets'][number];

const EXCHANGES: readonly ExchangeCode[] = ['HKEX', 'US'];

/** A session in which orders meet the market (continuous trading or an auction's matching). */
const OPEN: ReadonlySet<MarketSessionName> = new Set([
  'morning',
  'afternoon',
  'preMarket',
  'regular',
  'postMarket',
  'preOpeningInput',
  'preOpeningNoCancel',
  'preOpeningMatching',
  'closingReference',
  'closingInput',
  'closingNoCancel',
  'closingRandom',
]);

function MarketCard({ market }: { market: MarketState }) {
  const { t } = useTranslation('stocks');
  const texts = useStockTexts();
  const isOpen = OPEN.has(market.session);
  const next = market.nextChangeAt ? new Date(market.nextChangeAt) : null;
  return (
    <Card withBorder padding="sm" data-exchange={market.exchange}>
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text fw={600}>{texts.exchange(market.exchange)}</Text>
          {/* The kit's badge shades keep WCAG AA in both colour modes: green trading, grey not. */}
          <StatusBadge family={isOpen ? 'done' : 'ended'}>
            {isOpen ? t('market.open') : t('market.closed')}
          </StatusBadge>
        </Group>
        <Text size="sm" data-testid={`session-${market.exchange}`}>
          {texts.session(market.session)}
        </Text>
        <Text size="xs" c="dimmed">
          {t('market.trade_date', { date: market.tradeDate })}
        </Text>
        {next ? (
          <Text size="xs" c="dimmed">
            {market.exchange === 'US'
              ? t('market.next_change_us', {
                  time: formatDateTime(next),
                  local: formatDateTime(next, '24', 'America/New_York'),
                })
              : t('market.next_change', { time: formatDateTime(next) })}
          </Text>
        ) : null}
      </Stack>
    </Card>
  );
}

/**
 * The HKEX and US market states (issue 11 §10): each exchange's session in the reader's
 * language, whether orders meet the market, the trade date and when the session changes next
 * (Hong Kong time; the US card also in New York time). The live stream's states replace the
 * loaded ones as sessions change.
 */
export function MarketStates({ live }: { live: ReadonlyMap<ExchangeCode, MarketState> }) {
  const { t } = useTranslation('stocks');
  const loaded = useMarketStates();
  const markets = EXCHANGES.map(
    (exchange) =>
      live.get(exchange) ?? loaded.data?.markets.find((market) => market.exchange === exchange),
  ).filter((market) => market !== undefined);
  if (markets.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {loaded.isError ? t('state.error') : t('state.loading')}
      </Text>
    );
  }
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
      {markets.map((market) => (
        <MarketCard key={market.exchange} market={market} />
      ))}
    </SimpleGrid>
  );
}
