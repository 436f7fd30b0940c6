import Decimal from 'decimal.js';
import type { PlanStatus, PlanSubscriptionStatus } from './plan-status';

/**
 * The admins' plan editor (issue 30, spec §2.13 `plans`, §3 plan statuses): the moves a plan may
 * make, the subscriptions that keep a plan alive, and the checks of a plan's mix. Pure; the
 * admin-plan commands answer these codes and store nothing on a refusal.
 */

/** Why a plan change was refused; `ok` when it was stored. */
export const ADMIN_PLAN_RESULTS = [
  'ok',
  'not_found',
  'missing_language',
  'text_too_long',
  'no_funds',
  'too_many_funds',
  'unknown_fund',
  'duplicate_fund',
  'fund_currency_mismatch',
  'invalid_weight',
  'weights_not_100',
  'unknown_currency',
  'invalid_minimum',
  'currency_locked',
  'plan_deleted',
  'move_not_allowed',
  'has_live_subscriptions',
] as const;

/** An admin plan result code. */
export type AdminPlanResult = (typeof ADMIN_PLAN_RESULTS)[number];

/** The statuses an admin moves a plan to (a plan is created as a draft). */
export const PLAN_MOVE_TARGETS = ['active', 'inactive', 'deleted'] as const;

/** A status a plan may be moved to. */
export type PlanMoveTarget = (typeof PLAN_MOVE_TARGETS)[number];

/**
 * Spec §3 plan moves: a draft is published (active) or thrown away (deleted); an active plan is
 * closed to new subscriptions (inactive), which may be reopened or, once no live subscription
 * is left, deleted. Deleted is final.
 */
export const PLAN_MOVES: Record<PlanStatus, readonly PlanStatus[]> = {
  draft: ['active', 'deleted'],
  active: ['inactive'],
  inactive: ['active', 'deleted'],
  deleted: [],
};

/** Whether a plan may move from one status to another. */
export function canMovePlan(from: PlanStatus, to: PlanStatus): boolean {
  return PLAN_MOVES[from].includes(to);
}

/** Subscriptions that keep a plan from being deleted: placed, running or suspended. */
export const LIVE_PLAN_SUBSCRIPTION_STATUSES: readonly PlanSubscriptionStatus[] = [
  'submitted',
  'activated',
  'inactivated',
];

/** The most funds a plan mixes. */
export const MAX_PLAN_FUNDS = 10;

/** The fraction digits a weight keeps (percent with 2 decimals). */
export const WEIGHT_DECIMALS = 2;

/** One fund of a mix as the editor sends it. */
export type MixInput = { fundId: string; weight: string };

/**
 * Checks a mix's shape (funds known and in the plan currency are checked against the universe
 * by the caller): at least one fund, at most MAX_PLAN_FUNDS, no fund twice, each weight above 0
 * and at most 100 with at most 2 decimals, the weights summing to exactly 100.
 */
export function checkMix(
  components: readonly MixInput[],
): 'no_funds' | 'too_many_funds' | 'duplicate_fund' | 'invalid_weight' | 'weights_not_100' | null {
  if (components.length === 0) return 'no_funds';
  if (components.length > MAX_PLAN_FUNDS) return 'too_many_funds';
  if (new Set(components.map((each) => each.fundId)).size !== components.length) {
    return 'duplicate_fund';
  }
  let total = new Decimal(0);
  for (const { weight } of components) {
    const value = new Decimal(weight);
    if (value.lte(0) || value.gt(100) || value.decimalPlaces() > WEIGHT_DECIMALS) {
      return 'invalid_weight';
    }
    total = total.add(value);
  }
  return total.eq(100) ? null : 'weights_not_100';
}

/** The longest text each plan field keeps (characters, per language); longer ones are refused. */
export const PLAN_TEXT_LIMITS = { name: 120, summary: 300, description: 4000 } as const;
