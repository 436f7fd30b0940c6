import { Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { numericClass } from '../../../components/data/pnl-class';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import type { CryptoPair, CryptoQuote } from '../api/crypto-market';
import { pairLabel } from '../hooks/use-crypto-texts';

/**
 * A pair's live quote: last price, 24-hour change signed and coloured, high, low, bid, ask and
 * 24-hour volume, with the live indicator; the market never closes.
 */
export function QuotePanel(props: {
  pair: CryptoPair;
  quote: CryptoQuote | undefined;
  indicator: ReactNode;
}) {
  const { pair, quote } = props;
  const { t } = useTranslation('cryptos');
  const format = useFormat();
  const price = (value: string) => format.price(value, pair.priceDecimals);
  const stats: [string, string][] = quote
    ? [
        [t('quote.bid'), price(quote.bid)],
        [t('quote.ask'), price(quote.ask)],
        [t('quote.high'), price(quote.high24h)],
        [t('quote.low'), price(quote.low24h)],
        [t('quote.open'), price(quote.open24h)],
        [
          t('quote.volume', { asset: pair.base }),
          format.quantity(quote.volume24h, pair.quantityDecimals),
        ],
      ]
    : [];
  return (
    <Stack gap="xs" data-testid="crypto-quote">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            <span translate="no">{pairLabel(pair.pair)}</span> {format.text(pair.name)}
          </Title>
          <Text size="xs" c="dimmed">
            {t('quote.always_open')}
          </Text>
        </div>
        {props.indicator}
      </Group>
      {quote ? (
        <>
          <Group gap="md" align="baseline" wrap="wrap">
            <Text fz={28} fw={700} className={numericClass} data-testid="quote-last">
              {price(quote.last)}
            </Text>
            <Text fw={600} className={numericClass}>
              <SignedChange value={quote.change24h} decimals={pair.priceDecimals} /> (
              <SignedChange value={quote.changePercent24h} percent />)
            </Text>
            <Text size="xs" c="dimmed">
              {pair.quoteCurrency} · {t('dashboard.in_24h')}
            </Text>
          </Group>
          <SimpleGrid cols={{ base: 2, xs: 3 }} spacing="xs" verticalSpacing={4}>
            {stats.map(([label, value]) => (
              <div key={label}>
                <Text size="xs" c="dimmed">
                  {label}
                </Text>
                <Text size="sm" className={numericClass} ta="left">
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
          {quote.isSuspended ? (
            <Text size="sm" c="red.8" role="status">
              {t('quote.suspended')}
            </Text>
          ) : null}
        </>
      ) : (
        <Text size="sm" c="dimmed">
          {t('quote.loading')}
        </Text>
      )}
    </Stack>
  );
}
