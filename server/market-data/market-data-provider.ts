import type { IsoDate } from '../../shared/domain/business-calendar';
import type { CorporateActionTerms } from '../../shared/domain/corporate-action';
import type { Fund } from '../../shared/domain/fund-instrument';
import type { IpoTerms } from '../../shared/domain/ipo';
import type { NewsItem } from '../../shared/domain/news';
import type { NavPoint } from '../../shared/domain/fund-performance';
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

/** A window of NAV dates, both ends included; open ends mean "since launch" and "up to now". */
export type NavRange = { from?: IsoDate; to?: IsoDate };

/**
 * The fund half of a market-data feed (docs/DECISIONS.md §5). Only NAVs already published by the
 * feed's clock are ever returned. Unknown fund ids give `undefined` or an empty history, so
 * callers answer the spec §8 "product not found" code themselves.
 */
export type FundFeed = {
  /** Every fund of the universe, in a stable order. */
  list(): Promise<readonly Fund[]>;
  /** One fund by id. */
  get(fundId: string): Promise<Fund | undefined>;
  /** Published NAVs within the range, ascending by date, one per valuation (business) day. */
  navHistory(fundId: string, range?: NavRange): Promise<readonly NavPoint[]>;
  /** The NAV of exactly that date (forward pricing of a dealing date), once published. */
  navOn(fundId: string, date: IsoDate): Promise<string | undefined>;
  /** The most recent published NAV. */
  latestNav(fundId: string): Promise<NavPoint | undefined>;
};

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

/**
 * Corporate actions announced on listed stocks (issue 12 §4): dividends (with or without a scrip
 * option), bonus issues, splits and consolidations, with their timetables.
 */
export type CorporateActionFeed = {
  /** Every event the feed knows, announced or not yet, in a stable order. */
  list(): Promise<readonly CorporateActionTerms[]>;
  get(eventId: string): Promise<CorporateActionTerms | undefined>;
};

/** IPOs (issue 12 §1): offers with their terms and timetables, in a stable order. */
export type IpoFeed = {
  list(): Promise<readonly IpoTerms[]>;
  get(code: string): Promise<IpoTerms | undefined>;
};

/** Market news (issue 14 §5): wraps, rates, offers and listings, in a stable order. */
export type NewsFeed = {
  /** Every item the feed has, published or scheduled; readers filter by their instant. */
  list(): Promise<readonly NewsItem[]>;
  get(id: string): Promise<NewsItem | undefined>;
};

/**
 * Market data (docs/DECISIONS.md §5): one feed per instrument kind, so stock quotes and crypto
 * prices join as sibling feeds beside `funds` and a real vendor implements the same shape.
 */
export type MarketDataProvider = {
  readonly funds: FundFeed;
  readonly stocks: StockFeed;
  /** Corporate actions (issue 12 §4); absent: the simulated feed anchored at the app's start. */
  readonly corporateActions?: CorporateActionFeed;
  /** IPOs (issue 12 §1); absent: the simulated feed anchored at the app's start. */
  readonly ipos?: IpoFeed;
  /** Market news (issue 14 §5); absent: the simulated feed anchored at the app's start. */
  readonly news?: NewsFeed;
};
