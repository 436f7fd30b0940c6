import { AccountListPage } from '../../../features/admins/components/account-list-page';

/** `/admins/account` (spec §2.13), behind the admin gate. */
export function Component() {
  return <AccountListPage />;
}
