import { PlanListPage } from '../../../features/admins/plans/plan-list-page';

/** `/admins/plans` (spec §2.13, the plan flag), behind the admin gate: the plan catalogue. */
export function Component() {
  return <PlanListPage />;
}
