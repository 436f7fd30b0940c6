import type { IsoDate } from '../../shared/domain/business-calendar';
import type { z } from 'zod';
import type {
  ExchangeCode,
  exchange,
  marketState,
  priceBar,
  stockDepth,
  stockInstrument,
  StockQuote,
} from '../../shared/contracts/stock-definition';

/** Spec §3 exchange, an instrument, a market state, depth and a bar, as on the wire. */
export type Exchange = z.infer<typeof exchange>;
export type StockInstrument = z.infer<typeof stockInstrument>;
export type MarketState = z.infer<typeof marketState>;
export type StockDepth = z.infer<typeof stockDepth>;
export type PriceBar = z.infer<typeof priceBar>;

/** One simulated trade on the tape: the exchange matches resting orders against these. */
export type TapeTrade = { at: Date; price: string; volume: string };

/**
 * The stock half of a market-data feed (issue 11 §1-2). Every answer is a pure function of the
 * feed's seed and the instant asked about: the same instant always gives the same quote. Prices
 * move only inside the exchange's sessions; unknown symbols give `undefined` or empty lists.
 */
export type StockFeed = {
  exchanges(): Promise<readonly Exchange[]>;
  /** Every instrument, in a stable order. */
  list(): Promise<readonly StockInstrument[]>;
  get(symbol: string): Promise<StockInstrument | undefined>;
  /** By code or name in any language, case-insensitive; active instruments only. */
  search(
    query: string,
    options?: { exchange?: ExchangeCode; limit?: number },
  ): Promise<readonly StockInstrument[]>;
  quote(symbol: string, at: Date): Promise<StockQuote | undefined>;
  depth(symbol: string, at: Date): Promise<StockDepth | undefined>;
  /** The trade date's minute bars up to `at` (the last trade date's when closed). */
  minuteBars(symbol: string, at: Date): Promise<readonly PriceBar[]>;
  /** Daily bars of closed trade dates in the range (default: three years up to `at`). */
  dailyBars(
    symbol: string,
    at: Date,
    range?: { from?: IsoDate; to?: IsoDate },
  ): Promise<readonly PriceBar[]>;
  /** The trades printed in (from, to], oldest first: what a resting order can match against. */
  tape(symbol: string, from: Date, to: Date): Promise<readonly TapeTrade[]>;
  /** The auction price of a trade date's opening or closing auction, once it has run by `at`. */
  auctionPrice(
    symbol: string,
    tradeDate: IsoDate,
    auction: 'opening' | 'closing',
    at: Date,
  ): Promise<string | undefined>;
  marketState(exchange: ExchangeCode, at: Date): MarketState;
};

declare module './market-data-provider' {
  interface MarketDataProvider {
    readonly stocks: StockFeed;
  }
}
