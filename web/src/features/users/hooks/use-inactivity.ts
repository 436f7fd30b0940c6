import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { callApi } from '../../../lib/api-client';
import { useSession } from '../../../lib/session-context';
import { sessionsSnapshot } from '../../../lib/sessions';
import { signOut } from '../../../lib/sign-out';
import {
  announceInactivityLogout,
  INACTIVITY_KEYS,
  inactivityPhase,
  lastActivity,
  markActivity,
  type InactivityPhase,
} from '../inactivity';
import { userPaths } from '../paths';

const activityEvents = ['mousemove', 'mousedown', 'keydown', 'scroll', 'wheel', 'touchstart'];
const tickMs = 1_000;
// Page activity also keeps the server's idle timer alive, at most once a minute.
const touchEveryMs = 60_000;

async function logOutEverySession(): Promise<boolean> {
  const active = sessionsSnapshot().sessions.filter((session) => session.status === 'active');
  for (const session of active) {
    if (!(await signOut(session.sessionId))) return false;
  }
  return true;
}

/** Records mouse, key, scroll and touch activity while no warning shows (spec §4). */
function useActivityTracking(isOn: boolean, phase: InactivityPhase) {
  const lastTouch = useRef(Date.now());
  useEffect(() => {
    if (!isOn || phase !== 'active') return;
    const onActivity = () => {
      const now = Date.now();
      // Spec §4: activity before the warning restarts the timer; once a second is plenty.
      if (now - lastActivity(now) >= tickMs) markActivity(now);
      if (now - lastTouch.current >= touchEveryMs) {
        lastTouch.current = now;
        callApi('account/touch', {}).catch(() => undefined);
      }
    };
    for (const name of activityEvents)
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    return () => {
      for (const name of activityEvents)
        window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [isOn, phase]);
}

/**
 * Spec §4 inactivity for the signed-in browser: the phase (reminder before the kick), "Stay
 * Logged In", and at kick time the logout of every session, then the notice page. If a logout
 * call fails, nothing further happens.
 */
export function useInactivity() {
  const navigate = useNavigate();
  const session = useSession();
  const isOn = session !== null;
  const times = useQuery({
    queryKey: ['account', 'inactive-times'],
    queryFn: ({ signal }) =>
      callApi('account/retrieveInactiveTimes', {}, { signal, isBackground: true }),
    enabled: isOn,
    staleTime: Infinity,
  });
  const [phase, setPhase] = useState<InactivityPhase>('active');
  const hasGivenUp = useRef(false);
  useActivityTracking(isOn, phase);

  useEffect(() => {
    const data = times.data;
    if (!isOn || !data) return setPhase('active');
    const tick = () => {
      const now = Date.now();
      const next = inactivityPhase(now - lastActivity(now), data);
      setPhase(next);
      if (next !== 'expired') hasGivenUp.current = false;
      if (next !== 'expired' || hasGivenUp.current) return;
      hasGivenUp.current = true;
      void logOutEverySession().then((isDone) => {
        if (!isDone) return;
        announceInactivityLogout();
        void navigate(userPaths.inactiveLogout, { replace: true });
      });
    };
    tick();
    const timer = window.setInterval(tick, tickMs);
    return () => window.clearInterval(timer);
  }, [isOn, times.data, navigate]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === INACTIVITY_KEYS.logout && event.newValue) {
        void navigate(userPaths.inactiveLogout, { replace: true });
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [navigate]);

  const stay = useCallback(async () => {
    markActivity();
    setPhase('active');
    await callApi('account/touch', {}).catch(() => undefined);
  }, []);

  return { phase: isOn ? phase : 'active', stay };
}
