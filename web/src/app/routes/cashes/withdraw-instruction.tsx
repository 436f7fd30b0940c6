import { WithdrawInstructionPage } from '../../../features/cash/components/instruction-pages';
import { useSession } from '../../../lib/session-context';

/** `/cashes/withdraws/instruction` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <WithdrawInstructionPage accountCode={session.accountCode} /> : null;
}
