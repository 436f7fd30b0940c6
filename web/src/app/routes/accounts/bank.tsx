import { BankPage } from '../../../features/accounts/components/bank/bank-page';
import { useSession } from '../../../lib/session-context';

/** `/accounts/bank` (spec §2.9): designated bank accounts (flag designatedBankAccount), behind the login gate. */
export function Component() {
  const session = useSession();
  return session ? <BankPage key={session.sessionId} accountCode={session.accountCode} /> : null;
}
