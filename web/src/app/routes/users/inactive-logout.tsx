import { InactivityNotice } from '../../../features/users/components/inactivity-notice';
import { LoginPage } from '../../../features/users/components/login-page';

/** `/users/inactiveLogout` (spec §2.2, §4): the inactivity notice over the login form. */
export function Component() {
  return <LoginPage notice={<InactivityNotice />} />;
}
