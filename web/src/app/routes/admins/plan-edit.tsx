import { useParams } from 'react-router';
import { PlanEditPage } from '../../../features/admins/plans/plan-edit-page';

/** `/admins/plans/edit/{planId}` (spec §2.13), `new` for a new plan: one plan's editor. */
export function Component() {
  const { planId = 'new' } = useParams();
  return <PlanEditPage key={planId} planId={planId === 'new' ? null : planId} />;
}
