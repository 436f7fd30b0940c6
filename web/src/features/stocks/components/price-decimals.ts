import type { ExchangeCode } from '@shared/contracts/stock-definition';
import { useExchanges } from '../api/stock-definition';

/** HKEX's and the US's price decimals until the exchanges have loaded (spec §3, hk-market-facts). */
const KNOWN: Readonly<Record<ExchangeCode, number>> = { HKEX: 3, US: 2 };

/**
 * The decimals every price of an exchange shows (its `tradePriceDecimalPoint`, spec §3): the
 * same in every row of a column.
 */
export function usePriceDecimals(): (exchange: ExchangeCode) => number {
  const exchanges = useExchanges();
  return (exchange) =>
    exchanges.data?.find((item) => item.code === exchange)?.tradePriceDecimalPoint ??
    KNOWN[exchange];
}
