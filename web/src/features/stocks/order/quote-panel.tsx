import { Alert, Badge, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { SignedChange } from '../../../components/data/signed-change';
import { useFormat } from '../../../lib/use-format';
import { LivePrice } from '../components/live-price';
import { useStockTexts } from '../components/stock-texts';
import type { Stock } from './order-terms';
import classes from './quote-panel.module.css';

/** The sessions in which the market is shut: the quote is the last close. */
const CLOSED_SESSIONS = new Set(['closed']);

/**
 * The stock's live quote (spec §2.5): last price (flashing on a change), change signed and
 * coloured, open, high, low, previous close, volume, turnover, bid and ask, the session, and the
 * live indicator; outside trading hours it says the market is closed and shows the last close.
 */
export function QuotePanel(props: {
  stock: Stock;
  quote: StockQuote | undefined;
  indicator: ReactNode;
}) {
  const { stock, quote, indicator } = props;
  const { t } = useTranslation('stockOrder');
  const format = useFormat();
  const names = useStockTexts();
  const price = (value: string | null | undefined) =>
    value ? format.price(value, stock.priceDecimals) : '–';
  const stats: [string, ReactNode][] = quote
    ? [
        [t('quote.open'), price(quote.open)],
        [t('quote.high'), price(quote.high)],
        [t('quote.low'), price(quote.low)],
        [t('quote.previous_close'), price(quote.previousClose)],
        [t('quote.bid'), price(quote.bid)],
        [t('quote.ask'), price(quote.ask)],
        [t('quote.volume'), format.quantity(quote.volume, 0)],
        [t('quote.turnover'), format.money(quote.turnover, quote.currency)],
      ]
    : [];
  return (
    <Stack gap="xs" data-testid="stock-quote">
      <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
        <div>
          <Title order={2} size="h4">
            {stock.symbol} {format.text(stock.name)}
          </Title>
          <Text size="xs" c="dimmed">
            {stock.exchange} · {stock.currency} ·{' '}
            {t('search.lot', { lot: format.quantity(String(stock.boardLot), 0) })}
          </Text>
        </div>
        {indicator}
      </Group>
      {quote ? (
        <>
          <Group gap="md" align="baseline" wrap="wrap">
            <span className={classes.last} data-testid="quote-last">
              <LivePrice value={quote.last} decimals={stock.priceDecimals} />
            </span>
            <Text component="span" fw={600} data-testid="quote-change">
              <SignedChange value={quote.change} decimals={stock.priceDecimals} /> (
              <SignedChange value={quote.changePercent} percent />)
            </Text>
            <Badge variant="light" color="gray" radius="sm" tt="none">
              {names.session(quote.session)}
            </Badge>
          </Group>
          <dl className={classes.stats}>
            {stats.map(([label, value]) => (
              <div key={label} className={classes.stat}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
          <Text size="xs" c="dimmed">
            {t('quote.at', { time: format.dateTime(quote.at) })}
          </Text>
          {quote.isSuspended || stock.isSuspended ? (
            <Alert color="orange" p="xs">
              {t('quote.suspended')}
            </Alert>
          ) : CLOSED_SESSIONS.has(quote.session) ? (
            <Text size="sm" c="dimmed" data-testid="market-closed">
              {t('quote.closed')}
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
