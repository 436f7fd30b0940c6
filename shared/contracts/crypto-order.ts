import { z } from 'zod';
import {
  CRYPTO_ORDER_SIZINGS,
  CRYPTO_ORDER_STATUSES,
  CRYPTO_ORDER_TYPES,
} from '../domain/crypto-order-status';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { isoDate } from './fund';
import { cryptoAsset, cryptoPairId, cryptoQuoteCurrency } from './crypto-market';

export const cryptoOrderStatus = z.enum(CRYPTO_ORDER_STATUSES);
export const cryptoOrderType = z.enum(CRYPTO_ORDER_TYPES);
export const cryptoOrderSizing = z.enum(CRYPTO_ORDER_SIZINGS);
export const cryptoOrderSide = z.enum(['B', 'S']);

/** One execution: quantity of the base at a price; the fee in the quote currency. */
export const cryptoFill = z.object({
  fillId: z.number().int(),
  quantity: decimalString,
  price: decimalString,
  /** quantity × price, rounded to the quote currency. */
  amount: decimalString,
  fee: decimalString,
  /** Maker (a resting limit order) or taker (a market order, or a limit that crossed at once). */
  liquidity: z.enum(['maker', 'taker']),
  at: isoDateTime,
});

/** One crypto order as the client reads it. */
export const cryptoOrder = z.object({
  orderId: z.number().int(),
  idempotencyKey: z.string(),
  pair: cryptoPairId,
  base: cryptoAsset,
  quoteCurrency: cryptoQuoteCurrency,
  side: cryptoOrderSide,
  orderType: cryptoOrderType,
  sizing: cryptoOrderSizing,
  /** The limit price; null for a market order. */
  price: decimalString.nullable(),
  /** What was asked: the base quantity (sizing quantity) or the amount (sizing amount). */
  quantity: decimalString.nullable(),
  amount: decimalString.nullable(),
  filledQuantity: decimalString,
  /** Sum of the fills' amounts, and their average price (null before a fill). */
  filledAmount: decimalString,
  averagePrice: decimalString.nullable(),
  /** Fees charged so far, in the quote currency. */
  fee: decimalString,
  status: cryptoOrderStatus,
  /** Fiat (buy) or asset (sell) still held for what is left of the order. */
  heldAmount: decimalString,
  heldAsset: z.string(),
  placedAt: isoDateTime,
  updatedAt: isoDateTime,
  canCancel: z.boolean(),
});
export type CryptoOrderView = z.infer<typeof cryptoOrder>;

/** One status move of an order. */
export const cryptoOrderStatusChange = z.object({
  fromStatus: cryptoOrderStatus.nullable(),
  status: cryptoOrderStatus,
  at: isoDateTime,
});

/**
 * A placement or cancel answer: `result` 0 for success, else a code of
 * shared/domain/crypto-order-result.ts and its name; the page shows the code's text.
 */
export const cryptoOrderAnswer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  /** Set when the trade password was missing or wrong (8932). */
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  /** True when the idempotency key had placed this very order: nothing new happened. */
  isReplay: z.boolean(),
  order: cryptoOrder.nullable(),
});

/** What an order asks for (placement and preview). */
const orderTerms = {
  accountCode,
  pair: cryptoPairId,
  side: cryptoOrderSide,
  orderType: cryptoOrderType,
  sizing: cryptoOrderSizing,
  /** Limit orders only. */
  price: decimalInput.optional(),
  /** Sizing quantity: the base quantity; sizing amount: the amount in the quote currency. */
  quantity: decimalInput.optional(),
  amount: decimalInput.optional(),
};

/** The `crypto-order` service's calls, on the Fos back office (`clientClaim('fos')`). */
export const cryptoOrderContracts = {
  /**
   * What an order would cost and whether the checks pass, without placing it: the quantity and
   * price it would trade at now (a market order at the best ask or bid), the amount, the fee
   * (taker for market, maker for limit), the total (buy: amount + fee, sell: amount − fee), what
   * is available, and the most that could be bought or sold; `result` is the first failing
   * check's code or 0.
   */
  previewOrder: {
    input: z.strictObject(orderTerms),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      quoteCurrency: cryptoQuoteCurrency,
      quantity: decimalString,
      price: decimalString,
      amount: decimalString,
      feeRate: decimalString,
      fee: decimalString,
      total: decimalString,
      /** Available quote currency (buy) and base asset (sell). */
      availableCash: decimalString,
      availableAsset: decimalString,
      maxBuyQuantity: decimalString,
      maxSellQuantity: decimalString,
    }),
  },
  /** Places an order under its idempotency key (fiat held for a buy, the asset for a sell). */
  placeOrder: {
    input: z.strictObject({
      ...orderTerms,
      /** One per order the client means to place; the same key with another body is 8947. */
      idempotencyKey: z.string().trim().min(8).max(80),
      tradePassword: z.string().max(128).optional(),
    }),
    output: cryptoOrderAnswer,
  },
  /** Cancels what is left of an open limit order; its hold is released. */
  cancelOrder: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: cryptoOrderAnswer,
  },
  /** Orders newest first, with filters; `total` counts every match. */
  searchOrders: {
    input: z.strictObject({
      accountCode,
      statuses: z.array(cryptoOrderStatus).max(4).optional(),
      pair: cryptoPairId.optional(),
      side: cryptoOrderSide.optional(),
      /** Hong Kong dates of placement, from / to (both included). */
      from: isoDate.optional(),
      to: isoDate.optional(),
      /** Only orders that can still change (open, partially filled). */
      openOnly: z.boolean().default(false),
      pageIndex: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(200).default(20),
    }),
    output: z.object({ total: z.number().int(), orders: z.array(cryptoOrder) }),
  },
  /** One order with its status moves and fills, oldest first; unknown orders: order null. */
  loadOrderTimeline: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: z.object({
      order: cryptoOrder.nullable(),
      changes: z.array(cryptoOrderStatusChange),
      fills: z.array(cryptoFill),
    }),
  },
  /** Fills newest first across orders, with the same filters as `searchOrders`. */
  searchFills: {
    input: z.strictObject({
      accountCode,
      pair: cryptoPairId.optional(),
      side: cryptoOrderSide.optional(),
      from: isoDate.optional(),
      to: isoDate.optional(),
      pageIndex: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(200).default(20),
    }),
    output: z.object({
      total: z.number().int(),
      fills: z.array(
        cryptoFill.extend({
          orderId: z.number().int(),
          pair: cryptoPairId,
          side: cryptoOrderSide,
          quoteCurrency: cryptoQuoteCurrency,
        }),
      ),
    }),
  },
};
