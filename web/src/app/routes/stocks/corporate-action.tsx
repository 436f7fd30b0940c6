import { CorporateActionsPage } from '../../../features/corporate-actions/components/corporate-actions-page';
import { useSession } from '../../../lib/session-context';

/** `/stocks/corporateAction` (spec §2.5, issue 12 §5), behind the stocks gate. */
export function Component() {
  const session = useSession();
  return session ? <CorporateActionsPage accountCode={session.accountCode} /> : null;
}
