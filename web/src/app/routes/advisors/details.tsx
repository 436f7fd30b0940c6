import { ClientDetailsPage } from '../../../features/advisors/components/client-details-page';

/** `/advisors/details?client=C10001` (spec §2.12), behind the advisor gate. */
export function Component() {
  return <ClientDetailsPage />;
}
