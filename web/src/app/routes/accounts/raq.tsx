import { RaqPage } from '../../../features/accounts/components/raq-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/raq` (spec §2.9, when funds are enabled), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? <RaqPage key={session.sessionId} accountCode={session.accountCode} /> : null;
}
