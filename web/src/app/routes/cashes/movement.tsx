import { MovementPage } from '../../../features/cash/components/movement-page';
import { useSession } from '../../../lib/session-context';
import { DisclaimerNote } from '../../../components/legal/disclaimer-note';

/** `/cashes/movement` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? (
    <>
      <MovementPage accountCode={session.accountCode} />
      <DisclaimerNote type="cash" />
    </>
  ) : null;
}
