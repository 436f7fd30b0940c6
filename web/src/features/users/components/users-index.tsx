import { Navigate } from 'react-router';
import { useSession } from '../../../lib/session-context';
import { useLandingPaths } from '../../../lib/use-landing-paths';
import { userPaths } from '../paths';

/**
 * `/users` (spec §2.2): a visitor goes to the login page, a signed-in person to where signing in
 * takes them (spec §2.17: the advisee's portfolio, crypto for Fos, the advisor's dashboard, else
 * the funds or stocks dashboard). It shows nothing itself.
 */
export function UsersIndex() {
  const session = useSession();
  const { afterLogin } = useLandingPaths();
  const to = session ? afterLogin(session, false) : userPaths.login;
  return <Navigate to={to} replace />;
}
