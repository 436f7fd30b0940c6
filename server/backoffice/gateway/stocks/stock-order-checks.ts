import Decimal from 'decimal.js';
import type { ExchangeCode, StockQuote } from '../../../../shared/contracts/stock-definition';
import { currencyFor } from '../../../../shared/domain/currency';
import { toDecimal } from '../../../../shared/domain/decimal';
import { roundDecimal } from '../../../../shared/domain/rounding';
import { feesFor, type InstrumentKind } from '../../../../shared/domain/stock-fees';
import {
  isBoardLotMultiple,
  isOddLotQuantity,
  isWholeShareQuantity,
  maxOrderQuantity,
  roundDownToBoardLot,
} from '../../../../shared/domain/stock-lots';
import {
  STOCK_ORDER_RESULT,
  type StockOrderResultCode,
} from '../../../../shared/domain/stock-order-result';
import type {
  StockOrderSide,
  StockOrderStatus,
  StockOrderType,
} from '../../../../shared/domain/stock-order-status';
import {
  isAuction,
  isContinuous,
  nextTradingDay,
  orderTypeAcceptedIn,
  sessionAt,
  type ExchangeSessionState,
} from '../../../../shared/domain/stock-sessions';
import { isRemarkValid, priceRequired } from '../../../../shared/domain/stock-order-rules';
import { farPriceOf } from '../../../../shared/domain/stock-far-price';
import { hasTickPrecision, isOnTick, roundToTick } from '../../../../shared/domain/stock-spread';
import type { StockInstrument } from '../../../market-data/stock-feed';
import type { StockFees, StockOrderTerms } from '../../ports/gateway-stocks.port';
import { requiredBuyHold, type FeesOf } from './stock-books';
import {
  goodTillDateMax,
  programOrderTypesOf,
  type StockBrand,
  type StoredPermission,
} from './trading-permission';

/**
 * The checks an order passes before it reaches the books and the exchange (issue 11 §6), in
 * this order, each answering its spec §8 code (shared/domain/stock-order-result.ts):
 * 8201 price (a priced type without a positive price), 8202 quantity, 8205 unknown stock,
 * 8350 product suspended, 8206 client suspended (no valid order types), 8353 order type,
 * condition or US session not permitted (incl. AO buys when auction orders are sell-only),
 * 8355 a condition's trigger missing, 8255 the session takes no such order now, 8203 a price
 * with more decimals than its tick allows, then 8203 off the spread table (with the brand's
 * `overrideOutOfSpread` such an order goes to `overriding` instead),
 * 8354 nine times the previous close or a ninth of it, 8357 a price far from the last one
 * (stock-far-price.ts) without the client's second confirmation, 8204 board lots (odd lots only through
 * the Odd type, below one lot), 8314 more than 3,000 lots (HKEX), 8336 more shares than an order
 * may carry, 8291 remark over 10 characters, 8312 good-till date outside tomorrow..the brand's
 * last date. The trade password (8232) is the portal's, before the port (commands layer). Then,
 * on the books (`booksRefusal`): 8240 purchasing power (consideration plus fees), 8241 shares,
 * 8243 the client's daily buy limit.
 */

/** The most shares one order may carry (8336), per exchange. */
export const MAX_SHARES_PER_ORDER: Readonly<Record<ExchangeCode, string>> = {
  HKEX: '50000000',
  US: '500000',
};

/** A price-less buy (AO, Market) is held this much above its reference price. */
export const PRICELESS_BUY_BUFFER = '0.05';

/** The order types each exchange has (spec §3; hk-market-facts §3.2: Market is no HKEX type). */
const EXCHANGE_ORDER_TYPES: Readonly<Record<ExchangeCode, readonly StockOrderType[]>> = {
  HKEX: ['AO', 'AL', 'Limit', 'ELO', 'SLO', 'Odd'],
  US: ['Limit', 'Market'],
};

/** The fees of an order's side on an exchange, for an instrument kind. */
export const orderFees =
  (exchange: ExchangeCode, side: StockOrderSide, kind: InstrumentKind = 'equity'): FeesOf =>
  (consideration, quantity) =>
    feesFor(exchange, side, consideration, quantity, kind);

/** The exchange's trade date an order placed now belongs to (the next one after the close). */
export function orderTradeDate(exchange: ExchangeCode, state: ExchangeSessionState): string {
  const isToday = state.isTradingDay && (state.session !== 'closed' || state.isBeforeOpen);
  return isToday ? state.tradeDate : nextTradingDay(exchange, state.tradeDate);
}

/** Whether the exchange is trading (continuous or an auction) now. */
const isTrading = (state: ExchangeSessionState) =>
  isContinuous(state.session) || isAuction(state.session);

/**
 * The price a price-less order is valued at: the previous close while the market is not trading
 * when the brand uses it (`usePreviousClose`), else the near side (ask for a buy, bid for a sell)
 * or the last price.
 */
export function referencePrice(
  brand: StockBrand,
  side: StockOrderSide,
  quote: StockQuote | undefined,
  state: ExchangeSessionState,
): string | null {
  if (!quote) return null;
  if (brand.features.usePreviousClose && !isTrading(state)) return quote.previousClose;
  return (side === 'B' ? quote.ask : quote.bid) ?? quote.last;
}

/** An order that passed the checks, with what the books need. */
export type PlannedOrder = {
  instrument: StockInstrument;
  exchange: ExchangeCode;
  currency: string;
  precision: number;
  terms: StockOrderTerms;
  /** Null for AO and Market. */
  price: string | null;
  /** The price its consideration is shown at (limit, or reference). */
  valuationPrice: string;
  /** The price a buy's cash is held at (limit, or reference plus the buffer); null for sells. */
  holdPrice: string | null;
  consideration: string;
  fees: StockFees;
  /** Cash a buy holds (consideration + fees at the hold price); 0 for sells. */
  holdAmount: string;
  startStatus: Extract<StockOrderStatus, 'pending' | 'overriding'>;
  tradeDate: string;
  goodTillDate: string | null;
  feesOf: FeesOf;
};

/** A check's refusal, or the planned order. */
export type CheckOutcome =
  | { result: StockOrderResultCode; plan?: undefined; partial?: Partial<PlannedOrder> }
  | { result: 0; plan: PlannedOrder };

const refuse = (result: StockOrderResultCode, partial?: Partial<PlannedOrder>): CheckOutcome =>
  partial ? { result, partial } : { result };

/** What the checks read. */
export type CheckInput = {
  terms: StockOrderTerms;
  instrument: StockInstrument | undefined;
  quote: StockQuote | undefined;
  permission: StoredPermission;
  brand: StockBrand;
  now: Date;
  /** A far price passes: the client confirmed it, or a preview (the ticket asks). */
  isFarPriceConfirmed: boolean;
};

const isPositive = (value: string | undefined) =>
  value !== undefined && toDecimal(value).greaterThan(0);

function permissionRefusal(input: CheckInput, exchange: ExchangeCode): StockOrderResultCode | 0 {
  const { terms, permission, brand } = input;
  const permissionDenied = STOCK_ORDER_RESULT.orderTypeNotPermitted;
  if (!EXCHANGE_ORDER_TYPES[exchange].includes(terms.orderType)) return permissionDenied;
  if (!permission.validOrderTypes.includes(terms.orderType)) return permissionDenied;
  if (terms.orderType === 'AO' && terms.side === 'B' && permission.auctionOrderSellOnly) {
    return permissionDenied;
  }
  if (!programOrderTypesOf(brand, permission).includes(terms.condition)) return permissionDenied;
  const session = terms.tradingSession ?? 'regularTradingHours';
  if (exchange === 'US' && session !== 'regularTradingHours' && !permission.allowPrePostMarket) {
    return permissionDenied;
  }
  return 0;
}

function triggerRefusal(terms: StockOrderTerms): StockOrderResultCode | 0 {
  const invalid = STOCK_ORDER_RESULT.invalidTrigger;
  if (terms.condition === 'stopGain' || terms.condition === 'stopLoss') {
    return isPositive(terms.triggerPrice) ? 0 : invalid;
  }
  if (terms.condition === 'volumeTrigger') {
    return terms.triggerVolume !== undefined && isWholeShareQuantity(terms.triggerVolume)
      ? 0
      : invalid;
  }
  return 0;
}

export function quantityRefusal(
  terms: Pick<StockOrderTerms, 'orderType' | 'quantity'>,
  instrument: StockInstrument,
): StockOrderResultCode | 0 {
  const lot = instrument.boardLot;
  const isLotOk =
    terms.orderType === 'Odd'
      ? isOddLotQuantity(terms.quantity, lot)
      : isBoardLotMultiple(terms.quantity, lot);
  if (!isLotOk) return STOCK_ORDER_RESULT.wrongLotSize;
  const quantity = toDecimal(terms.quantity);
  if (instrument.exchange === 'HKEX' && quantity.greaterThan(maxOrderQuantity(lot))) {
    return STOCK_ORDER_RESULT.exceedsMaxOrderSize;
  }
  if (quantity.greaterThan(MAX_SHARES_PER_ORDER[instrument.exchange])) {
    return STOCK_ORDER_RESULT.overMaxSharesPerOrder;
  }
  return 0;
}

/** The 9x rule (hk-market-facts §3.2): within nine times and a ninth of the previous close. */
export function isWithinNineTimes(price: string, quote: StockQuote | undefined): boolean {
  if (!quote) return true;
  const nominal = toDecimal(quote.previousClose);
  if (nominal.lte(0)) return true;
  const value = toDecimal(price);
  return value.lessThan(nominal.mul(9)) && value.greaterThan(nominal.div(9));
}

/** The figures of an order at a price: consideration, fees, and a buy's hold. */
export function figuresAt(
  terms: Pick<StockOrderTerms, 'side' | 'quantity'>,
  valuationPrice: string,
  holdPrice: string | null,
  precision: number,
  feesOf: FeesOf,
) {
  const consideration = toDecimal(
    roundDecimal(toDecimal(terms.quantity).mul(valuationPrice), precision, 'normal'),
  ).toFixed();
  const fees = feesOf(consideration, terms.quantity);
  const holdAmount =
    terms.side === 'B' && holdPrice !== null
      ? requiredBuyHold(feesOf, {
          quantity: terms.quantity,
          filledQuantity: '0',
          filledConsideration: '0',
          holdPrice,
          precision,
        })
      : '0';
  return { consideration, fees, holdAmount };
}

/** Runs the checks that need no books; answers the first failing code or the planned order. */
export function checkOrder(input: CheckInput): CheckOutcome {
  const { terms, instrument, quote, brand, now } = input;
  const priced = priceRequired(terms.orderType);
  if (priced && !isPositive(terms.price)) return refuse(STOCK_ORDER_RESULT.priceNotPositive);
  if (!isWholeShareQuantity(terms.quantity)) return refuse(STOCK_ORDER_RESULT.quantityNotPositive);
  if (!instrument || instrument.status !== 'active') {
    return refuse(STOCK_ORDER_RESULT.invalidStockCode);
  }
  const { exchange } = instrument;
  const precision = currencyFor(instrument.currency).precision;
  const partial = { instrument, exchange, currency: instrument.currency, precision };
  if (instrument.isSuspended) return refuse(STOCK_ORDER_RESULT.productSuspended, partial);
  if (input.permission.validOrderTypes.length === 0) {
    return refuse(STOCK_ORDER_RESULT.clientSuspended, partial);
  }
  const permission = permissionRefusal(input, exchange);
  if (permission !== 0) return refuse(permission, partial);
  const trigger = triggerRefusal(terms);
  if (trigger !== 0) return refuse(trigger, partial);
  const state = sessionAt(exchange, now);
  const tradingSession = exchange === 'US' ? terms.tradingSession : undefined;
  if (!orderTypeAcceptedIn(exchange, state, terms.orderType, tradingSession).accepted) {
    return refuse(STOCK_ORDER_RESULT.nonTradingHour, partial);
  }
  const price = priced ? toDecimal(terms.price as string).toFixed() : null;
  let startStatus: PlannedOrder['startStatus'] = 'pending';
  if (price !== null && !hasTickPrecision(instrument.spreadTable, price)) {
    return refuse(STOCK_ORDER_RESULT.wrongSpread, partial);
  }
  if (price !== null && !isOnTick(instrument.spreadTable, price)) {
    if (!brand.features.overrideOutOfSpread) return refuse(STOCK_ORDER_RESULT.wrongSpread, partial);
    startStatus = 'overriding';
  }
  if (price !== null && !isWithinNineTimes(price, quote)) {
    return refuse(STOCK_ORDER_RESULT.priceOutOfRange, partial);
  }
  if (price !== null && !input.isFarPriceConfirmed && farPriceOf(exchange, price, quote?.last)) {
    return refuse(STOCK_ORDER_RESULT.farPriceNotConfirmed, partial);
  }
  const quantity = quantityRefusal(terms, instrument);
  if (quantity !== 0) return refuse(quantity, partial);
  if (!isRemarkValid(terms.remark)) {
    return refuse(STOCK_ORDER_RESULT.remarkTooLong, partial);
  }
  const tradeDate = orderTradeDate(exchange, state);
  let goodTillDate: string | null = null;
  if (terms.condition === 'goodTillDate') {
    const last = goodTillDateMax(brand, tradeDate);
    const date = terms.goodTillDate;
    if (!date || last === null || date <= tradeDate || date > last) {
      return refuse(STOCK_ORDER_RESULT.goodTillDateOutOfRange, partial);
    }
    goodTillDate = date;
  }
  const reference = referencePrice(brand, terms.side, quote, state);
  const valuationPrice = price ?? reference;
  // A price-less order of a stock without a quote cannot be valued: nothing to hold it at.
  if (valuationPrice === null) return refuse(STOCK_ORDER_RESULT.unknown, partial);
  const holdPrice =
    terms.side !== 'B'
      ? null
      : (price ??
        roundToTick(
          instrument.spreadTable,
          toDecimal(valuationPrice).mul(toDecimal('1').add(PRICELESS_BUY_BUFFER)).toFixed(),
          'up',
        ));
  const feesOf = orderFees(exchange, terms.side, instrument.kind);
  const figures = figuresAt(terms, valuationPrice, holdPrice, precision, feesOf);
  return {
    result: 0,
    plan: {
      ...partial,
      terms,
      price,
      valuationPrice,
      holdPrice,
      ...figures,
      startStatus,
      tradeDate,
      goodTillDate,
      feesOf,
    },
  };
}

/** The client's balances the books checks read, in the order's currency and symbol. */
export type OrderBalances = { cash: string; shares: string };

/** The books checks (8240, 8241, 8243) of a planned order. */
export function booksRefusal(
  plan: Pick<PlannedOrder, 'terms' | 'holdAmount'>,
  balances: OrderBalances,
  daily: { used: string; limit: string | null },
): StockOrderResultCode | 0 {
  if (plan.terms.side === 'B') {
    if (toDecimal(balances.cash).lessThan(plan.holdAmount)) {
      return STOCK_ORDER_RESULT.insufficientFund;
    }
  } else if (toDecimal(balances.shares).lessThan(plan.terms.quantity)) {
    return STOCK_ORDER_RESULT.insufficientQuantity;
  }
  if (plan.terms.side === 'B' && daily.limit !== null) {
    if (toDecimal(daily.used).add(plan.holdAmount).greaterThan(daily.limit)) {
      return STOCK_ORDER_RESULT.overClientDailyLimit;
    }
  }
  return 0;
}

/**
 * The most a client can buy with `cash` at the hold price, fees included: whole board lots up to
 * the order size limit, or for an odd lot order below one lot.
 */
export function maxBuyQuantity(
  plan: Pick<PlannedOrder, 'instrument' | 'holdPrice' | 'precision' | 'feesOf'> & {
    terms: Pick<StockOrderTerms, 'orderType'>;
  },
  cash: string,
): string {
  const { instrument, holdPrice } = plan;
  if (holdPrice === null || toDecimal(holdPrice).lte(0)) return '0';
  const lot = instrument.boardLot;
  const isOdd = plan.terms.orderType === 'Odd';
  const unit = isOdd ? 1 : lot;
  const cap = isOdd
    ? lot - 1
    : Decimal.min(maxOrderQuantity(lot), MAX_SHARES_PER_ORDER[instrument.exchange]).toNumber();
  const costOf = (quantity: number) =>
    toDecimal(
      requiredBuyHold(plan.feesOf, {
        quantity: String(quantity),
        filledQuantity: '0',
        filledConsideration: '0',
        holdPrice,
        precision: plan.precision,
      }),
    );
  let low = 0;
  let high = Math.floor(cap / unit);
  const upper = toDecimal(cash).div(toDecimal(holdPrice).mul(unit)).floor().toNumber();
  high = Math.min(high, upper);
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (costOf(middle * unit).lte(cash)) low = middle;
    else high = middle - 1;
  }
  return String(low * unit);
}

/** The most a client can sell of `available` shares with the order's type. */
export function maxSellQuantity(
  instrument: StockInstrument,
  orderType: StockOrderType,
  available: string,
): string {
  const lot = instrument.boardLot;
  if (orderType === 'Odd') return Decimal.min(available, String(lot - 1)).toFixed();
  const cap = Decimal.min(maxOrderQuantity(lot), MAX_SHARES_PER_ORDER[instrument.exchange]);
  return Decimal.min(roundDownToBoardLot(available, lot), cap).toFixed();
}
