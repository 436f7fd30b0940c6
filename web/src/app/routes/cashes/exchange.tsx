import { ExchangePage } from '../../../features/cash/components/exchange-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/exchange` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <ExchangePage accountCode={session.accountCode} /> : null;
}
