import { DepositPage } from '../../../features/cash/components/deposit-page';
import { BannerSlot } from '../../../features/news/components/banner-slot';
import { useSession } from '../../../lib/session-context';

/** `/cashes/request` (spec §2.10), behind the cash gate, with the cash banners above. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <BannerSlot placement="cashDashboard" />
      <DepositPage accountCode={session.accountCode} />
    </>
  ) : null;
}
