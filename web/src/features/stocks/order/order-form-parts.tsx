import { Button, Group, Stack, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useRef } from 'react';
import type { CallInput } from '@shared/contracts/index';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { numericClass } from '../../../components/data/pnl-class';
import { useFormat } from '../../../lib/use-format';
import {
  useOrderPreview,
  type StockOrderPreview,
  type TradingPermission,
} from '../api/stock-order';
import type { OrderDraft, Stock } from './order-terms';
import { useStockOrderTexts } from './use-stock-order-texts';
import classes from './order-form.module.css';

/** The order form's smaller pieces: the debounced preview, its figures, max buy and sell, code texts. */

export type Terms = CallInput<'stock-order/previewOrder'>;

/** How long typing rests before the preview is asked for (ms). */
const PREVIEW_DELAY_MS = 300;

/** The answer of the preview for exactly these terms, or null while it is being asked for. */
export function useDebouncedPreview(terms: Terms | null) {
  const [settled] = useDebouncedValue(terms, PREVIEW_DELAY_MS);
  const preview = useOrderPreview(settled);
  const key = JSON.stringify(terms);
  const isCurrent =
    key === JSON.stringify(settled) && !preview.isPlaceholderData && !preview.isFetching;
  return {
    preview,
    /** The answer for the terms typed now (null while typing or loading). */
    answer: terms !== null && isCurrent ? (preview.data ?? null) : null,
    /** The latest answer, kept while the next one is asked for. */
    latest: preview.data ?? null,
  };
}

/**
 * The price a priced order starts from, as brokers' tickets do: the best ask for a buy, the best
 * bid for a sell (the last price when that side of the book is empty), set once when a stock or a
 * side is chosen and the price is empty or still the one set for the other side. A typed,
 * picked or placed-again price is never replaced, and the live quote is not chased.
 */
export function usePrefilledPrice(
  symbol: string,
  draft: OrderDraft,
  quote: StockQuote | undefined,
  needsPrice: boolean,
  onDraft: (change: Partial<OrderDraft>) => void,
) {
  const done = useRef<{ key: string; price: string; isOurs: boolean } | null>(null);
  useEffect(() => {
    const key = `${symbol}|${draft.side}`;
    if (!needsPrice || quote === undefined || done.current?.key === key) return;
    const isOurs = done.current?.isOurs === true && done.current.price === draft.price;
    if (draft.price !== '' && !isOurs) {
      done.current = { key, price: draft.price, isOurs: false };
      return;
    }
    const best = (draft.side === 'B' ? quote.ask : quote.bid) ?? quote.last;
    done.current = { key, price: best, isOurs: true };
    onDraft({ price: best });
  }, [symbol, draft.price, draft.side, needsPrice, quote, onDraft]);
}

/** The preview: consideration, each fee that applies, the fees, the total, purchasing power. */
export function PreviewFigures(props: {
  stock: Stock;
  side: 'B' | 'S';
  answer: StockOrderPreview | null;
}) {
  const { t } = useStockOrderTexts();
  const format = useFormat();
  const { answer, stock } = props;
  // A refused order has no cost to show: its figures stay dashes, not zeros.
  const priced = answer?.result === 0 ? answer : null;
  const money = (value: string | undefined) =>
    value === undefined ? '–' : format.money(value, answer?.currency ?? stock.currency);
  const fees = priced?.fees;
  const feeRows: [string, string | undefined][] =
    stock.exchange === 'US'
      ? [
          [t('preview.brokerage'), fees?.brokerage],
          [t('preview.sec_fee'), fees?.secFee],
        ]
      : [
          [t('preview.brokerage'), fees?.brokerage],
          [t('preview.sfc_levy'), fees?.sfcLevy],
          [t('preview.afrc_levy'), fees?.afrcLevy],
          [t('preview.trading_fee'), fees?.tradingFee],
          [t('preview.stamp_duty'), fees?.stampDuty],
          [t('preview.ccass'), fees?.ccass],
        ];
  const rows: [string, string | undefined, boolean][] = [
    [t('preview.consideration'), priced?.consideration, false],
    ...feeRows.map(([label, value]): [string, string | undefined, boolean] => [
      label,
      value,
      false,
    ]),
    [t('preview.fees'), fees?.total, false],
    [props.side === 'B' ? t('preview.total_buy') : t('preview.total_sell'), priced?.total, true],
    [t('preview.purchasing_power'), answer?.purchasingPower, false],
  ];
  return (
    <Stack gap="xs" data-testid="order-preview">
      <Text size="sm" fw={600}>
        {t('preview.heading')}
      </Text>
      <dl className={classes.preview}>
        {rows.map(([label, value, isTotal]) => (
          <div key={label} className={isTotal ? `${classes.row} ${classes.total}` : classes.row}>
            <dt>{label}</dt>
            <dd className={numericClass}>{money(value)}</dd>
          </div>
        ))}
      </dl>
    </Stack>
  );
}

/** A code's text under a field: the text, then the code in small type (UI style). */
export function CodeText({ code }: { code: number }) {
  const { t, result } = useStockOrderTexts();
  return (
    <span data-code={code}>
      {result(code)}{' '}
      <Text component="span" size="xs" c="dimmed" inherit={false}>
        {t('flow.code', { code })}
      </Text>
    </span>
  );
}

/** Max buy and max sell: the quantities the preview allows, a tap fills them in. */
export function MaxFigures(props: {
  side: 'B' | 'S';
  latest: StockOrderPreview | null;
  onPick: (quantity: string) => void;
}) {
  const { t } = useStockOrderTexts();
  const format = useFormat();
  const figure = (label: string, value: string | undefined, isActive: boolean) => (
    <Group gap={4} wrap="nowrap">
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      {value !== undefined && isActive ? (
        <Button size="compact-xs" variant="subtle" onClick={() => props.onPick(value)}>
          {t('form.max_value', { quantity: format.quantity(value, 0) })}
        </Button>
      ) : (
        <Text size="xs">
          {value === undefined ? '–' : t('form.max_value', { quantity: format.quantity(value, 0) })}
        </Text>
      )}
    </Group>
  );
  return (
    <Group gap="md" data-testid="order-max">
      {figure(t('form.max_buy'), props.latest?.maxBuyQuantity, props.side === 'B')}
      {figure(t('form.max_sell'), props.latest?.maxSellQuantity, props.side === 'S')}
    </Group>
  );
}

/** Whether the US session choice shows: a US stock and pre/post-market allowed for the client. */
export function allowsSessionChoice(
  stock: Stock,
  permission: TradingPermission,
  exchangeId: string | null,
) {
  if (stock.exchange !== 'US') return false;
  const allowed = permission.allowPrePostMarketExchangeIds;
  return allowed.includes(stock.exchange) || (exchangeId !== null && allowed.includes(exchangeId));
}
