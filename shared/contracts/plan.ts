import { z } from 'zod';
import {
  PLAN_GOALS,
  PLAN_STATUSES,
  PLAN_SUGGESTION_REASONS,
  PLAN_THEMES,
} from '../domain/plan-status';
import { accountCode, decimalInput, decimalString } from './common';
import { fundId, isoDate, localisedText, performancePeriod } from './fund';

/**
 * The `plan` service (spec §2.11, issue 26): monthly investment plans, each a mix of the firm's
 * funds with weights summing to 100 %. Past returns are computed from the funds' NAV history as a
 * monthly-rebalanced weighted index, never typed in. Clients see active and inactive plans only.
 */

/** A plan id (its code, e.g. `PLN-GROWTH-HKD`). */
export const planId = z.string().trim().min(1).max(40);
export const planStatus = z.enum(PLAN_STATUSES);
export const planTheme = z.enum(PLAN_THEMES);
export const planGoal = z.enum(PLAN_GOALS);
export const planSuggestionReason = z.enum(PLAN_SUGGESTION_REASONS);

/** A plan as lists show it. */
export const planSummary = z.object({
  planId,
  name: localisedText,
  summary: localisedText,
  theme: planTheme,
  currency: z.string(),
  /** 1 to 5: the highest risk level of its funds. */
  riskLevel: z.number().int().min(1).max(5),
  /** The least monthly amount, in the plan currency. */
  minimumMonthlyAmount: decimalString,
  status: planStatus,
  fundCount: z.number().int(),
  /** Percent with 2 decimals per spec §3 period; null where the history is too short. */
  returns: z.record(z.string(), decimalString.nullable()),
});

/** One fund of a plan's mix. */
export const planComponent = z.object({
  fundId,
  fundName: localisedText,
  currency: z.string(),
  riskLevel: z.number().int(),
  /** Percent with 2 decimals; a plan's weights sum to exactly 100. */
  weight: decimalString,
  subscriptionFeePercent: decimalString,
  managementFeePercent: decimalString,
});

/** A plan's factsheet or one of its funds' documents: title per language, path for fund-document. */
export const planDocument = z.object({
  type: z.enum(['factsheet', 'prospectus']),
  title: localisedText,
  /** Download through `/documents/<path>` as fund documents are. */
  path: z.string(),
});

/** Everything the detail page shows. */
export const planDetail = planSummary.extend({
  description: localisedText,
  composition: z.array(planComponent),
  /** Weighted index rebased to 100 at its first point, monthly rebalanced, one point a day. */
  performance: z.array(z.object({ date: isoDate, value: decimalString })),
  fees: z.object({
    /** Weighted average of the funds' subscription fees, percent. */
    subscriptionFeePercent: decimalString,
    /** Weighted average of the funds' management fees, percent a year. */
    managementFeePercent: decimalString,
    /** The plan itself charges nothing on top. */
    planFeePercent: decimalString,
  }),
  documents: z.array(planDocument),
});

/** One ranked suggestion. */
export const planSuggestion = z.object({
  rank: z.number().int().min(1),
  reason: planSuggestionReason,
  plan: planSummary,
});

/** The `plan` service's calls. */
export const planContracts = {
  /** Active and inactive plans, filtered; returns over every spec §3 period. */
  searchPlans: {
    input: z.strictObject({
      riskLevel: z.number().int().min(1).max(5).optional(),
      currency: z.string().trim().toUpperCase().max(6).optional(),
      theme: planTheme.optional(),
    }),
    output: z.object({ plans: z.array(planSummary), periods: z.array(performancePeriod) }),
  },
  /** One plan; a draft, deleted or unknown plan answers `planNotFound` with no plan. */
  loadPlan: {
    input: z.strictObject({ planId }),
    output: z.object({
      result: z.number().int(),
      resultName: z.string(),
      plan: planDetail.nullable(),
    }),
  },
  /**
   * Ranked plans for a questionnaire: goal, horizon, monthly budget; the client's risk level is
   * that of their valid assessment (null when none: then only risk 1-2 plans are suggested).
   * `suggests/search` calls it with the goal alone.
   */
  suggestPlans: {
    input: z.strictObject({
      accountCode,
      goal: planGoal,
      horizonYears: z.number().int().min(1).max(40).optional(),
      monthlyBudget: decimalInput.optional(),
      currency: z.string().trim().toUpperCase().max(6).optional(),
    }),
    output: z.object({
      clientRiskLevel: z.number().int().nullable(),
      suggestions: z.array(planSuggestion),
    }),
  },
};
