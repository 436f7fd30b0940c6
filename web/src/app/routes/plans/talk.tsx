import { TalkPage } from '../../../features/plans/components/talk-page';
import { useSession } from '../../../lib/session-context';

/** `/plans/talk` (spec §2.11), behind the plans gate. */
export function Component() {
  const session = useSession();
  return session ? <TalkPage accountCode={session.accountCode} /> : null;
}
