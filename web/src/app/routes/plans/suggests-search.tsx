import { SuggestsSearchPage } from '../../../features/plans/components/suggests-pages';
import { useSession } from '../../../lib/session-context';

/** `/plans/suggests/search` (spec §2.11), behind the plans gate. */
export function Component() {
  const session = useSession();
  return session ? <SuggestsSearchPage accountCode={session.accountCode} /> : null;
}
