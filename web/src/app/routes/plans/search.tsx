import { DisclaimerNote } from '../../../components/legal/disclaimer-note';
import { SearchPage } from '../../../features/plans/components/search-page';

/** `/plans/search` (spec §2.11), behind the plans gate; the plans' disclaimer note below (issue 29). */
export function Component() {
  return (
    <>
      <SearchPage />
      <DisclaimerNote type="plan" />
    </>
  );
}
