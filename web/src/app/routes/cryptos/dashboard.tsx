import { DashboardPage } from '../../../features/cryptos/components/dashboard-page';
import { useSession } from '../../../lib/session-context';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/cryptos/dashboard` (spec §2.6), behind the Fos gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <DashboardPage accountCode={session.accountCode} />
      <DisclaimerNote type="crypto" />
    </>
  ) : null;
}
