import { z } from 'zod';
import { accountCode, decimalString, isoDateTime } from './common';
import { cryptoAsset } from './crypto-market';

/**
 * The `crypto-balance` service (spec §3 service names): a Fos client's virtual assets and fiat on
 * the Fos books, valued at the feed's last prices. Positions are valued and costed in USD (the
 * pairs' pivot), and every total also in the reporting currency the input names.
 */

/** One virtual asset the client holds. */
export const cryptoPosition = z.object({
  asset: cryptoAsset,
  /** Fraction digits the books keep for it (BTC, ETH 8; USDT 6). */
  quantityDecimals: z.number().int(),
  available: decimalString,
  /** Held by open sell orders. */
  held: decimalString,
  total: decimalString,
  /** Average cost of one unit in USD (null when nothing was bought: a transfer in at no cost). */
  averageCost: decimalString.nullable(),
  /** Last USD price, its 24-hour change in percent (2 decimals). */
  lastPrice: decimalString,
  changePercent24h: decimalString,
  marketValue: decimalString,
  /** Market value 24 hours ago at today's quantity: the position's 24-hour change in USD. */
  change24h: decimalString,
  unrealisedPnl: decimalString.nullable(),
  unrealisedPnlPercent: decimalString.nullable(),
  marketValueReporting: decimalString,
  unrealisedPnlReporting: decimalString.nullable(),
});
export type CryptoPosition = z.infer<typeof cryptoPosition>;

/** Fiat of one currency on the Fos books. */
export const cryptoCashBalance = z.object({
  currency: z.string(),
  available: decimalString,
  /** Held by open buy orders. */
  held: decimalString,
  total: decimalString,
  totalReporting: decimalString,
});

/** The `crypto-balance` service's calls (`clientClaim('fos')`). */
export const cryptoBalanceContracts = {
  /**
   * Every asset the client holds (and BTC, ETH, USDT at zero when none), the fiat balances, and
   * totals in the reporting currency: assets, cash, their sum, its change over 24 hours (USD
   * moves converted at today's rate) and the unrealised P&L.
   */
  loadCryptoPortfolio: {
    input: z.strictObject({ accountCode, reportingCurrency: z.string().length(3) }),
    output: z.object({
      reportingCurrency: z.string(),
      positions: z.array(cryptoPosition),
      cash: z.array(cryptoCashBalance),
      totals: z.object({
        assetsValue: decimalString,
        cashValue: decimalString,
        totalValue: decimalString,
        change24h: decimalString,
        /** Percent with 2 decimals of the assets' value 24 hours ago; null when that was zero. */
        changePercent24h: decimalString.nullable(),
        unrealisedPnl: decimalString,
      }),
      at: isoDateTime,
    }),
  },
};
