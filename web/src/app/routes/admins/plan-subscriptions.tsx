import { useParams } from 'react-router';
import { PlanSubscriptionsPage } from '../../../features/admins/plans/subscriptions-page';

/** `/admins/plans/subscriptions/{planCode}` (spec §2.13): one plan's subscriptions. */
export function Component() {
  const { planCode = '' } = useParams();
  return <PlanSubscriptionsPage key={planCode} planCode={planCode} />;
}
