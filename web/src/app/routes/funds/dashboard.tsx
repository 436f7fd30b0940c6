import { DashboardPage } from '../../../features/funds/components/dashboard-page';
import { useSession } from '../../../lib/session-context';

/**
 * `/funds/dashboard` (spec §2.4), behind the funds gate. Only an account holder (or an advisor
 * acting in a client's session) is reminded of the risk assessment: advisors and admins do not
 * invest.
 */
export function Component() {
  const session = useSession();
  return session ? (
    <DashboardPage accountCode={session.accountCode} canInvest={session.role === 'user'} />
  ) : null;
}
