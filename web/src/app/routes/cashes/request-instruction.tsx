import { DepositInstructionPage } from '../../../features/cash/components/instruction-pages';
import { useSession } from '../../../lib/session-context';

/** `/cashes/requests/instruction` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <DepositInstructionPage accountCode={session.accountCode} /> : null;
}
