import { DashboardPage } from '../../../features/funds/components/dashboard-page';
import { useSession } from '../../../lib/session-context';
import { WithDashboardNews } from '../news/dashboard-news';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/**
 * `/funds/dashboard` (spec §2.4), behind the funds gate. Only an account holder (or an advisor
 * acting in a client's session) is reminded of the risk assessment: advisors and admins do not
 * invest. Banners above and the latest news below (issue 14 §5).
 */
export function Component() {
  const session = useSession();
  return session ? (
    <WithDashboardNews placement="fundsDashboard">
      <DashboardPage accountCode={session.accountCode} canInvest={session.role === 'user'} />
      <DisclaimerNote type="fund" />
    </WithDashboardNews>
  ) : null;
}
