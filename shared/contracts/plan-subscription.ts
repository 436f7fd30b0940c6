import { z } from 'zod';
import {
  PLAN_RECORD_STATES,
  PLAN_RUN_STATUSES,
  PLAN_SUBSCRIPTION_STATUSES,
} from '../domain/plan-status';
import { accountCode, decimalInput, decimalString, isoDateTime } from './common';
import { fundId, isoDate, localisedText } from './fund';
import { planId, planSummary } from './plan';

/**
 * The `plan-subscription` service (spec §2.11 subscribes, subscriptions, redeems, statistic): a
 * client's monthly plan subscriptions. Each month's run places one fund subscription per fund
 * through the fund dealing core (they show in the fund order history); redemptions are fund
 * redemptions. Changes answer `result`/`resultName` (shared/domain/plan-result.ts) and store
 * nothing on a refusal.
 */

export const planSubscriptionStatus = z.enum(PLAN_SUBSCRIPTION_STATUSES);
export const planRecordState = z.enum(PLAN_RECORD_STATES);
/** `YYYY-MM`. */
export const isoMonth = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/);

/** One month's run. */
export const planRun = z.object({
  month: isoMonth,
  debitDate: isoDate,
  status: z.enum(PLAN_RUN_STATUSES),
  amount: decimalString,
  /** The fund orders it placed (fund-order/searchOrders shows them). */
  orderIds: z.array(z.number().int()),
  /** Why it failed: a plan or fund result name (`insufficientCash`), null when dealt. */
  failReason: z.string().nullable(),
  ranAt: isoDateTime,
});

/** One fund held through the subscription. */
export const planHolding = z.object({
  fundId,
  fundName: localisedText,
  units: decimalString,
  nav: decimalString.nullable(),
  value: decimalString,
});

/** A subscription as the list shows it. */
export const planSubscription = z.object({
  subscriptionId: z.number().int(),
  planId,
  planName: localisedText,
  currency: z.string(),
  riskLevel: z.number().int(),
  monthlyAmount: decimalString,
  debitDay: z.number().int().min(1).max(28),
  firstMonth: isoMonth,
  cashAccount: z.string(),
  status: planSubscriptionStatus,
  recordState: planRecordState,
  /** Null unless submitted or activated. */
  nextDebitDate: isoDate.nullable(),
  /** Sum of the dealt runs' amounts. */
  investedToDate: decimalString,
  /** Units held through it at the latest NAVs (pending orders at their amount). */
  value: decimalString,
  profitLoss: decimalString,
  /** Percent, 2 decimals; null when nothing is invested. */
  profitLossPercent: decimalString.nullable(),
  createdAt: isoDateTime,
  updatedAt: isoDateTime,
});

/** A change's answer. */
export const planSubscriptionAnswer = z.object({
  result: z.number().int(),
  resultName: z.string(),
  /** Set when the trade password was missing or wrong (result 9632). */
  tradePassword: z.enum(['required', 'incorrect']).optional(),
  /** True when the idempotency key had done this very thing before: nothing new happened. */
  isReplay: z.boolean(),
  subscription: planSubscription.nullable(),
});

/** A cash account a plan may be paid from. */
export const planCashAccount = z.object({
  cashAccount: z.string(),
  currency: z.string(),
  available: decimalString,
});

const subscriptionRef = { accountCode, subscriptionId: z.number().int().positive() };
const tradeStep = {
  /** Required when the account has a trade password (account/checkSavedTradePassword). */
  tradePassword: z.string().max(128).optional(),
};

/** The `plan-subscription` service's calls. */
export const planSubscriptionContracts = {
  /** What the subscribe form needs: the plan, the cash accounts, the client's risk. */
  loadSubscribeForm: {
    input: z.strictObject({ accountCode, planId }),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      plan: planSummary.nullable(),
      cashAccounts: z.array(planCashAccount),
      clientRiskLevel: z.number().int().nullable(),
      /** `refuse`: above the client's level is refused; `acknowledge`: allowed once acknowledged. */
      overRiskPolicy: z.enum(['refuse', 'acknowledge']),
      /** The earliest first month (this month when today is before debit day 28, else next). */
      earliestFirstMonth: isoMonth,
      /**
       * Today in Hong Kong: a first month is valid while its debit date is after today
       * (`firstDebitPassed` otherwise), at most 12 months ahead.
       */
      today: isoDate,
    }),
  },
  /**
   * Places a subscription: the answer shows it as placed (`submitted`); the books then activate
   * it (the embedded books at once), which loadSubscription shows.
   */
  subscribe: {
    input: z.strictObject({
      accountCode,
      planId,
      monthlyAmount: decimalInput,
      debitDay: z.number().int(),
      firstMonth: isoMonth,
      cashAccount: z.string().trim().min(1).max(40),
      /** One per subscription the client means to place: the same key again is the same one. */
      idempotencyKey: z.string().trim().min(8).max(80),
      hasAcknowledgedRisk: z.boolean().default(false),
      ...tradeStep,
    }),
    output: planSubscriptionAnswer,
  },
  /**
   * The client's subscriptions, newest first; cancelled ones (record state `deleted`) are left
   * out unless `includeDeleted`.
   */
  searchSubscriptions: {
    input: z.strictObject({ accountCode, includeDeleted: z.boolean().default(false) }),
    output: z.object({ subscriptions: z.array(planSubscription) }),
  },
  /** One subscription with its runs (newest first) and holdings. */
  loadSubscription: {
    input: z.strictObject(subscriptionRef),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      subscription: planSubscription.nullable(),
      runs: z.array(planRun),
      holdings: z.array(planHolding),
    }),
  },
  /** From the next run on (submitted, activated or inactivated). */
  changeAmount: {
    input: z.strictObject({ ...subscriptionRef, monthlyAmount: decimalInput, ...tradeStep }),
    output: planSubscriptionAnswer,
  },
  /** activated -> inactivated: no runs until resumed. */
  suspend: { input: z.strictObject(subscriptionRef), output: planSubscriptionAnswer },
  /** inactivated -> activated. */
  resume: { input: z.strictObject(subscriptionRef), output: planSubscriptionAnswer },
  /** For good: status cancelled, record state deleted; holdings stay until redeemed. */
  cancel: { input: z.strictObject(subscriptionRef), output: planSubscriptionAnswer },
  /**
   * Redeems the subscription's holdings as fund redemptions: `full`, or `proRata` a percent of
   * every fund's units (rounded down to each fund's unit decimals).
   */
  redeem: {
    input: z.strictObject({
      ...subscriptionRef,
      mode: z.enum(['full', 'proRata']),
      /** proRata only: 1 to 100. */
      percent: decimalInput.optional(),
      idempotencyKey: z.string().trim().min(8).max(80),
      ...tradeStep,
    }),
    output: planSubscriptionAnswer.extend({ orderIds: z.array(z.number().int()) }),
  },
  /** Contributions by month, value against invested, return: one entry per subscription. */
  loadStatistic: {
    input: z.strictObject({ accountCode, subscriptionId: z.number().int().positive().optional() }),
    output: z.object({
      statistics: z.array(
        z.object({
          subscriptionId: z.number().int(),
          planId,
          planName: localisedText,
          currency: z.string(),
          /** Per month from the first run: the dealt amount, cumulative invested, month-end value. */
          months: z.array(
            z.object({
              month: isoMonth,
              contributed: decimalString,
              invested: decimalString,
              value: decimalString,
            }),
          ),
          investedToDate: decimalString,
          value: decimalString,
          returnPercent: decimalString.nullable(),
        }),
      ),
    }),
  },
};
