import { SddaPage } from '../../../features/cash/components/sdda-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/sdda` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  return session ? <SddaPage accountCode={session.accountCode} /> : null;
}
