import Decimal from 'decimal.js';
import type { CallInput, CallOutput } from '@shared/contracts/index';
import { hongKongDate } from '@shared/domain/business-calendar';
import { toPlainString } from '@shared/domain/decimal';
import { isClientOrderType, priceRequired } from '@shared/domain/stock-order-rules';
import {
  isOnTick,
  roundToTick,
  stepPrice,
  type SpreadTableCode,
} from '@shared/domain/stock-spread';
import type {
  AnyStockOrderType,
  StockOrderCondition,
  StockOrderSide,
  StockOrderType,
  StockTradingSession,
} from '@shared/domain/stock-order-status';

/** One instrument as the order panel reads it. */
export type Stock = NonNullable<CallOutput<'stock-definition/loadStock'>['stock']>;

/** A stock order as the client reads it. */
export type StockOrder = CallOutput<'stock-order/searchOrders'>['orders'][number];

/** What the order form holds, as typed (every field a string, empty when not filled in). */
export type OrderDraft = {
  side: StockOrderSide;
  orderType: StockOrderType | null;
  price: string;
  quantity: string;
  condition: StockOrderCondition;
  triggerPrice: string;
  triggerVolume: string;
  goodTillDate: string;
  tradingSession: StockTradingSession | null;
  remark: string;
};

/** An empty draft on `side`. */
export function emptyDraft(side: StockOrderSide = 'B'): OrderDraft {
  return {
    side,
    orderType: null,
    price: '',
    quantity: '',
    condition: 'none',
    triggerPrice: '',
    triggerVolume: '',
    goodTillDate: '',
    tradingSession: null,
    remark: '',
  };
}

/** A positive or zero decimal as the contract takes it (`612.5`), nothing else. */
export const isPriceText = (text: string) => /^\d{1,30}(\.\d{1,20})?$/.test(text);

/** A whole number of shares. */
export const isQuantityText = (text: string) => /^\d{1,30}$/.test(text);

/** At-auction and market orders carry no price (spec §3); nothing without a type. */
export const hasPrice = (orderType: AnyStockOrderType | null) =>
  orderType !== null && priceRequired(orderType);

/** Which field a result code is about, so its text shows under that field. */
export type CodeField = 'price' | 'quantity' | 'remark' | 'goodTillDate' | 'trigger' | null;

/** The field a spec §8 code belongs to; null for codes about the whole order. */
export function fieldOfCode(code: number): CodeField {
  switch (code) {
    case 8201:
    case 8203:
    case 8354:
      return 'price';
    case 8202:
    case 8204:
    case 8241:
    case 8314:
    case 8336:
      return 'quantity';
    case 8291:
      return 'remark';
    case 8312:
      return 'goodTillDate';
    case 8355:
      return 'trigger';
    default:
      return null;
  }
}

/** Why the draft cannot be previewed yet: empty fields, or text that is not a number. */
export type DraftProblem = 'empty' | 'invalid' | null;

/** The fields a draft lacks or holds malformed, field by field. */
export function draftProblems(draft: OrderDraft) {
  const needsPrice = hasPrice(draft.orderType);
  const price: DraftProblem = !needsPrice
    ? null
    : draft.price === ''
      ? 'empty'
      : isPriceText(draft.price)
        ? null
        : 'invalid';
  const quantity: DraftProblem =
    draft.quantity === '' ? 'empty' : isQuantityText(draft.quantity) ? null : 'invalid';
  const needsTriggerPrice = draft.condition === 'stopGain' || draft.condition === 'stopLoss';
  const triggerPrice: DraftProblem = !needsTriggerPrice
    ? null
    : draft.triggerPrice === ''
      ? 'empty'
      : isPriceText(draft.triggerPrice)
        ? null
        : 'invalid';
  const triggerVolume: DraftProblem =
    draft.condition !== 'volumeTrigger'
      ? null
      : draft.triggerVolume === ''
        ? 'empty'
        : isQuantityText(draft.triggerVolume)
          ? null
          : 'invalid';
  const goodTillDate: DraftProblem =
    draft.condition === 'goodTillDate' && draft.goodTillDate === '' ? 'empty' : null;
  const orderType: DraftProblem = draft.orderType === null ? 'empty' : null;
  return { orderType, price, quantity, triggerPrice, triggerVolume, goodTillDate };
}

/** The draft's worst problem: invalid text first, then anything empty. */
export function draftProblem(draft: OrderDraft): DraftProblem {
  const problems = Object.values(draftProblems(draft));
  if (problems.includes('invalid')) return 'invalid';
  return problems.includes('empty') ? 'empty' : null;
}

/** The preview and placement terms of a complete draft; null while something is missing. */
export function termsOf(
  draft: OrderDraft,
  stock: Stock,
  accountCode: string,
): CallInput<'stock-order/previewOrder'> | null {
  if (draft.orderType === null || draftProblem(draft) !== null) return null;
  return {
    accountCode,
    symbol: stock.symbol,
    side: draft.side,
    orderType: draft.orderType,
    ...(hasPrice(draft.orderType) ? { price: draft.price } : {}),
    quantity: draft.quantity,
    condition: draft.condition,
    ...(draft.condition === 'stopGain' || draft.condition === 'stopLoss'
      ? { triggerPrice: draft.triggerPrice }
      : {}),
    ...(draft.condition === 'volumeTrigger' ? { triggerVolume: draft.triggerVolume } : {}),
    ...(draft.condition === 'goodTillDate' ? { goodTillDate: draft.goodTillDate } : {}),
    ...(stock.exchange === 'US' && draft.tradingSession !== null
      ? { tradingSession: draft.tradingSession }
      : {}),
    remark: draft.remark,
  };
}

/**
 * The price one tick up or down the stock's spread table. From an empty field the stepper starts
 * at `reference` (the last price); from a price off the table it goes to the next price on it.
 */
export function stepPriceText(
  table: SpreadTableCode,
  price: string,
  direction: 1 | -1,
  reference: string | null,
): string {
  const start = isPriceText(price) && new Decimal(price).gt(0) ? price : reference;
  if (start === null) return price;
  if (!isOnTick(table, start)) return roundToTick(table, start, direction === 1 ? 'up' : 'down');
  if (start !== price) return start;
  return stepPrice(table, start, direction);
}

/**
 * The quantity one board lot up or down (one share for an odd lot, kept below the lot), never
 * below one step; from an empty or malformed field, one step.
 */
export function stepQuantityText(
  quantity: string,
  boardLot: number,
  direction: 1 | -1,
  isOddLot: boolean,
): string {
  const step = isOddLot ? 1 : boardLot;
  if (!isQuantityText(quantity)) return String(step);
  const current = new Decimal(quantity);
  // Off a lot multiple, the first step lands on the nearest multiple that way.
  const aligned = current.div(step);
  const next = (
    aligned.isInteger()
      ? aligned.plus(direction)
      : direction === 1
        ? aligned.ceil()
        : aligned.floor()
  ).times(step);
  const ceiling = isOddLot ? new Decimal(boardLot - 1) : null;
  const bounded = Decimal.max(next, step);
  return toPlainString(ceiling && bounded.gt(ceiling) ? ceiling : bounded);
}

/**
 * Spec §9: an order placed again shows a message when the time now is between 12:00 am and
 * 4:00 pm (Hong Kong time) on the original order's trade date: it may duplicate that order.
 */
export function isSameTradingDayAgain(tradeDate: string, now: Date): boolean {
  if (hongKongDate(now) !== tradeDate) return false;
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Asia/Hong_Kong',
      hour: '2-digit',
      hourCycle: 'h23',
    }).format(now),
  );
  return hour < 16;
}

/** A draft filled in from an earlier order ("Place again"); a back-office type is left to pick. */
export function draftFromOrder(order: StockOrder): OrderDraft {
  return {
    side: order.side,
    orderType: isClientOrderType(order.orderType) ? order.orderType : null,
    price: order.price === null ? '' : toPlainString(order.price),
    quantity: toPlainString(new Decimal(order.quantity).trunc()),
    condition: order.condition,
    triggerPrice: order.triggerPrice === null ? '' : toPlainString(order.triggerPrice),
    triggerVolume: order.triggerVolume
      ? toPlainString(new Decimal(order.triggerVolume).trunc())
      : '',
    goodTillDate: order.goodTillDate ?? '',
    tradingSession: order.tradingSession,
    remark: order.remark,
  };
}
