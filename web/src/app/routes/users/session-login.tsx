import { SessionLoginPage } from '../../../features/users/components/session-login-page';

/** `/users/sessionLogin?token=...` (spec §2.2, session-login mode only). */
export function Component() {
  return <SessionLoginPage />;
}
