import { ChangePasswordPage } from '../../../features/accounts/components/change-password-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/changePassword` (spec §2.9), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? <ChangePasswordPage key={session.sessionId} session={session} /> : null;
}
