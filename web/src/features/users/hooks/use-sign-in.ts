import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import type { LoginSession } from '@shared/contracts/account-login';
import { useBrand } from '../../../lib/brand-context';
import { postLoginPath } from '../../../lib/landing-paths';
import { storeNewSession } from '../../../lib/sessions';
import { signOut } from '../../../lib/sign-out';
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
  const { config } = useBrand();
  return useCallback(
    async (login: LoginSession, isFromLoginPage: boolean): Promise<SignInRefusal | null> => {
      // A new login starts the idle clock afresh (spec §4).
      markActivity();
      const replaced = storeNewSession(login);
      // Advisee sessions end on the server with their advisor's session (spec §4).
      for (const session of replaced) {
        if (!session.advisorSessionId) void signOut(session.sessionId);
      }
      if (login.role === 'advisor' && !config.features.advisor) {
        await signOut(login.sessionId);
        return 'advisor_disabled';
      }
      await navigate(postLoginPath(login, config.features, isFromLoginPage), { replace: true });
      return null;
    },
    [config.features, navigate],
  );
}
