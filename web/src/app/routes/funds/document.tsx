import { DocumentPage } from '../../../features/funds/components/document-page';
import { useSession } from '../../../lib/session-context';

/** `/funds/document` (spec §2.4, brand flag tradeDocument), behind the funds gate. */
export function Component() {
  const session = useSession();
  return session ? <DocumentPage accountCode={session.accountCode} /> : null;
}
