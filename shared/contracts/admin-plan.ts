import { z } from 'zod';
import { ADMIN_PLAN_RESULTS, MAX_PLAN_FUNDS, PLAN_MOVE_TARGETS } from '../domain/admin-plan';
import {
  PLAN_RECORD_STATES,
  PLAN_RUN_STATUSES,
  PLAN_SUBSCRIPTION_STATUSES,
} from '../domain/plan-status';
import { editorTexts, localisedTexts } from './admin-content';
import { decimalInput, decimalString, isoDateTime } from './common';
import { fundId } from './fund';
import { planId, planStatus, planTheme } from './plan';

/**
 * The `admin-plan` service (issue 30, spec §2.13 `plans`, `plans/edit/{planId}`,
 * `plans/subscriptions/{planCode}`; the brand's `plan` flag): the admins' plan catalogue. A plan
 * is created as a draft and moved along `PLAN_MOVES` (shared/domain/admin-plan.ts); its risk is
 * the highest risk of its funds, never typed. A plan's code is its id (`PLN-HKD-GROWTH`). Admin
 * only (403 below); a refused change answers a `result` code (texts: the `adminPlans`
 * catalogue, `result.<code>`) and stores nothing; every stored change is audited.
 */

/** A change's result code. */
export const adminPlanResult = z.enum(ADMIN_PLAN_RESULTS);

/** How many plans each status holds (the tabs' counts). */
const statusCounts = z.object({
  draft: z.number().int(),
  active: z.number().int(),
  inactive: z.number().int(),
  deleted: z.number().int(),
});

/** A plan as the admins' list shows it. */
export const adminPlanRow = z.object({
  planId,
  name: localisedTexts,
  theme: planTheme,
  currency: z.string(),
  minimumMonthlyAmount: decimalString,
  /** 1 to 5: the highest risk of its funds (computed). */
  riskLevel: z.number().int().min(1).max(5),
  status: planStatus,
  fundCount: z.number().int(),
  /** Its subscriptions that are submitted, activated or suspended (`inactivated`). */
  liveSubscriptions: z.number().int(),
  updatedAt: isoDateTime,
});

/** One fund of a plan's mix, as the editor shows it. */
export const adminPlanComponent = z.object({
  fundId,
  fundName: localisedTexts,
  currency: z.string(),
  riskLevel: z.number().int(),
  /** Percent, at most 2 decimals; the weights sum to exactly 100. */
  weight: decimalString,
});

/** Everything the editor edits. */
export const adminPlan = adminPlanRow.extend({
  summary: localisedTexts,
  description: localisedTexts,
  components: z.array(adminPlanComponent),
  createdAt: isoDateTime,
});

/** What the editor sends (a new plan without `planId`). */
const planEdit = {
  theme: planTheme,
  currency: z.string().trim().toUpperCase().min(3).max(6),
  /** Above 0, at most the currency's precision. */
  minimumMonthlyAmount: decimalInput,
  /** 1 to 10 funds of the universe, each in the plan currency, weights summing to 100. */
  components: z.array(z.strictObject({ fundId, weight: decimalInput })).max(MAX_PLAN_FUNDS * 2),
  name: editorTexts,
  summary: editorTexts,
  description: editorTexts,
};

const answer = z.object({ result: adminPlanResult, plan: adminPlan.nullable() });

/** A month's run as the subscriptions table shows it. */
export const adminPlanRun = z.object({
  month: z.string(),
  debitDate: z.string(),
  status: z.enum(PLAN_RUN_STATUSES),
  amount: decimalString,
  failReason: z.string().nullable(),
});

/** One subscription of a plan. */
export const adminPlanSubscription = z.object({
  subscriptionId: z.number().int(),
  accountCode: z.string(),
  holderName: z.string(),
  status: z.enum(PLAN_SUBSCRIPTION_STATUSES),
  recordState: z.enum(PLAN_RECORD_STATES),
  monthlyAmount: decimalString,
  currency: z.string(),
  debitDay: z.number().int(),
  /** YYYY-MM. */
  firstMonth: z.string(),
  /** The sum of its dealt runs. */
  investedToDate: decimalString,
  runCount: z.number().int(),
  /** Its latest runs (at most 3), newest first. */
  lastRuns: z.array(adminPlanRun),
  createdAt: isoDateTime,
});

/** A plan's code in `plans/subscriptions/{planCode}`: its id. */
const planCode = planId;

/** The `admin-plan` service's calls. */
export const adminPlanContracts = {
  /** Plans of one status (every status when none), in catalogue order, with the counts per status. */
  searchPlans: {
    input: z.strictObject({ status: planStatus.optional() }),
    output: z.object({ plans: z.array(adminPlanRow), counts: statusCounts }),
  },
  /** One plan, any status; 404 for an unknown id. */
  loadPlan: { input: z.strictObject({ planId }), output: z.object({ plan: adminPlan }) },
  /**
   * Creates a plan (no `planId`: a draft with a new code) or edits one (not a deleted one; the
   * currency stays once it has subscriptions). Its status stays.
   */
  savePlan: {
    input: z.strictObject({ planId: planId.optional(), ...planEdit }),
    output: answer,
  },
  /** Moves a plan: draft→active|deleted, active→inactive, inactive→active|deleted (none live). */
  movePlan: {
    input: z.strictObject({ planId, to: z.enum(PLAN_MOVE_TARGETS) }),
    output: answer,
  },
  /** A page of a plan's subscriptions, newest first; 404 for an unknown plan. */
  searchPlanSubscriptions: {
    input: z.strictObject({
      planCode,
      offset: z.number().int().min(0).default(0),
      limit: z.number().int().min(1).max(200).default(50),
    }),
    output: z.object({
      plan: z.object({ planId, name: localisedTexts, currency: z.string(), status: planStatus }),
      total: z.number().int(),
      subscriptions: z.array(adminPlanSubscription),
    }),
  },
  /** Every subscription of the plan as a CSV file (UTF-8 with BOM, formula-safe cells). */
  exportPlanSubscriptions: {
    input: z.strictObject({ planCode }),
    output: z.object({
      fileName: z.string().regex(/^[A-Za-z0-9._-]{1,120}$/),
      contentType: z.literal('text/csv; charset=utf-8'),
      content: z.custom<AsyncIterable<Uint8Array>>(
        (value) => typeof value === 'object' && value !== null && Symbol.asyncIterator in value,
      ),
    }),
  },
};
