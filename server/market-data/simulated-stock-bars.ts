import { addCalendarDays, type IsoDate } from '../../shared/domain/business-calendar';
import type { ExchangeCode } from '../../shared/contracts/stock-definition';
import {
  isExchangeTradingDay,
  previousTradingDay,
  sessionAt,
} from '../../shared/domain/stock-sessions';
import type { PriceBar, TapeTrade } from './stock-feed';
import { STOCK_WALK_START, tradesOn, walkThrough, type Instrument } from './simulated-stock-chain';
import {
  dayScheduleOf,
  lastTradeIndexAt,
  type DayBar,
  type DayTrades,
} from './simulated-stock-day';
import { MINUTE_MS } from './simulated-stock-quote';

/** The simulated feed's minute and daily bars and its tape of trades. */

/** How many days `tape` looks across at most (a job asks for seconds or minutes). */
const MAX_TAPE_DAYS = 31;

/** Hours from local midnight to an exchange's first session (bars are stamped at midnight). */
const FIRST_SESSION_HOUR: Readonly<Record<ExchangeCode, number>> = { HKEX: 9, US: 4 };

export const HOUR_MS = 3_600_000;

/** Local midnight of a trade date, from its first session's start. */
export const midnightOf = (exchange: ExchangeCode, date: IsoDate): number =>
  (dayScheduleOf(exchange, date)?.startAt ?? 0) - FIRST_SESSION_HOUR[exchange] * HOUR_MS;

/** The minute bars of a day's trades through `lastIndex`. */
export function minuteBarsOf(state: Instrument, trades: DayTrades, lastIndex: number): PriceBar[] {
  const { ladder } = state.parameters;
  const price = (rung: number) => ladder.priceAt(rung, state.decimals);
  const bars: PriceBar[] = [];
  let minute = Number.NaN;
  let open = 0;
  let high = 0;
  let low = 0;
  let close = 0;
  let shares = 0;
  const flush = () => {
    if (Number.isNaN(minute)) return;
    bars.push({
      time: new Date(minute).toISOString(),
      open: price(open),
      high: price(high),
      low: price(low),
      close: price(close),
      volume: String(shares),
    });
  };
  for (let index = 0; index <= lastIndex; index += 1) {
    const time = trades.times[index] as number;
    const rung = trades.rungs[index] as number;
    const traded = (trades.lots[index] as number) * state.instrument.boardLot;
    const start = time - (time % MINUTE_MS);
    if (start !== minute) {
      flush();
      minute = start;
      open = rung;
      high = rung;
      low = rung;
      shares = 0;
    }
    high = Math.max(high, rung);
    low = Math.min(low, rung);
    close = rung;
    shares += traded;
  }
  flush();
  return bars;
}

/** The daily bars of closed trade dates in `range` (three years back by default). */
export function dailyBarsOf(
  state: Instrument,
  quoteDate: IsoDate,
  at: Date,
  range: { from?: IsoDate; to?: IsoDate },
): PriceBar[] {
  const { exchange } = state.instrument;
  const lastDate = quoteDate;
  const isClosed = (dayScheduleOf(exchange, lastDate)?.endAt ?? 0) <= at.getTime();
  const lastClosed = isClosed ? lastDate : previousTradingDay(exchange, lastDate);
  const to = range.to !== undefined && range.to < lastClosed ? range.to : lastClosed;
  const from = range.from ?? `${Number(lastClosed.slice(0, 4)) - 3}${lastClosed.slice(4)}`;
  walkThrough(state, to);
  const { ladder } = state.parameters;
  const price = (rung: number) => ladder.priceAt(rung, state.decimals);
  const bars: PriceBar[] = [];
  state.dates.forEach((date, index) => {
    if (date < from || date > to) return;
    const bar = state.bars[index] as DayBar;
    bars.push({
      time: new Date(midnightOf(exchange, date)).toISOString(),
      open: price(bar.open),
      high: price(bar.high),
      low: price(bar.low),
      close: price(bar.close),
      volume: String(bar.lots * state.instrument.boardLot),
    });
  });
  return bars;
}

/** The trades printed in (from, to], across at most MAX_TAPE_DAYS. */
export function tapeOf(state: Instrument, from: Date, to: Date): TapeTrade[] {
  const { exchange, boardLot } = state.instrument;
  const start = Math.max(from.getTime(), to.getTime() - MAX_TAPE_DAYS * 24 * HOUR_MS);
  const end = to.getTime();
  if (end <= start) return [];
  const firstDate = sessionAt(exchange, new Date(start)).tradeDate;
  const lastDate = sessionAt(exchange, new Date(end)).tradeDate;
  const { ladder } = state.parameters;
  const printed: TapeTrade[] = [];
  for (let date = firstDate; date <= lastDate; date = addCalendarDays(date, 1)) {
    if (date < STOCK_WALK_START || !isExchangeTradingDay(exchange, date)) continue;
    const trades = tradesOn(state, date);
    if (!trades) continue;
    const last = lastTradeIndexAt(trades, end);
    for (let index = lastTradeIndexAt(trades, start) + 1; index <= last; index += 1) {
      printed.push({
        at: new Date(trades.times[index] as number),
        price: ladder.priceAt(trades.rungs[index] as number, state.decimals),
        volume: String((trades.lots[index] as number) * boardLot),
      });
    }
  }
  return printed;
}
