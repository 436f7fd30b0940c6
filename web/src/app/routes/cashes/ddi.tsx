import { useParams } from 'react-router';
import { EddaDepositPage } from '../../../features/cash/components/edda-deposit-page';
import { useSession } from '../../../lib/session-context';

/** `/cashes/requests/ddi/{ddaReference?}` (spec §2.10), behind the cash gate. */
export function Component() {
  const session = useSession();
  const { ddaReference } = useParams();
  return session ? (
    <EddaDepositPage
      key={ddaReference}
      accountCode={session.accountCode}
      ddaReference={ddaReference}
    />
  ) : null;
}
