import { HistoryPage } from '../../../features/funds/components/history-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/history` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  return session ? <HistoryPage accountCode={session.accountCode} /> : null;
}
