import { ChangeTradePasswordPage } from '../../../features/accounts/components/change-trade-password-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/changeTradePassword` (spec §2.9, §5), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? <ChangeTradePasswordPage key={session.sessionId} session={session} /> : null;
}
