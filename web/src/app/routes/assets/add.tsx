import { AddHoldingPage } from '../../../features/assets/components/add-holding-page';
import { useSession } from '../../../lib/session-context';

/** `/assets/holdings/add` (spec §2.7), behind the assets gate; restricted mode shows the notice. */
export function Component() {
  const session = useSession();
  return session ? <AddHoldingPage accountCode={session.accountCode} /> : null;
}
