import { MovementPage } from '../../../features/cash/components/movement-page';
import { BannerSlot } from '../../../features/news/components/banner-slot';
import { useSession } from '../../../lib/session-context';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/cashes/movement` (spec §2.10), behind the cash gate, with the cash banners above. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <BannerSlot placement="cashDashboard" />
      <MovementPage accountCode={session.accountCode} />
      <DisclaimerNote type="cash" />
    </>
  ) : null;
}
