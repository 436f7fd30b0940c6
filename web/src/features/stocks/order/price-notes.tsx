import { Alert, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import type { StockQuote } from '@shared/contracts/stock-definition';
import { toDecimal } from '@shared/domain/decimal';
import { farPriceOf } from '@shared/domain/stock-far-price';
import { hasTickPrecision, isOnTick } from '@shared/domain/stock-spread';
import { useFormat } from '../../../lib/use-format';
import { useStocksOptions } from '../area-options';
import { isPriceText, type Stock } from './order-terms';
import { useStockOrderTexts } from './use-stock-order-texts';

/**
 * What the ticket says about a typed price before review (issue 31 §6): far from the last price
 * (the confirmation will ask for an explicit second tick, `statement`), or off the spread table
 * on a brand that sends such a price to a dealer for approval.
 */
export function usePriceNotes(
  stock: Stock | null,
  quote: StockQuote | undefined,
  price: string,
  needsPrice: boolean,
) {
  const { t } = useStockOrderTexts();
  const format = useFormat();
  const { isOffSpreadToDealer } = useStocksOptions();
  // The last price as it was when this price was typed: the live quote ticking on does not
  // change the statement under the client's eyes (nor untick it); a new price reads it again.
  const key = `${stock?.symbol ?? ''}|${price}`;
  const [reference, setReference] = useState<{ key: string; last: string } | null>(null);
  if (quote && reference?.key !== key) setReference({ key, last: quote.last });
  const last = reference?.key === key ? reference.last : quote?.last;
  const isPrice = stock !== null && needsPrice && isPriceText(price) && toDecimal(price).gt(0);
  const far = isPrice ? farPriceOf(stock.exchange, price, last) : null;
  const values =
    far && stock && last !== undefined
      ? {
          percent: format.percent(far.percent),
          last: format.price(last, stock.priceDecimals),
        }
      : null;
  const isToDealer =
    isOffSpreadToDealer &&
    isPrice &&
    stock !== null &&
    hasTickPrecision(stock.spreadTable, price) &&
    !isOnTick(stock.spreadTable, price);
  /** The statement the confirmation asks the client to tick; null for a near price. */
  const statement =
    far && values
      ? far.direction === 'above'
        ? t('form.far_price_above_confirm', values)
        : t('form.far_price_below_confirm', values)
      : null;
  const notes =
    far && values ? (
      <Text size="xs" data-testid="order-far-price-note">
        {far.direction === 'above'
          ? t('form.far_price_above_note', values)
          : t('form.far_price_below_note', values)}
      </Text>
    ) : null;
  const dealer = isToDealer ? (
    <Text size="xs" data-testid="order-dealer-note">
      {t('form.off_spread_dealer')}
    </Text>
  ) : null;
  return {
    statement,
    notes:
      notes || dealer ? (
        <Alert color="yellow" p="xs">
          <Stack gap={2}>
            {notes}
            {dealer}
          </Stack>
        </Alert>
      ) : null,
  };
}
