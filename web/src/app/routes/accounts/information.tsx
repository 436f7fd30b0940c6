import { InformationPage } from '../../../features/accounts/components/information/information-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/information` (spec §2.9): holder information (flag accountInformation), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <InformationPage key={session.sessionId} accountCode={session.accountCode} />
  ) : null;
}
