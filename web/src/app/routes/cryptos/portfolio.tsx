import { PortfolioPage } from '../../../features/cryptos/components/portfolio-page';
import { useSession } from '../../../lib/session-context';

/** `/cryptos/portfolio` (spec §2.6, §2.8: opens on the virtual-assets tab), behind the Fos gate. */
export function Component() {
  const session = useSession();
  return session ? <PortfolioPage accountCode={session.accountCode} /> : null;
}
