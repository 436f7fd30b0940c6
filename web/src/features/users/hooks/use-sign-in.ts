import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginSession } from '@shared/contracts/account-login';
import { useLandingPaths } from '../../../lib/use-landing-paths';
import { storeNewSession } from '../../../lib/sessions';
import { signOut } from '../../../lib/sign-out';
import { useUsersOptions } from '../area-options';
import { markActivity } from '../inactivity';

/** Why a session the server opened is still not let in. */
export type SignInRefusal = 'advisor_disabled';

/**
 * Keeps a session a login opened, makes it current and goes where spec §2.17 says. Sessions of
 * the same source it replaces (spec §4) are ended on the server too. An advisor is refused when
 * the brand has advisor mode off (spec §8 "Advisor mode is disabled").
 */
export function useSignIn() {
  const navigate = useNavigate();
  const { isAdvisorModeOn } = useUsersOptions();
  const { afterLogin } = useLandingPaths();
  return useCallback(
    async (login: LoginSession, isFromLoginPage: boolean): Promise<SignInRefusal | null> => {
      // A new login starts the idle clock afresh (spec §4).
      markActivity();
      const replaced = storeNewSession(login);
      // Advisee sessions end on the server with their advisor's session (spec §4).
      for (const session of replaced) {
        if (!session.advisorSessionId) void signOut(session.sessionId);
      }
      if (login.role === 'advisor' && !isAdvisorModeOn) {
        await signOut(login.sessionId);
        return 'advisor_disabled';
      }
      await navigate(afterLogin(login, isFromLoginPage), { replace: true });
      return null;
    },
    [afterLogin, isAdvisorModeOn, navigate],
  );
}
