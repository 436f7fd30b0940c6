import { UnderConstructionPage } from '../../features/advisors/components/under-construction-page';

/** Every `/advisors/*` path while the brand has advisors disabled (spec §2.12). */
export function Component() {
  return <UnderConstructionPage />;
}
