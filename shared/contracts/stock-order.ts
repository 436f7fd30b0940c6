import { z } from 'zod';
import {
  ALL_STOCK_ORDER_TYPES,
  STOCK_DISPLAY_STATUSES,
  STOCK_ORDER_CONDITIONS,
  STOCK_ORDER_STATUSES,
  STOCK_ORDER_TYPES,
  STOCK_TRADING_SESSIONS,
} from '../domain/stock-order-status';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { isoDate, localisedText } from './fund';
import { exchangeCode, stockSymbol } from './stock-definition';

/** Spec §3 internal and display statuses, order types, conditions and sessions. */
export const stockOrderStatus = z.enum(STOCK_ORDER_STATUSES);
export const stockDisplayStatus = z.enum(STOCK_DISPLAY_STATUSES);
export const stockOrderType = z.enum(STOCK_ORDER_TYPES);
/** Any type an order as read may carry, back-office types included (Grey, Manual, TA, Cross). */
export const anyStockOrderType = z.enum(ALL_STOCK_ORDER_TYPES);
export const stockOrderCondition = z.enum(STOCK_ORDER_CONDITIONS);
export const stockTradingSession = z.enum(STOCK_TRADING_SESSIONS);
export const stockOrderSide = z.enum(['B', 'S']);

/** Spec §3 trading permission of a client on one exchange (spec §4 reads it). */
export const tradingPermission = z.object({
  exchange: exchangeCode,
  /** Empty: trading is suspended for this client (spec §4). */
  validOrderTypes: z.array(stockOrderType),
  defaultOrderType: stockOrderType.nullable(),
  /** none, goodTillDate when the brand enables it, then the permitted conditions (spec §4). */
  validProgramOrderTypes: z.array(stockOrderCondition),
  allowPrePostMarketExchangeIds: z.array(z.string()),
  allowHongKongBcanOverride: z.boolean(),
  allowChinaBcanOverride: z.boolean(),
  auctionOrderSellOnly: z.boolean(),
  tradePasswordRequired: z.boolean(),
  /** The brand lets orders on this exchange be modified (spec §9 modifiable exchanges). */
  canModifyOrders: z.boolean(),
  /** The brand's good-till-date range: last allowed date from today. */
  goodTillDateMax: isoDate.nullable(),
});

/** Each fee of one side of a trade (hk-market-facts §3.5), in the stock's currency. */
export const stockFees = z.object({
  brokerage: decimalString,
  sfcLevy: decimalString,
  afrcLevy: decimalString,
  tradingFee: decimalString,
  stampDuty: decimalString,
  ccass: decimalString,
  /** US: the SEC fee on sells (zero elsewhere). */
  secFee: decimalString,
  total: decimalString,
});

/** One execution of an order. */
export const stockFill = z.object({
  fillId: z.number().int(),
  quantity: decimalString,
  price: decimalString,
  consideration: decimalString,
  fees: stockFees,
  at: isoDateTime,
  tradeDate: isoDate,
  settlementDate: isoDate,
  isSettled: z.boolean(),
});

/** One stock order as the client reads it. */
export const stockOrder = z.object({
  orderId: z.number().int(),
  idempotencyKey: z.string(),
  symbol: stockSymbol,
  exchange: exchangeCode,
  name: localisedText,
  currency: z.string(),
  side: stockOrderSide,
  orderType: anyStockOrderType,
  condition: stockOrderCondition,
  /** stopGain / stopLoss trigger price; volumeTrigger volume. */
  triggerPrice: decimalString.nullable(),
  triggerVolume: decimalString.nullable(),
  goodTillDate: isoDate.nullable(),
  tradingSession: stockTradingSession.nullable(),
  /** Null for AO and Market. */
  price: decimalString.nullable(),
  quantity: decimalString,
  filledQuantity: decimalString,
  averageFillPrice: decimalString.nullable(),
  remark: z.string(),
  status: stockOrderStatus,
  displayStatus: stockDisplayStatus,
  /** Spec §8 code of a rejection; null otherwise. */
  rejectCode: z.number().int().nullable(),
  /** Cash held for a buy (consideration plus fees), still held now. */
  heldAmount: decimalString,
  tradeDate: isoDate,
  placedAt: isoDateTime,
  updatedAt: isoDateTime,
  canCancel: z.boolean(),
  canModify: z.boolean(),
});
export type StockOrderView = z.infer<typeof stockOrder>;

/** One status move of an order, with the spec §8 code when it was a rejection. */
export const stockOrderStatusChange = z.object({
  fromStatus: stockOrderStatus.nullable(),
  status: stockOrderStatus,
  displayStatus: stockDisplayStatus,
  reasonCode: z.number().int().nullable(),
  at: isoDateTime,
});

/**
 * A placement, modify or cancel answer: `result` 0 for success, else the spec §8 code (8201-8805,
 * 99999) and its name; the page shows the code's text in the reader's language.
 */
export const stockOrderAnswer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  /** Set when the trade password was missing or wrong (8232). */
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  /** True when the idempotency key had placed this very order: nothing new happened. */
  isReplay: z.boolean(),
  order: stockOrder.nullable(),
});

/** What an order asks for (placement and preview). */
const orderTerms = {
  accountCode,
  symbol: stockSymbol,
  side: stockOrderSide,
  orderType: stockOrderType,
  /** Required except for AO and Market. */
  price: decimalInput.optional(),
  quantity: decimalInput,
  condition: stockOrderCondition.default('none'),
  triggerPrice: decimalInput.optional(),
  triggerVolume: decimalInput.optional(),
  goodTillDate: isoDate.optional(),
  /** US orders only. */
  tradingSession: stockTradingSession.optional(),
  /** Spec §5: at most 10 characters (longer: 8291). */
  remark: z.string().max(40).default(''),
};

/** The `stock-order` service's calls (spec §7). */
export const stockOrderContracts = {
  /** Spec §3 order confirmation setting (funds read it too). */
  loadOrderConfirmationReminder: {
    input: z.strictObject({ accountCode }),
    output: z.object({ skipConfirmation: z.boolean() }),
  },
  /**
   * Stores `skipConfirmation` (issue 31 §5): turning confirmations off needs the risk statement
   * accepted and the trade password typed (when the account has one); turning them on, nothing.
   */
  setOrderConfirmationReminder: {
    input: z.strictObject({
      accountCode,
      skipConfirmation: z.boolean(),
      isRiskAccepted: z.boolean().optional(),
      tradePassword: z.string().max(128).optional(),
    }),
    output: z.object({
      success: z.boolean(),
      result: z.enum([
        'ok',
        'risk_not_accepted',
        'trade_password_required',
        'trade_password_incorrect',
      ]),
    }),
  },
  /** Spec §3 trading permission of the client on one exchange. */
  loadTradingPermission: {
    input: z.strictObject({ accountCode, exchange: exchangeCode }),
    output: tradingPermission,
  },
  /**
   * What an order would cost and whether the checks pass, without placing it: consideration,
   * each fee, the total; max buy (purchasing power, fees included, in board lots) and max sell
   * (available shares); `result` is the first failing check's code or 0.
   */
  previewOrder: {
    input: z.strictObject(orderTerms),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      currency: z.string(),
      consideration: decimalString,
      fees: stockFees,
      /** Buy: consideration + fees; sell: consideration − fees. */
      total: decimalString,
      purchasingPower: decimalString,
      maxBuyQuantity: decimalString,
      maxSellQuantity: decimalString,
    }),
  },
  /** Places an order under its idempotency key (cash held for a buy, shares frozen for a sell). */
  placeOrder: {
    input: z.strictObject({
      ...orderTerms,
      /** One per order the client means to place; the same key with another body is 8247. */
      idempotencyKey: z.string().trim().min(8).max(80),
      tradePassword: z.string().max(128).optional(),
      /** The client's second confirmation of a price far from the last one (8357 without). */
      confirmFarPrice: z.boolean().optional(),
    }),
    output: stockOrderAnswer,
  },
  /** New price and/or quantity of a working order (exchanges the brand lets modify). */
  modifyOrder: {
    input: z.strictObject({
      accountCode,
      orderId: z.number().int().positive(),
      price: decimalInput.optional(),
      quantity: decimalInput,
      tradePassword: z.string().max(128).optional(),
      /** The client's second confirmation of a new price far from the last one (8357 without). */
      confirmFarPrice: z.boolean().optional(),
    }),
    output: stockOrderAnswer,
  },
  /** Cancels what is left of a working order, outside the no-cancel periods. */
  cancelOrder: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: stockOrderAnswer,
  },
  /** Orders newest first, with filters; `total` counts every match. */
  searchOrders: {
    input: z.strictObject({
      accountCode,
      displayStatuses: z.array(stockDisplayStatus).max(15).optional(),
      /** Order types, back-office ones included (spec §3). */
      orderTypes: z.array(anyStockOrderType).max(11).optional(),
      side: stockOrderSide.optional(),
      symbol: stockSymbol.optional(),
      /** Trade dates from / to (both included). */
      from: isoDate.optional(),
      to: isoDate.optional(),
      /** Only orders that can still change (today's working orders and live good-till-date). */
      openOnly: z.boolean().default(false),
      pageIndex: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(200).default(20),
    }),
    output: z.object({ total: z.number().int(), orders: z.array(stockOrder) }),
  },
  /** One order with its status moves and fills, oldest first; unknown orders: order null. */
  loadOrderTimeline: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: z.object({
      order: stockOrder.nullable(),
      changes: z.array(stockOrderStatusChange),
      fills: z.array(stockFill),
    }),
  },
};
