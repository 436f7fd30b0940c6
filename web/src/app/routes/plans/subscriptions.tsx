import { SubscriptionsPage } from '../../../features/plans/components/subscriptions-page';
import { useSession } from '../../../lib/session-context';

/** `/plans/subscriptions` (spec §2.11), behind the plans gate. */
export function Component() {
  const session = useSession();
  return session ? <SubscriptionsPage accountCode={session.accountCode} /> : null;
}
