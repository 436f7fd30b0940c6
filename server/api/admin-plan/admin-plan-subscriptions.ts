import { NotFoundError } from '../../http/errors';
import { findAccountNames } from '../../repositories/admin-plan.repository';
import { findPlan } from '../../repositories/plan.repository';
import type { SessionCallContext } from '../registry';
import { adminSubscriptionView } from './admin-plan-views';

/** The most subscriptions one CSV export holds. */
export const SUBSCRIPTIONS_EXPORT_LIMIT = 50_000;

/** The latest runs each subscription row shows. */
const LAST_RUNS = 3;

/**
 * A page of a plan's subscriptions (issue 30, `plans/subscriptions/{planCode}`: the code is the
 * plan's id) from the Gateway plan admin port, with each holder's code and name; 404 for an
 * unknown plan.
 */
export async function subscriptionsPage(
  context: SessionCallContext,
  planCode: string,
  page: { offset: number; limit: number },
) {
  const plan = await findPlan(context.db, planCode);
  if (!plan) throw new NotFoundError();
  const { total, subscribers } = await context.backOffices.gateway.planAdmin.subscribersOf(
    plan.id,
    { ...page, lastRuns: LAST_RUNS },
  );
  const names = await findAccountNames(
    context.db,
    subscribers.map((each) => each.accountId),
  );
  const byId = new Map(names.map((each) => [each.id, each]));
  return {
    plan: { planId: plan.id, name: plan.texts.name, currency: plan.currency, status: plan.status },
    total,
    subscriptions: subscribers.map((each) =>
      adminSubscriptionView(each, byId.get(each.accountId), plan.currency),
    ),
  };
}
