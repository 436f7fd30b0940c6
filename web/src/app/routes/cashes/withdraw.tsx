import { WithdrawPage } from '../../../features/cash/components/withdraw-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/withdraw` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <WithdrawPage accountCode={session.accountCode} channel="manual" /> : null;
}
