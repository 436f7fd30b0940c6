import { UsersIndex } from '../../../features/users/components/users-index';

/** `/users` (spec §2.2): the login page for a visitor, the landing page for a signed-in person. */
export function Component() {
  return <UsersIndex />;
}
