import { useParams } from 'react-router';
import { DetailPage } from '../../../features/plans/components/detail-page';
import { isAdvisorMode } from '../../../lib/sessions';
import { useSession } from '../../../lib/session-context';

/** `/plans/detail/{planId}` (spec §2.11); an advisor acting for a client sees no Subscribe. */
export function Component() {
  const session = useSession();
  const { planId = '' } = useParams();
  return <DetailPage key={planId} planId={planId} canSubscribe={!isAdvisorMode(session)} />;
}
