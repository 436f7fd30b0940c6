import { HoldingsPage } from '../../../features/assets/components/holdings-page';
import { useSession } from '../../../lib/session-context';

/** `/assets/holdings` (spec §2.7), behind the assets gate. */
export function Component() {
  const session = useSession();
  return session ? <HoldingsPage accountCode={session.accountCode} /> : null;
}
