import type Decimal from 'decimal.js';
import type { IsoDate } from '../../../../../shared/domain/business-calendar';
import { toDecimal } from '../../../../../shared/domain/decimal';
import type {
  StockOrderCondition,
  StockOrderSide,
  StockOrderType,
  StockTradingSession,
} from '../../../../../shared/domain/stock-order-status';
import type {
  ExchangeCode,
  MarketSessionName,
} from '../../../../../shared/contracts/stock-definition';
import type { TapeTrade } from '../../../../market-data/stock-feed';

/**
 * The simulated exchange's matching (issue 11 §7), pure: what happens to one working order over a
 * window of time, given the sessions the window crosses, the trades the feed printed in it and the
 * auction prices. No clock, no database: the job (exchange.job.ts) reads these inputs and applies
 * the answer, so the same inputs always give the same fills.
 *
 * - A pending order enters the market at the first instant a session accepts its type (and, for a
 *   stop or volume condition, once the condition has triggered).
 * - In continuous sessions a buy limit fills against every printed trade at or below its price, a
 *   sell at or above; each trade fills at most a share of its volume (`PARTICIPATION`), in board
 *   lots. ELO behaves as a limit; an AL carried from the opening auction too; a US Market order
 *   takes every trade. An SLO matches for `SLO_WINDOW_MS` after it enters, then its remainder ends.
 * - AO and AL fill at the auction price at the end of the auction's matching (AL only when the
 *   price is at or better than its limit). An AO's remainder ends with the auction; an AL's is
 *   carried to continuous trading after the opening auction and ends after the closing one.
 * - A day order's remainder ends when its trade date's trading ends; a good-till-date order's when
 *   its date's trading ends.
 */

/** The share of each printed trade's volume one order may take. */
export const PARTICIPATION = '0.25';

/** How long after entering an SLO matches before its remainder is cancelled. */
export const SLO_WINDOW_MS = 60_000;

/** One stretch of a single session, `(from, to]`, inside the window being matched. */
export type SessionSegment = {
  session: MarketSessionName;
  tradeDate: IsoDate;
  from: Date;
  to: Date;
  /** Whether `to` is the session's real end (false when the window's end cut it short). */
  isComplete: boolean;
};

/** An auction that has run: its price and when it matched (the end of its matching segment). */
export type AuctionResult = {
  tradeDate: IsoDate;
  auction: 'opening' | 'closing';
  price: string;
  at: Date;
};

/** The order as the exchange sees it. */
export type WorkingOrder = {
  status: 'pending' | 'queuing' | 'partially matched';
  exchange: ExchangeCode;
  side: StockOrderSide;
  orderType: StockOrderType;
  /** Limit price; null for AO and Market. */
  price: string | null;
  quantity: string;
  filledQuantity: string;
  condition: StockOrderCondition;
  goodTillDate: IsoDate | null;
  tradeDate: IsoDate;
  tradingSession: StockTradingSession | null;
  /** Fills come in multiples of this: the board lot; 1 for odd lots and US stocks. */
  lot: string;
  /** When it entered the market (null while pending). */
  enteredAt: Date | null;
  /** When its stop or volume condition was seen to hold; null: not yet (or no such condition). */
  triggeredAt: Date | null;
};

/** Everything the window holds. */
export type MatchWindow = {
  /** The session just before the window's start, to see a trading day end at its first instant. */
  before: { session: MarketSessionName; tradeDate: IsoDate } | null;
  segments: readonly SessionSegment[];
  /** The order's symbol's trades within the window, oldest first. */
  tape: readonly TapeTrade[];
  auctions: readonly AuctionResult[];
};

/** Why an order's remainder ended. */
export type EndReason = 'expired' | 'auctionEnded' | 'immediateRemainder';

/** What happened to the order, in time order. */
export type ExchangeEvent =
  | { kind: 'enter'; at: Date }
  | { kind: 'fill'; at: Date; price: string; quantity: string }
  | { kind: 'end'; at: Date; reason: EndReason };

/** What the exchange needs to know besides the order and the window. */
export type MatchRules = {
  /** Whether an order of this type may enter the market in `session` (domain 8255 rule). */
  accepts(session: MarketSessionName): boolean;
  /**
   * The most of `quantity` the order may fill at `price` (a buy cannot spend beyond its hold);
   * default all of it. Called for each fill in order, so it may keep a running total.
   */
  limitFill?(quantity: string, price: string): string;
};

const CONDITIONS_WITH_TRIGGER: readonly StockOrderCondition[] = [
  'stopGain',
  'stopLoss',
  'volumeTrigger',
];

/** Whether the order waits for its condition to trigger before it enters the market. */
export const hasTrigger = (condition: StockOrderCondition): boolean =>
  CONDITIONS_WITH_TRIGGER.includes(condition);

/** The last trade date the order lives on. */
export const expiryDateOf = (
  order: Pick<WorkingOrder, 'condition' | 'goodTillDate' | 'tradeDate'>,
) =>
  order.condition === 'goodTillDate' && order.goodTillDate !== null
    ? order.goodTillDate
    : order.tradeDate;

const HKEX_CONTINUOUS: readonly MarketSessionName[] = ['morning', 'afternoon'];

/** The sessions in which an order of this kind trades continuously. */
export function continuousSessionsOf(
  order: Pick<WorkingOrder, 'exchange' | 'tradingSession'>,
): readonly MarketSessionName[] {
  if (order.exchange === 'HKEX') return HKEX_CONTINUOUS;
  if (order.tradingSession === 'allSessions') return ['preMarket', 'regular', 'postMarket'];
  if (order.tradingSession === 'preMarketAndRegularTradingHours') return ['preMarket', 'regular'];
  return ['regular'];
}

const AUCTION_OF: Partial<Record<MarketSessionName, AuctionResult['auction']>> = {
  preOpeningMatching: 'opening',
  closingRandom: 'closing',
};

const isAuctionType = (type: StockOrderType) => type === 'AO' || type === 'AL';

/** Whether the order's trading day ends between `previous` and `next` (consecutive sessions). */
function isTradingDayEnd(
  order: Pick<WorkingOrder, 'exchange' | 'tradingSession'>,
  previous: MarketSessionName,
  next: MarketSessionName,
): boolean {
  if (previous === next) return false;
  const sessions = continuousSessionsOf(order);
  if (order.exchange === 'US') {
    // A US order ends when the last session it may trade in ends.
    const last = sessions.at(-1) as MarketSessionName;
    return previous === last;
  }
  return next === 'closed' && previous !== 'closed';
}

/** Whether a printed trade at `price` crosses the order. */
export function crosses(order: Pick<WorkingOrder, 'side' | 'orderType' | 'price'>, price: string) {
  if (order.orderType === 'Market' || order.price === null) return true;
  const limit = toDecimal(order.price);
  return order.side === 'B' ? toDecimal(price).lte(limit) : toDecimal(price).gte(limit);
}

/**
 * The most one printed trade of `volume` lets an order take: a share of it, down to whole lots;
 * at least one lot when the trade itself was a lot or more.
 */
export function allowanceOf(volume: string, lot: string): Decimal {
  const size = toDecimal(lot);
  const traded = toDecimal(volume);
  const lots = traded.mul(PARTICIPATION).div(size).floor();
  if (lots.isZero()) return traded.gte(size) ? size : toDecimal('0');
  return lots.mul(size);
}

const smaller = (a: Decimal, b: Decimal) => (a.lte(b) ? a : b);

type State = {
  status: WorkingOrder['status'] | 'ended';
  enteredAt: Date | null;
  remaining: Decimal;
  events: ExchangeEvent[];
};

function addFill(
  state: State,
  rules: MatchRules,
  fill: { at: Date; price: string; quantity: Decimal },
): void {
  let quantity = smaller(fill.quantity, state.remaining);
  if (rules.limitFill && quantity.gt(0)) {
    quantity = smaller(quantity, toDecimal(rules.limitFill(quantity.toFixed(), fill.price)));
  }
  if (quantity.lte(0)) return;
  state.remaining = state.remaining.sub(quantity);
  state.events.push({ kind: 'fill', at: fill.at, price: fill.price, quantity: quantity.toFixed() });
  if (state.remaining.isZero()) state.status = 'ended';
}

function end(state: State, at: Date, reason: EndReason): void {
  if (state.status === 'ended') return;
  state.status = 'ended';
  state.events.push({ kind: 'end', at, reason });
}

/** Continuous matching of one segment against the tape. */
function matchContinuous(
  order: WorkingOrder,
  state: State,
  segment: SessionSegment,
  window: MatchWindow,
  rules: MatchRules,
): void {
  const enteredAt = state.enteredAt as Date;
  const sloEnd =
    order.orderType === 'SLO' ? new Date(enteredAt.getTime() + SLO_WINDOW_MS) : undefined;
  for (const trade of window.tape) {
    if (state.status === 'ended') return;
    if (trade.at <= segment.from || trade.at > segment.to || trade.at <= enteredAt) continue;
    if (sloEnd && trade.at > sloEnd) break;
    if (!crosses(order, trade.price)) continue;
    addFill(state, rules, {
      at: trade.at,
      price: trade.price,
      quantity: allowanceOf(trade.volume, order.lot),
    });
  }
  if (sloEnd && sloEnd <= segment.to) {
    end(state, sloEnd > segment.from ? sloEnd : segment.from, 'immediateRemainder');
  } else if (sloEnd && segment.isComplete) end(state, segment.to, 'immediateRemainder');
}

/** An auction segment: AO and AL fill at the auction price once it has run. */
function matchAuction(
  order: WorkingOrder,
  state: State,
  segment: SessionSegment,
  window: MatchWindow,
  rules: MatchRules,
): void {
  const kind = AUCTION_OF[segment.session];
  if (!kind || !segment.isComplete || !isAuctionType(order.orderType)) return;
  const result = window.auctions.find(
    (auction) => auction.tradeDate === segment.tradeDate && auction.auction === kind,
  );
  if (result && crosses(order, result.price)) {
    addFill(state, rules, { at: segment.to, price: result.price, quantity: state.remaining });
  }
  if (order.orderType === 'AO' || kind === 'closing') end(state, segment.to, 'auctionEnded');
}

function enterIfAccepted(
  order: WorkingOrder,
  state: State,
  segment: SessionSegment,
  rules: MatchRules,
): void {
  if (state.status !== 'pending' || !rules.accepts(segment.session)) return;
  let at = segment.from;
  if (hasTrigger(order.condition)) {
    const triggered = order.triggeredAt;
    if (triggered === null || triggered > segment.to) return;
    if (triggered > at) at = triggered;
  }
  state.status = 'queuing';
  state.enteredAt = at;
  state.events.push({ kind: 'enter', at });
}

/**
 * What happens to `order` over the window: the events in time order. An order that has ended (or
 * filled completely) takes no further part.
 */
export function matchOrder(
  order: WorkingOrder,
  window: MatchWindow,
  rules: MatchRules,
): ExchangeEvent[] {
  const state: State = {
    status: order.status,
    enteredAt: order.enteredAt,
    remaining: toDecimal(order.quantity).sub(order.filledQuantity),
    events: [],
  };
  if (state.remaining.lte(0)) return [];
  const expiry = expiryDateOf(order);
  const continuous = continuousSessionsOf(order);
  let previous = window.before;
  for (const segment of window.segments) {
    if (state.status === 'ended') break;
    const dayEnded =
      previous !== null &&
      isTradingDayEnd(order, previous.session, segment.session) &&
      previous.tradeDate >= expiry;
    if (dayEnded || segment.tradeDate > expiry) {
      end(state, segment.from, 'expired');
      break;
    }
    enterIfAccepted(order, state, segment, rules);
    if (state.status !== 'pending') {
      if (continuous.includes(segment.session) && order.orderType !== 'AO') {
        matchContinuous(order, state, segment, window, rules);
      } else {
        matchAuction(order, state, segment, window, rules);
      }
    }
    previous = { session: segment.session, tradeDate: segment.tradeDate };
  }
  return state.events;
}
