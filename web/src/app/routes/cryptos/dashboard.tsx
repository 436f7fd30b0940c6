import { DashboardPage } from '../../../features/cryptos/components/dashboard-page';
import { BannerSlot } from '../../../features/news/components/banner-slot';
import { useSession } from '../../../lib/session-context';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/cryptos/dashboard` (spec §2.6), behind the Fos gate, with the admins' banners above. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <BannerSlot placement="cryptosDashboard" />
      <DashboardPage accountCode={session.accountCode} />
      <DisclaimerNote type="crypto" />
    </>
  ) : null;
}
