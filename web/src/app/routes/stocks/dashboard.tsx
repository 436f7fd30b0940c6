import { DashboardPage } from '../../../features/stocks/dashboard/dashboard-page';
import { useSession } from '../../../lib/session-context';
import { WithDashboardNews } from '../news/dashboard-news';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';
import { HousePicks } from '../../../features/picks/components/house-picks';
import { stockPaths } from '../../../features/stocks/paths';
import { useHasHousePicks } from '../../areas/admins';

/** A stock pick's link: the order page with the stock chosen. */
const orderOf = (symbol: string) => stockPaths.order({ symbol });

/**
 * `/stocks/dashboard` (spec §2.5), behind the stocks gate, with news (issue 14 §5) and, where the
 * brand has them, the house's stock picks of today (issue 30), each linked to its order page.
 */
export function Component() {
  const session = useSession();
  const hasPicks = useHasHousePicks('stock');
  return session ? (
    <WithDashboardNews placement="stocksDashboard">
      <DashboardPage
        accountCode={session.accountCode}
        housePicks={hasPicks ? <HousePicks kind="stock" linkOf={orderOf} /> : null}
      />
      <DisclaimerNote type="stock" />
    </WithDashboardNews>
  ) : null;
}
