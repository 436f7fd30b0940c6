import { HistoryPage } from '../../../features/cryptos/history/history-page';
import { useSession } from '../../../lib/session-context';

/** `/cryptos/history` (spec §2.6), behind the Fos gate. */
export function Component() {
  const session = useSession();
  return session ? <HistoryPage accountCode={session.accountCode} /> : null;
}
