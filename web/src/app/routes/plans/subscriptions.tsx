import { SubscriptionsPage } from '../../../features/plans/components/subscriptions-page';
import { isAdvisorMode } from '../../../lib/sessions';
import { useSession } from '../../../lib/session-context';

/** `/plans/subscriptions` (spec §2.11); an advisor acting for the client changes nothing (§6). */
export function Component() {
  const session = useSession();
  return session ? (
    <SubscriptionsPage accountCode={session.accountCode} canChange={!isAdvisorMode(session)} />
  ) : null;
}
