import { useParams } from 'react-router';
import { BulkSubscribePage } from '../../../features/funds/components/bulk-subscribe-page';
import { accountPaths } from '../../../features/accounts/paths';
import { useSession } from '../../../lib/session-context';

/** `/funds/bulkSubscribe/{id?}` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  const { id } = useParams();
  const links = { tradePasswordPath: accountPaths.changeTradePassword };
  return session ? (
    <BulkSubscribePage key={id} accountCode={session.accountCode} fundId={id} links={links} />
  ) : null;
}
