import { SearchPage } from '../../../features/funds/components/search-page';

/** `/funds/search` (spec §2.4), behind the funds gate. */
export function Component() {
  return <SearchPage />;
}
