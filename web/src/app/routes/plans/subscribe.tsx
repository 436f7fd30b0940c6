import { useParams } from 'react-router';
import { accountPaths } from '../../../features/accounts/paths';
import { SubscribePage } from '../../../features/plans/components/subscribe-page';
import { useSession } from '../../../lib/session-context';

/** `/plans/subscribes/{planId}` (spec §2.11), behind the plans gate; restricted (spec §6). */
export function Component() {
  const session = useSession();
  const { planId = '' } = useParams();
  return session ? (
    <SubscribePage
      key={planId}
      accountCode={session.accountCode}
      planId={planId}
      tradePasswordPath={accountPaths.changeTradePassword}
    />
  ) : null;
}
