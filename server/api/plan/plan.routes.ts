import Decimal from 'decimal.js';
import { planContracts } from '../../../shared/contracts/plan';
import { PERFORMANCE_PERIODS } from '../../../shared/domain/fund-performance';
import { planResult } from '../../../shared/domain/plan-result';
import type { PlanGoal, PlanSuggestionReason } from '../../../shared/domain/plan-status';
import { findPlan, findPlans } from '../../repositories/plan.repository';
import { findLatestApprovedAssessment } from '../../repositories/risk-assessment.repository';
import { clientClaim } from '../client-claim';
import { defineCall } from '../registry';
import { planDetailView, planSummaryView } from './plan-views';

/** Plans clients see: active ones (inactive ones only for their subscribers' pages). */
const LISTED = ['active'] as const;

/** `plan/searchPlans`: active plans, filtered by risk, currency and theme. */
export const searchPlansCall = defineCall({
  service: 'plan',
  method: 'searchPlans',
  ...planContracts.searchPlans,
  access: 'session',
  feature: 'plan',
  handler: async ({ riskLevel, currency, theme }, context) => {
    const rows = await findPlans(context.db, LISTED);
    const plans = [];
    for (const row of rows) {
      if (currency && row.currency !== currency) continue;
      if (theme && row.theme !== theme) continue;
      const view = await planSummaryView(context.marketData.funds, row);
      if (riskLevel !== undefined && view.riskLevel !== riskLevel) continue;
      plans.push(view);
    }
    return { plans, periods: [...PERFORMANCE_PERIODS] };
  },
});

/** `plan/loadPlan`: a draft, deleted or unknown plan answers planNotFound. */
export const loadPlanCall = defineCall({
  service: 'plan',
  method: 'loadPlan',
  ...planContracts.loadPlan,
  access: 'session',
  feature: 'plan',
  handler: async ({ planId }, context) => {
    const row = await findPlan(context.db, planId);
    if (!row || row.status === 'draft' || row.status === 'deleted') {
      return { ...planResult('planNotFound'), plan: null };
    }
    return { ...planResult('success'), plan: await planDetailView(context.marketData.funds, row) };
  },
});

/** The themes that serve each goal best. */
const GOAL_THEMES: Record<PlanGoal, readonly string[]> = {
  growth: ['growth', 'global', 'asia'],
  income: ['income', 'conservative'],
  retirement: ['core', 'income', 'global'],
  education: ['core', 'growth', 'global'],
  preservation: ['conservative', 'income'],
};

/** `plan/suggestPlans`: active plans at or below the client's risk level, ranked with a reason. */
export const suggestPlansCall = defineCall({
  service: 'plan',
  method: 'suggestPlans',
  ...planContracts.suggestPlans,
  access: 'session',
  account: clientClaim('gateway'),
  feature: 'plan',
  handler: async ({ goal, horizonYears, monthlyBudget, currency }, context) => {
    const assessment = await findLatestApprovedAssessment(context.db, context.client.accountId);
    const level = assessment?.approvedAt ? assessment.level : null;
    const clientRiskLevel = level !== null && level >= 1 && level <= 5 ? level : null;
    const ceiling = clientRiskLevel ?? 2;
    const rows = await findPlans(context.db, LISTED);
    const scored: {
      score: number;
      reason: PlanSuggestionReason;
      plan: Awaited<ReturnType<typeof planSummaryView>>;
    }[] = [];
    for (const row of rows) {
      if (currency && row.currency !== currency) continue;
      if (monthlyBudget && new Decimal(monthlyBudget).lt(row.minimumMonthlyAmount)) continue;
      const plan = await planSummaryView(context.marketData.funds, row);
      if (plan.riskLevel > ceiling) continue;
      const fitsGoal = GOAL_THEMES[goal].includes(row.theme);
      const gap = ceiling - plan.riskLevel;
      let score = 10 - gap * 2 + (fitsGoal ? 5 : 0);
      let reason: PlanSuggestionReason = gap === 0 ? 'riskMatch' : 'belowRiskLevel';
      if (fitsGoal && gap <= 1) reason = 'goalAndRiskMatch';
      if (horizonYears !== undefined && horizonYears >= 10 && plan.riskLevel >= 4) {
        score += 2;
        if (!fitsGoal) reason = 'longHorizonGrowth';
      }
      if (horizonYears !== undefined && horizonYears <= 3 && plan.riskLevel >= 4) {
        score -= 4;
        reason = 'shortHorizonCaution';
      }
      if (monthlyBudget && reason === 'belowRiskLevel') reason = 'budgetFits';
      scored.push({ score, reason, plan });
    }
    scored.sort((a, b) => b.score - a.score || a.plan.planId.localeCompare(b.plan.planId));
    return {
      clientRiskLevel,
      suggestions: scored.map((each, index) => ({
        rank: index + 1,
        reason: each.reason,
        plan: each.plan,
      })),
    };
  },
});

export const planCalls = [searchPlansCall, loadPlanCall, suggestPlansCall];
