import { AccountAddPage } from '../../../features/admins/components/account-add-page';

/** `/admins/account/add` (spec §2.13), behind the admin gate. */
export function Component() {
  return <AccountAddPage />;
}
