import { Readable } from 'node:stream';
import { adminPlanContracts } from '../../../shared/contracts/admin-plan';
import { PLAN_STATUSES } from '../../../shared/domain/plan-status';
import { contentActorOf } from '../../commands/admin-content-audit';
import { movePlan, savePlan, type PlanOutcome } from '../../commands/admin-plan.command';
import { csvText } from '../../http/csv';
import { NotFoundError } from '../../http/errors';
import { countPlansByStatus } from '../../repositories/admin-plan.repository';
import { findPlan, findPlans } from '../../repositories/plan.repository';
import { defineCall, type SessionCallContext } from '../registry';
import { adminPlanRowView, adminPlanView } from './admin-plan-views';
import { subscriptionsPage, SUBSCRIPTIONS_EXPORT_LIMIT } from './admin-plan-subscriptions';
import { SUBSCRIPTION_CSV_COLUMNS, subscriptionCsvRow } from './admin-plan-views';

/**
 * The admins' plan calls (issue 30, spec §2.13 `plans`, `plans/edit/{planId}`,
 * `plans/subscriptions/{planCode}`): the brand's `plan` flag, admin role only (403 below,
 * nothing changed). A plan's code is its id.
 */

const admin = { minRole: 'admin' } as const;
const feature = 'plan' as const;

const liveOf = async (context: SessionCallContext, planIds: readonly string[]) =>
  context.backOffices.gateway.planAdmin.liveSubscriptionCounts(planIds);

async function answerOf(context: SessionCallContext, outcome: PlanOutcome) {
  if (outcome.result !== 'ok') return { result: outcome.result, plan: null };
  const live = await liveOf(context, [outcome.plan.id]);
  return {
    result: outcome.result,
    plan: await adminPlanView(
      context.marketData.funds,
      outcome.plan,
      live.get(outcome.plan.id) ?? 0,
    ),
  };
}

/** `admin-plan/searchPlans`: plans of a status (or all), with the counts per status. */
export const searchPlansCall = defineCall({
  service: 'admin-plan',
  method: 'searchPlans',
  ...adminPlanContracts.searchPlans,
  access: admin,
  feature,
  handler: async ({ status }, context) => {
    const rows = await findPlans(context.db, status ? [status] : PLAN_STATUSES);
    const live = await liveOf(
      context,
      rows.map((row) => row.id),
    );
    const plans = [];
    for (const row of rows) {
      plans.push(await adminPlanRowView(context.marketData.funds, row, live.get(row.id) ?? 0));
    }
    return { plans, counts: await countPlansByStatus(context.db) };
  },
});

/** `admin-plan/loadPlan`: any status; 404 for an unknown id. */
export const loadPlanCall = defineCall({
  service: 'admin-plan',
  method: 'loadPlan',
  ...adminPlanContracts.loadPlan,
  access: admin,
  feature,
  handler: async ({ planId }, context) => {
    const row = await findPlan(context.db, planId);
    if (!row) throw new NotFoundError();
    const live = await liveOf(context, [planId]);
    return { plan: await adminPlanView(context.marketData.funds, row, live.get(planId) ?? 0) };
  },
});

/** `admin-plan/savePlan`: a new draft, or an edit of a plan's mix, currency, minimum and texts. */
export const savePlanCall = defineCall({
  service: 'admin-plan',
  method: 'savePlan',
  ...adminPlanContracts.savePlan,
  access: admin,
  feature,
  handler: async (edit, context) => {
    const { planAdmin } = context.backOffices.gateway;
    const deps = {
      db: context.db,
      funds: context.marketData.funds,
      hasSubscriptions: (planId: string) => planAdmin.hasSubscriptions(planId),
    };
    return answerOf(context, await savePlan(deps, contentActorOf(context), edit));
  },
});

/** `admin-plan/movePlan`: activate, deactivate or delete (none live) along PLAN_MOVES. */
export const movePlanCall = defineCall({
  service: 'admin-plan',
  method: 'movePlan',
  ...adminPlanContracts.movePlan,
  access: admin,
  feature,
  handler: async ({ planId, to }, context) => {
    const liveSubscriptions = (await liveOf(context, [planId])).get(planId) ?? 0;
    const move = { planId, to, liveSubscriptions };
    return answerOf(context, await movePlan(context.db, contentActorOf(context), move));
  },
});

/** `admin-plan/searchPlanSubscriptions`: a page of a plan's subscriptions; 404 for no plan. */
export const searchPlanSubscriptionsCall = defineCall({
  service: 'admin-plan',
  method: 'searchPlanSubscriptions',
  ...adminPlanContracts.searchPlanSubscriptions,
  access: admin,
  feature,
  handler: ({ planCode, offset, limit }, context) =>
    subscriptionsPage(context, planCode, { offset, limit }),
});

/** `admin-plan/exportPlanSubscriptions`: every subscription of the plan as CSV. */
export const exportPlanSubscriptionsCall = defineCall({
  service: 'admin-plan',
  method: 'exportPlanSubscriptions',
  ...adminPlanContracts.exportPlanSubscriptions,
  access: admin,
  feature,
  answersFile: true,
  handler: async ({ planCode }, context) => {
    const page = await subscriptionsPage(context, planCode, {
      offset: 0,
      limit: SUBSCRIPTIONS_EXPORT_LIMIT,
    });
    const csv = csvText(SUBSCRIPTION_CSV_COLUMNS, page.subscriptions.map(subscriptionCsvRow));
    const day = context.now.toISOString().slice(0, 10);
    return {
      fileName: `plan-subscriptions-${planCode.replace(/[^A-Za-z0-9-]/g, '')}-${day}.csv`,
      contentType: 'text/csv; charset=utf-8' as const,
      content: Readable.from([Buffer.from(csv, 'utf8')]),
    };
  },
});

/** The admin-plan calls. */
export const adminPlanCalls = [
  searchPlansCall,
  loadPlanCall,
  savePlanCall,
  movePlanCall,
  searchPlanSubscriptionsCall,
  exportPlanSubscriptionsCall,
];
