import { useParams } from 'react-router';
import { SubscribePage } from '../../../features/funds/components/subscribe-page';
import { accountPaths } from '../../../features/accounts/paths';
import { useSession } from '../../../lib/session-context';

/** `/funds/subscribe/{id?}` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  const { id } = useParams();
  return session ? (
    <SubscribePage
      key={id}
      accountCode={session.accountCode}
      fundId={id}
      links={{ tradePasswordPath: accountPaths.changeTradePassword }}
    />
  ) : null;
}
