import { useParams } from 'react-router';
import { SwitchPage } from '../../../features/funds/components/switch-page';
import { accountPaths } from '../../../features/accounts/paths';
import { useSession } from '../../../lib/session-context';

/** `/funds/switch/{id?}` (spec §2.4, when fund switching is on), behind the funds gate. */
export function Component() {
  const session = useSession();
  const { id } = useParams();
  const links = { tradePasswordPath: accountPaths.changeTradePassword };
  return session ? (
    <SwitchPage key={id} accountCode={session.accountCode} fundId={id} links={links} />
  ) : null;
}
