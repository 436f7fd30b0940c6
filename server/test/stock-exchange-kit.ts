import type { IsoDate } from '../../shared/domain/business-calendar';
import { toDecimal } from '../../shared/domain/decimal';
import { nextTradingDay, tradingSchedule } from '../../shared/domain/stock-sessions';
import type { ExchangeCode, MarketSessionName } from '../../shared/contracts/stock-definition';
import type { StockFeed, TapeTrade } from '../market-data/stock-feed';

/**
 * A stock feed whose tape, auction prices and quotes a test writes (the simulated exchange's
 * tests): every symbol the script names prints only the script's trades, its auctions run at the
 * script's prices, and its quote's last price and volume may be set; everything else (instruments,
 * depth, other symbols) is the base feed's.
 */
export type ScriptedStocks = StockFeed & {
  /** Prints a trade on the symbol's tape. */
  print(symbol: string, trade: TapeTrade): void;
  /** Fixes an auction's price (none: the auction finds no price). */
  auction(symbol: string, date: IsoDate, auction: 'opening' | 'closing', price: string): void;
  /** Overrides the quote's last price and day volume from now on. */
  setQuote(symbol: string, quote: { last?: string; volume?: string }): void;
  /** Makes the script own a symbol with an empty tape. */
  script(symbol: string): void;
};

/** Wraps `base` so that scripted symbols trade only as the test says. */
export function createScriptedStocks(base: StockFeed): ScriptedStocks {
  const tapes = new Map<string, TapeTrade[]>();
  const auctions = new Map<string, string>();
  const quotes = new Map<string, { last?: string; volume?: string }>();
  const tapeOf = (symbol: string) => {
    const tape = tapes.get(symbol) ?? [];
    tapes.set(symbol, tape);
    return tape;
  };
  return {
    ...base,
    async tape(symbol, from, to) {
      if (!tapes.has(symbol)) return base.tape(symbol, from, to);
      return tapeOf(symbol)
        .filter((trade) => trade.at > from && trade.at <= to)
        .sort((a, b) => a.at.getTime() - b.at.getTime());
    },
    async auctionPrice(symbol, tradeDate, auction, at) {
      if (!tapes.has(symbol)) return base.auctionPrice(symbol, tradeDate, auction, at);
      return auctions.get(`${symbol}|${tradeDate}|${auction}`);
    },
    async quote(symbol, at) {
      const quote = await base.quote(symbol, at);
      const override = quotes.get(symbol);
      return quote && override ? { ...quote, ...override } : quote;
    },
    print(symbol, trade) {
      tapeOf(symbol).push(trade);
    },
    auction(symbol, date, auction, price) {
      tapeOf(symbol);
      auctions.set(`${symbol}|${date}|${auction}`, price);
    },
    setQuote(symbol, quote) {
      quotes.set(symbol, { ...quotes.get(symbol), ...quote });
    },
    script(symbol) {
      tapeOf(symbol);
    },
  };
}

/** The instant a session of a trading date starts, plus `offsetMs`. */
export function sessionStart(
  exchange: ExchangeCode,
  date: IsoDate,
  session: MarketSessionName,
  offsetMs = 0,
): Date {
  const found = tradingSchedule(exchange, date).find((entry) => entry.session === session);
  if (!found) throw new Error(`${date} has no ${session} on ${exchange}`);
  return new Date(found.start.getTime() + offsetMs);
}

/** The next full HKEX trading day after `date` (not a half day) whose next trading day is full too. */
export function nextFullHkexDay(date: IsoDate): IsoDate {
  let day = nextTradingDay('HKEX', date);
  const isFull = (candidate: IsoDate) =>
    tradingSchedule('HKEX', candidate).some((entry) => entry.session === 'afternoon');
  while (!isFull(day) || !isFull(nextTradingDay('HKEX', day))) day = nextTradingDay('HKEX', day);
  return day;
}

/** A trade of `volume` at `price`, `offsetMs` after a session of a date starts. */
export function tradeAt(
  date: IsoDate,
  session: MarketSessionName,
  offsetMs: number,
  price: string,
  volume: string,
): TapeTrade {
  return {
    at: sessionStart('HKEX', date, session, offsetMs),
    price: toDecimal(price).toFixed(),
    volume,
  };
}
