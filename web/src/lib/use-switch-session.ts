import { useCallback, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useBrand } from './brand-context';
import { postLoginPath } from './landing-paths';
import { findSession, setCurrentSession, type SessionRecord } from './sessions';

/** Navigation state naming the session to make current once the page it leads to shows. */
type SwitchState = { currentSessionId?: unknown };

/**
 * Goes to where `session` lands and makes it current on arrival. Not before: the guard of the
 * page being left (advisor pages, for a client session) would send the new session elsewhere.
 */
export function useGoAsSession() {
  const navigate = useNavigate();
  const { config } = useBrand();
  return useCallback(
    (session: SessionRecord) => {
      const state: SwitchState = { currentSessionId: session.sessionId };
      return navigate(postLoginPath(session, config.features, false), { state });
    },
    [config.features, navigate],
  );
}

/**
 * Switches to another session of this browser and lands where it would after a login, or on
 * the fund portfolio for an advisor's client session (spec §2.17). Spec §4: only active sessions
 * can be selected.
 */
export function useSwitchSession() {
  const goAs = useGoAsSession();
  return useCallback(
    (session: SessionRecord) => {
      if (session.status === 'active') void goAs(session);
    },
    [goAs],
  );
}

/** The session a switch is taking to this page, while the navigation's state names one. */
export function useArrivingSessionId(): string | undefined {
  const state = useLocation().state as SwitchState | null;
  return typeof state?.currentSessionId === 'string' ? state.currentSessionId : undefined;
}

/** Makes the session a switch named current once its page shows (run once, at the root). */
export function useArrivingSession(): void {
  const sessionId = useArrivingSessionId();
  const { key } = useLocation();
  useEffect(() => {
    if (sessionId && findSession(sessionId)?.status === 'active') setCurrentSession(sessionId);
  }, [sessionId, key]);
}
