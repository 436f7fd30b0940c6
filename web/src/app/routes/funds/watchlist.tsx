import { WatchlistPage } from '../../../features/funds/components/watchlist-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/watchlist` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  return session ? <WatchlistPage accountCode={session.accountCode} /> : null;
}
