import { DashboardPage } from '../../../features/stocks/dashboard/dashboard-page';
import { useSession } from '../../../lib/session-context';

/** `/stocks/dashboard` (spec §2.5), behind the stocks gate. */
export function Component() {
  const session = useSession();
  return session ? <DashboardPage accountCode={session.accountCode} /> : null;
}
