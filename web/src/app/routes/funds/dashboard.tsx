import { DashboardPage } from '../../../features/funds/components/dashboard-page';
import { useSession } from '../../../lib/session-context';
import { WithDashboardNews } from '../news/dashboard-news';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';
import { fundPaths } from '../../../features/funds/paths';
import { HousePicks } from '../../../features/picks/components/house-picks';
import { useHasHousePicks } from '../../areas/admins';

/**
 * `/funds/dashboard` (spec §2.4), behind the funds gate. Only an account holder (or an advisor
 * acting in a client's session) is reminded of the risk assessment: advisors and admins do not
 * invest. Banners above and the latest news below (issue 14 §5); the house's fund picks of today
 * below the totals where the brand has them (issue 30), each linked to its fund's page.
 */
export function Component() {
  const session = useSession();
  const hasPicks = useHasHousePicks('fund');
  return session ? (
    <WithDashboardNews placement="fundsDashboard">
      <DashboardPage
        accountCode={session.accountCode}
        canInvest={session.role === 'user'}
        housePicks={hasPicks ? <HousePicks kind="fund" linkOf={fundPaths.detail} /> : null}
      />
      <DisclaimerNote type="fund" />
    </WithDashboardNews>
  ) : null;
}
