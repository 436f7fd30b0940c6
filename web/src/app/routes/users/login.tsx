import { LoginPage } from '../../../features/users/components/login-page';

/** `/users/login` (spec §2.2): kept light, it is the first page most visitors load. */
export function Component() {
  return <LoginPage />;
}
