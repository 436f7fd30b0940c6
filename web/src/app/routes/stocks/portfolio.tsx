import { PortfolioPage } from '../../../features/stocks/portfolio/portfolio-page';
import { useSession } from '../../../lib/session-context';

/** `/stocks/portfolio` (spec §2.5: opens on the Stocks tab), behind the stocks gate. */
export function Component() {
  const session = useSession();
  return session ? <PortfolioPage accountCode={session.accountCode} /> : null;
}
