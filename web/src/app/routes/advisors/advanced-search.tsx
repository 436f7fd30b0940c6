import { SearchPage } from '../../../features/advisors/components/search-page';

/** `/advisors/advancedSearch` (spec §2.12), behind the advisor gate. */
export function Component() {
  return <SearchPage />;
}
