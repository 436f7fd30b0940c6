import { DepositPage } from '../../../features/cash/components/deposit-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/request` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <DepositPage accountCode={session.accountCode} /> : null;
}
