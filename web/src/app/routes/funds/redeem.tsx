import { useParams } from 'react-router';
import { RedeemPage } from '../../../features/funds/components/redeem-page';
import { accountPaths } from '../../../features/accounts/paths';
import { useSession } from '../../../lib/session-context';

/** `/funds/redeem/{id?}` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  const { id } = useParams();
  const links = { tradePasswordPath: accountPaths.changeTradePassword };
  return session ? (
    <RedeemPage key={id} accountCode={session.accountCode} fundId={id} links={links} />
  ) : null;
}
