/**
 * Spec §3 plan statuses, plan subscription statuses and subscription record states, and the moves
 * a plan subscription may make.
 *
 * A plan is `draft` (admins only), `active` (listed to clients), `inactive` (no new subscriptions,
 * runs go on) or `deleted`. A plan subscription is `submitted` when placed, `activated` once
 * accepted, `inactivated` while suspended, `cancelled` for good, or `failed` when the placement
 * could not be accepted. Its record state is `active`, or `deleted` once cancelled: lists leave a
 * deleted record out unless asked, and its holdings stay until redeemed.
 */
export const PLAN_STATUSES = ['active', 'deleted', 'inactive', 'draft'] as const;
export type PlanStatus = (typeof PLAN_STATUSES)[number];

export const PLAN_SUBSCRIPTION_STATUSES = [
  'failed',
  'cancelled',
  'submitted',
  'activated',
  'inactivated',
] as const;
export type PlanSubscriptionStatus = (typeof PLAN_SUBSCRIPTION_STATUSES)[number];

export const PLAN_RECORD_STATES = ['active', 'deleted'] as const;
export type PlanRecordState = (typeof PLAN_RECORD_STATES)[number];

/** The statuses each status may move to. */
export const PLAN_SUBSCRIPTION_MOVES: Record<
  PlanSubscriptionStatus,
  readonly PlanSubscriptionStatus[]
> = {
  submitted: ['activated', 'failed', 'cancelled'],
  activated: ['inactivated', 'cancelled'],
  inactivated: ['activated', 'cancelled'],
  cancelled: [],
  failed: [],
};

/** Whether a subscription may move from one status to another. */
export function canMovePlanSubscription(
  from: PlanSubscriptionStatus,
  to: PlanSubscriptionStatus,
): boolean {
  return PLAN_SUBSCRIPTION_MOVES[from].includes(to);
}

/** Statuses whose monthly runs are placed. */
export function isPlanSubscriptionRunning(status: PlanSubscriptionStatus): boolean {
  return status === 'submitted' || status === 'activated';
}

/** Spec-style month run outcome: `dealt` (orders placed) or `failed` (e.g. not enough cash). */
export const PLAN_RUN_STATUSES = ['dealt', 'failed'] as const;
export type PlanRunStatus = (typeof PLAN_RUN_STATUSES)[number];

/** Questionnaire goals and the suggestion reasons. */
export const PLAN_GOALS = ['growth', 'income', 'retirement', 'education', 'preservation'] as const;
export type PlanGoal = (typeof PLAN_GOALS)[number];

export const PLAN_THEMES = ['core', 'income', 'growth', 'global', 'asia', 'conservative'] as const;
export type PlanTheme = (typeof PLAN_THEMES)[number];

export const PLAN_SUGGESTION_REASONS = [
  'goalAndRiskMatch',
  'riskMatch',
  'belowRiskLevel',
  'budgetFits',
  'longHorizonGrowth',
  'shortHorizonCaution',
] as const;
export type PlanSuggestionReason = (typeof PLAN_SUGGESTION_REASONS)[number];
