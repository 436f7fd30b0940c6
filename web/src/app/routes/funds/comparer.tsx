import { ComparerPage } from '../../../features/funds/components/comparer-page';

/** `/funds/comparer` (spec §2.4): public, no login needed. */
export function Component() {
  return <ComparerPage />;
}
