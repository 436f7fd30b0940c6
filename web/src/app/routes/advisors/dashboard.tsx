import { DashboardPage } from '../../../features/advisors/components/dashboard-page';

/** `/advisors/dashboard` (spec §2.12), behind the advisor gate. */
export function Component() {
  return <DashboardPage />;
}
