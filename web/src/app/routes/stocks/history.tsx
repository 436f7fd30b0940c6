import { HistoryPage } from '../../../features/stocks/history/history-page';
import { useSession } from '../../../lib/session-context';

/** `/stocks/history` (spec §2.5), behind the stocks gate. */
export function Component() {
  const session = useSession();
  return session ? <HistoryPage accountCode={session.accountCode} /> : null;
}
