import { TaxStatusPage } from '../../../features/accounts/components/tax-status/tax-status-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/taxStatus` (spec §2.9): CRS and FATCA self-certification (flag taxStatus), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <TaxStatusPage key={session.sessionId} accountCode={session.accountCode} />
  ) : null;
}
