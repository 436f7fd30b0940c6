import { SuggestsResultPage } from '../../../features/plans/components/suggests-pages';
import { useSession } from '../../../lib/session-context';

/** `/plans/suggests/result` (spec §2.11), behind the plans gate. */
export function Component() {
  const session = useSession();
  return session ? <SuggestsResultPage accountCode={session.accountCode} /> : null;
}
