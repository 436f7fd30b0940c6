import { LogoutPage } from '../../../features/users/components/logout-page';

/** `/users/logout` (spec §2.2, password login mode only). */
export function Component() {
  return <LogoutPage />;
}
