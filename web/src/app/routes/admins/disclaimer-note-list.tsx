import { DisclaimerListPage } from '../../../features/admins/content/disclaimer-pages';

/** `/admins/disclaimerNote` (spec §2.13), behind the admin gate. */
export function Component() {
  return <DisclaimerListPage />;
}
