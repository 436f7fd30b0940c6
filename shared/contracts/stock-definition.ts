import { z } from 'zod';
import { decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';

/**
 * The `stock-definition` service (spec §7 `searchExchanges`): the stock universe, quotes, depth
 * and bars of the market-data port's stock feed. Live prices come over the quote stream
 * (`GET /portal/api/stream/quotes`, events below), not by polling these calls.
 */

/** The exchanges of the universe (spec §3 exchange `code`). */
export const exchangeCode = z.enum(['HKEX', 'US']);
export type ExchangeCode = z.infer<typeof exchangeCode>;

/** A stock's symbol, unique across exchanges: `00700` (HKEX, five digits), `AAPL` (US). */
export const stockSymbol = z
  .string()
  .trim()
  .min(1)
  .max(12)
  .regex(/^[0-9A-Z.]+$/);

/** Spec §3 exchange (stock definition): `_id`, `code`, `tradePriceDecimalPoint`, and more. */
export const exchange = z.object({
  _id: z.string(),
  code: exchangeCode,
  name: localisedText,
  currency: z.string(),
  tradePriceDecimalPoint: z.number().int(),
  timeZone: z.string(),
  /** Has pre- and post-market sessions (US). */
  hasExtendedHours: z.boolean(),
});

/** Spread tables (hk-market-facts §3.3); US prices tick at 0.01 (0.0001 below 1). */
export const spreadTableCode = z.enum(['A', 'ETP', 'US']);

/** One instrument of the universe. */
export const stockInstrument = z.object({
  symbol: stockSymbol,
  exchange: exchangeCode,
  name: localisedText,
  currency: z.string(),
  boardLot: z.number().int().positive(),
  spreadTable: spreadTableCode,
  kind: z.enum(['equity', 'etf', 'reit']),
  /** Spec §3 stock definition status. */
  status: z.enum(['active', 'deleted']),
  /** Trading suspended (spec §8 "product suspended"). */
  isSuspended: z.boolean(),
  /** Decimals a price of this stock shows (its exchange's `tradePriceDecimalPoint`). */
  priceDecimals: z.number().int(),
});

/** Where an exchange's day is (hk-market-facts §3.1; US pre, regular, post). */
export const marketSession = z.enum([
  'closed',
  'preOpeningInput',
  'preOpeningNoCancel',
  'preOpeningMatching',
  'blocking',
  'morning',
  'lunch',
  'afternoon',
  'closingReference',
  'closingInput',
  'closingNoCancel',
  'closingRandom',
  'preMarket',
  'regular',
  'postMarket',
]);
export type MarketSessionName = z.infer<typeof marketSession>;

/** An exchange's state now. */
export const marketState = z.object({
  exchange: exchangeCode,
  session: marketSession,
  /** The exchange's current or next trade date (its own calendar). */
  tradeDate: isoDate,
  isTradingDay: z.boolean(),
  /** When the session changes next; null when unknown. */
  nextChangeAt: isoDateTime.nullable(),
});

/** A quote at one instant (deterministic from the feed's seed and the server clock). */
export const stockQuote = z.object({
  symbol: stockSymbol,
  exchange: exchangeCode,
  currency: z.string(),
  last: decimalString,
  previousClose: decimalString,
  /** Null before the day's first trade. */
  open: decimalString.nullable(),
  high: decimalString.nullable(),
  low: decimalString.nullable(),
  /** last − previousClose, and as a percentage (two decimals). */
  change: decimalString,
  changePercent: decimalString,
  volume: decimalString,
  turnover: decimalString,
  bid: decimalString.nullable(),
  ask: decimalString.nullable(),
  session: marketSession,
  isSuspended: z.boolean(),
  at: isoDateTime,
});
export type StockQuote = z.infer<typeof stockQuote>;

/** One price level of the book. */
export const depthLevel = z.object({
  price: decimalString,
  quantity: decimalString,
  orders: z.number().int(),
});

/** Ten levels each side, best first. */
export const stockDepth = z.object({
  symbol: stockSymbol,
  bids: z.array(depthLevel).max(10),
  asks: z.array(depthLevel).max(10),
  at: isoDateTime,
});

/** One bar: `time` is the minute's start (minute bars) or the trade date's 00:00 HKT/NY (daily). */
export const priceBar = z.object({
  time: isoDateTime,
  open: decimalString,
  high: decimalString,
  low: decimalString,
  close: decimalString,
  volume: decimalString,
});

/** The `stock-definition` service's calls (session access: quotes are for signed-in readers). */
export const stockDefinitionContracts = {
  /** Spec §7: every exchange; called once the path is valid. */
  searchExchanges: {
    input: z.strictObject({}),
    output: z.array(exchange),
  },
  /** By code or name in any of the three languages, case-insensitive; active stocks only. */
  searchStocks: {
    input: z.strictObject({
      query: z.string().trim().max(40).default(''),
      exchange: exchangeCode.optional(),
      limit: z.number().int().min(1).max(50).default(20),
    }),
    output: z.object({ stocks: z.array(stockInstrument) }),
  },
  /** One instrument; null when the symbol is unknown (the order panel shows 8205). */
  loadStock: {
    input: z.strictObject({ symbol: stockSymbol }),
    output: z.object({ stock: stockInstrument.nullable() }),
  },
  /** Quotes now; unknown symbols are left out. */
  loadQuotes: {
    input: z.strictObject({ symbols: z.array(stockSymbol).min(1).max(50) }),
    output: z.object({ quotes: z.array(stockQuote) }),
  },
  /** Ten levels of depth now. */
  loadDepth: {
    input: z.strictObject({ symbol: stockSymbol }),
    output: stockDepth,
  },
  /** Minute bars of the current (or last) trade date, or daily bars (up to three years). */
  loadBars: {
    input: z.strictObject({
      symbol: stockSymbol,
      interval: z.enum(['minute', 'day']),
      from: isoDate.optional(),
      to: isoDate.optional(),
    }),
    output: z.object({ bars: z.array(priceBar) }),
  },
  /** Each exchange's session now. */
  loadMarketStates: {
    input: z.strictObject({}),
    output: z.object({ markets: z.array(marketState) }),
  },
};

/**
 * The quote stream (`GET /portal/api/stream/quotes?symbols=00700,AAPL`, `text/event-stream`):
 * `snapshot` first (and on every reconnect), then `quote` on each change of a watched symbol,
 * `heartbeat` every 15 s, `market` when an exchange's session changes. Crypto pairs watched on
 * the same stream add `cryptoQuotes` to the snapshot and `cryptoQuote` events
 * (`cryptoQuoteStreamEvents` in crypto-market.ts).
 */
export const quoteStreamEvents = {
  snapshot: z.object({ quotes: z.array(stockQuote), markets: z.array(marketState) }),
  quote: stockQuote,
  market: marketState,
  heartbeat: z.object({ at: isoDateTime }),
};
