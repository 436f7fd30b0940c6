import { SearchPage } from '../../../features/plans/components/search-page';

/** `/plans/search` (spec §2.11), behind the plans gate. */
export function Component() {
  return <SearchPage />;
}
