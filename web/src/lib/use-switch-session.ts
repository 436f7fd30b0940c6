import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useBrand } from './brand-context';
import { postLoginPath } from './landing-paths';
import { setCurrentSession, type SessionRecord } from './sessions';

/**
 * Switches to another session of this browser and lands where it would after a login (spec
 * §2.17). Spec §4: only active sessions can be selected.
 */
export function useSwitchSession() {
  const navigate = useNavigate();
  const { config } = useBrand();
  return useCallback(
    (session: SessionRecord) => {
      if (session.status !== 'active') return;
      setCurrentSession(session.sessionId);
      void navigate(postLoginPath(session, config.features, false));
    },
    [config.features, navigate],
  );
}
