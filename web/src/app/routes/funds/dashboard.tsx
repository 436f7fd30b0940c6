import { DashboardPage } from '../../../features/funds/components/dashboard-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/dashboard` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  return session ? <DashboardPage accountCode={session.accountCode} /> : null;
}
