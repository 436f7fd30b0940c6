import { z } from 'zod';
import { FUND_ORDER_STATUSES } from '../domain/fund-order-status';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { fundId, isoDate, localisedText } from './fund';

/** Spec §3 fund order statuses. */
export const fundOrderStatus = z.enum(FUND_ORDER_STATUSES as [string, ...string[]]);

/** One order leg (a switch shows two, linked; a bulk subscription one per fund). */
export const fundOrder = z.object({
  orderId: z.number().int(),
  idempotencyKey: z.string(),
  orderType: z.enum(['subscription', 'redemption', 'switch', 'bulk']),
  /** Spec §3: S subscribe, R redeem. */
  side: z.enum(['S', 'R']),
  fundId,
  fundName: localisedText,
  currency: z.string(),
  /** The fund's unit and NAV decimals, so every row shows units and NAVs alike (issue 10 §9). */
  unitPrecision: z.number().int(),
  navPrecision: z.number().int(),
  /** Subscription amount (a switch-in leg: the redemption's proceeds, once priced). */
  amount: decimalString.nullable(),
  /** Redeemed units, or the units a subscription was allotted once priced. */
  units: decimalString.nullable(),
  fee: decimalString.nullable(),
  nav: decimalString.nullable(),
  proceeds: decimalString.nullable(),
  status: fundOrderStatus,
  /** Spec §3 legacy letter; null for pending and failed. */
  statusLetter: z.string().nullable(),
  linkedOrderId: z.number().int().nullable(),
  isRiskAcknowledged: z.boolean(),
  dealingDate: isoDate.nullable(),
  cutOffAt: isoDateTime.nullable(),
  settlementDate: isoDate.nullable(),
  placedAt: isoDateTime,
  updatedAt: isoDateTime,
  /** Whether a cancel would be accepted now (before the cut-off, still waiting). */
  canCancel: z.boolean(),
});

/**
 * One order of the history (issue 10 §8). Its own fields are its first leg's (for a switch, the
 * switch-out redemption, whose id cancels both legs) except `status`, the order's as a whole.
 * `legs` holds a switch's two legs, switch-out then switch-in, each with its own figures, dates
 * and status; any other order has none.
 */
export const fundOrderEntry = fundOrder.extend({ legs: z.array(fundOrder) });

/** One status an order leg reached (issue 4 §2), when, and its spec §3 legacy letter. */
export const fundOrderStatusChange = z.object({
  /** The status it left; null for the placement. */
  fromStatus: fundOrderStatus.nullable(),
  status: fundOrderStatus,
  /** Spec §3 legacy letter; null for pending and failed. */
  statusLetter: z.string().nullable(),
  /** Why the order was rejected or failed (spec §8 result code); null for every other change. */
  reasonCode: z.number().int().nullable(),
  at: isoDateTime,
});

/** A placement or cancel answer: spec §8 fund order result code 0-22 or 99 and its name. */
export const fundOrderAnswer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  /** The fund whose check failed (bulk subscriptions name which). */
  failedFundId: fundId.optional(),
  /** Set when the trade password was missing or wrong (result 14, no permission). */
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  /** True when the idempotency key had placed this very order before: nothing new happened. */
  isReplay: z.boolean(),
  orders: z.array(fundOrder),
});

/** What every placement carries besides its legs. */
const placement = {
  accountCode,
  /** One per order the client means to place: the same key again is the same order. */
  idempotencyKey: z.string().trim().min(8).max(80),
  /** Needed when the fund is above the client's risk level (issue 4 §5). */
  hasAcknowledgedRisk: z.boolean().default(false),
  /** Required when the account has a trade password (account/checkSavedTradePassword). */
  tradePassword: z.string().max(128).optional(),
};

/** The `fund-order` service's calls. */
export const fundOrderContracts = {
  /** Subscribe by amount in the fund currency (cash held at once). */
  placeSubscription: {
    input: z.strictObject({ ...placement, fundId, amount: decimalInput }),
    output: fundOrderAnswer,
  },
  /** Redeem by units (units frozen at once). */
  placeRedemption: {
    input: z.strictObject({ ...placement, fundId, units: decimalInput }),
    output: fundOrderAnswer,
  },
  /** Switch units of one fund into another of the same currency (brand flag fundSwitching). */
  placeSwitch: {
    input: z.strictObject({
      ...placement,
      fromFundId: fundId,
      toFundId: fundId,
      units: decimalInput,
    }),
    output: fundOrderAnswer,
  },
  /** Several subscriptions in one confirmation: all are placed or none. */
  placeBulkSubscription: {
    input: z.strictObject({
      ...placement,
      items: z
        .array(z.strictObject({ fundId, amount: decimalInput }))
        .min(1)
        .max(10),
    }),
    output: fundOrderAnswer,
  },
  /** Cancels before the cut-off (a switch: both legs). */
  cancelOrder: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: fundOrderAnswer.omit({ isReplay: true, failedFundId: true, tradePassword: true }),
  },
  /**
   * One order leg with every status it passed through, oldest first. An order the client does
   * not have answers result 16 (order not found) with no order, as cancelOrder does.
   */
  loadOrderTimeline: {
    input: z.strictObject({ accountCode, orderId: z.number().int().positive() }),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      order: fundOrder.nullable(),
      changes: z.array(fundOrderStatusChange),
    }),
  },
  /** Order history, newest first: a switch is one entry of two legs; `total` counts entries. */
  searchOrders: {
    input: z.strictObject({
      accountCode,
      /** Matches an order's status as a whole (a switch's, not one leg's). */
      statuses: z.array(fundOrderStatus).max(9).optional(),
      /** Subscriptions (S) or redemptions (R) outside switches, or switches. */
      side: z.enum(['S', 'R', 'switch']).optional(),
      /** A switch matches either of its funds. */
      fundId: fundId.optional(),
      /** Placed on or after / on or before these dates (Hong Kong). */
      from: isoDate.optional(),
      to: isoDate.optional(),
      pageIndex: z.number().int().min(0).default(0),
      pageSize: z.number().int().min(1).max(200).default(20),
    }),
    output: z.object({ total: z.number().int(), orders: z.array(fundOrderEntry) }),
  },
};
