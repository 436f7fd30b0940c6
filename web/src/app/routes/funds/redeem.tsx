import { useParams } from 'react-router';
import { RedeemPage } from '../../../features/funds/components/redeem-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/redeem/{id?}` (spec §2.4), behind the funds gate. */
export function Component() {
  const session = useSession();
  const { id } = useParams();
  return session ? <RedeemPage key={id} accountCode={session.accountCode} fundId={id} /> : null;
}
