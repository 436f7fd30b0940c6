import { z } from 'zod';
import { decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';
import { depthLevel, priceBar, quoteStreamEvents } from './stock-definition';

/**
 * The `crypto-market` service: the virtual-asset pairs of the Fos source (spec §1, §2.6), their
 * quotes, depth and bars from the market-data port's crypto feed. Crypto trades 24 hours a day,
 * 7 days a week: no sessions, no holidays. Live prices come over the quote stream
 * (`GET /portal/api/stream/quotes?symbols=BTC-USD,ETH-HKD`, the same hub as stocks), not by
 * polling these calls.
 */

/** The virtual assets the books keep (spec §3 asset category cryptocurrencies). */
export const cryptoAsset = z.enum(['BTC', 'ETH', 'USDT']);
export type CryptoAsset = z.infer<typeof cryptoAsset>;

/** The fiat currencies a pair is quoted in; the HKD pairs are priced through the HKD pivot. */
export const cryptoQuoteCurrency = z.enum(['USD', 'HKD']);
export type CryptoQuoteCurrency = z.infer<typeof cryptoQuoteCurrency>;

/** A pair's id: base, a dash, quote currency (`BTC-USD`). */
export const cryptoPairId = z
  .string()
  .trim()
  .max(12)
  .regex(/^[A-Z]{2,6}-[A-Z]{3,4}$/);

/** One tradeable pair and its rules (fees are data: rates as decimal fractions, 0.001 = 0.1 %). */
export const cryptoPair = z.object({
  pair: cryptoPairId,
  base: cryptoAsset,
  quoteCurrency: cryptoQuoteCurrency,
  name: localisedText,
  /** Fraction digits of the base asset's quantities (BTC, ETH 8; USDT 6). */
  quantityDecimals: z.number().int(),
  /** Fraction digits a price of this pair shows; every price is a multiple of `priceTick`. */
  priceDecimals: z.number().int(),
  priceTick: decimalString,
  /** The smallest order, in the base asset, and its smallest value in the quote currency. */
  minQuantity: decimalString,
  minAmount: decimalString,
  makerFeeRate: decimalString,
  takerFeeRate: decimalString,
  isSuspended: z.boolean(),
});
export type CryptoPair = z.infer<typeof cryptoPair>;

/** A pair's quote at one instant (deterministic from the feed's seed and the server clock). */
export const cryptoQuote = z.object({
  pair: cryptoPairId,
  base: cryptoAsset,
  quoteCurrency: cryptoQuoteCurrency,
  last: decimalString,
  /** The price 24 hours before `at`, and the change since, also as a percentage (2 decimals). */
  open24h: decimalString,
  high24h: decimalString,
  low24h: decimalString,
  change24h: decimalString,
  changePercent24h: decimalString,
  /** Base-asset volume traded in the last 24 hours. */
  volume24h: decimalString,
  bid: decimalString,
  ask: decimalString,
  isSuspended: z.boolean(),
  at: isoDateTime,
});
export type CryptoQuote = z.infer<typeof cryptoQuote>;

/** Ten levels each side, best first. */
export const cryptoDepth = z.object({
  pair: cryptoPairId,
  bids: z.array(depthLevel).max(10),
  asks: z.array(depthLevel).max(10),
  at: isoDateTime,
});
export type CryptoDepth = z.infer<typeof cryptoDepth>;

/**
 * The crypto half of the quote stream (`GET /portal/api/stream/quotes?symbols=BTC-USD,ETH-HKD`,
 * pairs alone or beside stock symbols; `quoteStreamEvents` in stock-definition.ts has the rest):
 * the `snapshot` also lists the watched pairs' quotes in `cryptoQuotes` (empty when none), and
 * each change of a watched pair comes as a `cryptoQuote` event, every few seconds around the
 * clock. Stock quotes keep the `quote` event; `heartbeat` and `market` are shared.
 */
export const cryptoQuoteStreamEvents = {
  snapshot: quoteStreamEvents.snapshot.extend({ cryptoQuotes: z.array(cryptoQuote) }),
  cryptoQuote,
};

/** The `crypto-market` service's calls (session access, Fos or Gateway sessions alike). */
export const cryptoMarketContracts = {
  /** Every pair, in a stable order (USD pairs first). */
  listPairs: {
    input: z.strictObject({}),
    output: z.object({ pairs: z.array(cryptoPair) }),
  },
  /** Quotes now; unknown pairs are left out. */
  loadQuotes: {
    input: z.strictObject({ pairs: z.array(cryptoPairId).min(1).max(20) }),
    output: z.object({ quotes: z.array(cryptoQuote) }),
  },
  /** Ten levels of depth now; unknown pair: null. */
  loadDepth: {
    input: z.strictObject({ pair: cryptoPairId }),
    output: z.object({ depth: cryptoDepth.nullable() }),
  },
  /** Minute bars of the last 24 hours up to now, or daily bars (Hong Kong days, up to a year). */
  loadBars: {
    input: z.strictObject({
      pair: cryptoPairId,
      interval: z.enum(['minute', 'day']),
      from: isoDate.optional(),
      to: isoDate.optional(),
    }),
    output: z.object({ bars: z.array(priceBar) }),
  },
};
