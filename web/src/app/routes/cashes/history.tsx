import { HistoryPage } from '../../../features/cash/components/history-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/history` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <HistoryPage accountCode={session.accountCode} /> : null;
}
