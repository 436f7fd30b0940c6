import { DashboardPage } from '../../../features/stocks/dashboard/dashboard-page';
import { useSession } from '../../../lib/session-context';
import { WithDashboardNews } from '../news/dashboard-news';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/stocks/dashboard` (spec §2.5), behind the stocks gate, with news (issue 14 §5). */
export function Component() {
  const session = useSession();
  return session ? (
    <WithDashboardNews placement="stocksDashboard">
      <DashboardPage accountCode={session.accountCode} />
      <DisclaimerNote type="stock" />
    </WithDashboardNews>
  ) : null;
}
