import { PortfolioPage } from '../../../features/funds/components/portfolio-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/portfolio` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  return session ? <PortfolioPage accountCode={session.accountCode} /> : null;
}
