import { TourPage } from '../../../features/accounts/components/tour/tour-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/tour` (spec §2.9): the portal tour (flag tour), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? <TourPage key={session.sessionId} accountCode={session.accountCode} /> : null;
}
