import { adminPickCalls } from '../api/admin-pick/admin-pick.routes';
import { adminPlanCalls } from '../api/admin-plan/admin-plan.routes';
import { housePickCalls } from '../api/house-pick/house-pick.routes';
import { createEmbeddedPlanAdmin } from '../backoffice/gateway/plan-admin/embedded-plan-admin';
import { seedDemoPicks } from '../seed/demo-picks';
import { defineArea } from './server-area';

/**
 * The admins' plans and house picks (issue 30, spec §2.13 `plans`, `funds/pick`, `stocks/pick`):
 * the plan catalogue edited by admins (each change audited), a plan's subscriptions read through
 * the Gateway plan admin port, the ordered fund and stock picks, and the calls that give today's
 * picks to the dashboards. Seeds the demo book's three fund and three stock picks.
 */
export const adminPlansArea = defineArea({
  name: 'admin-plans',
  calls: [...adminPlanCalls, ...adminPickCalls, ...housePickCalls],
  gateway: (deps) => ({ planAdmin: createEmbeddedPlanAdmin(deps) }),
  seed: seedDemoPicks,
});
