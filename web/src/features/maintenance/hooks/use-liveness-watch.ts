import { useEffect, useRef, useState } from 'react';
import { useHref, useLocation, useNavigate } from 'react-router';
import { LIVENESS_REQUEST_TIMEOUT_MS } from '@shared/domain/liveness';
import { callApi } from '../../../lib/api-client';
import { loadPage, reloadPage } from '../../../lib/page';
import { useLandingPaths } from '../../../lib/use-landing-paths';
import { startLivenessMonitor, type LivenessCheck } from '../liveness-monitor';

/** The path of the maintenance page (spec §2.3). */
const MAINTENANCE_PATH = '/maintenance';

const checkAlive: LivenessCheck = async () => {
  const signal = AbortSignal.timeout(LIVENESS_REQUEST_TIMEOUT_MS);
  const { serverId } = await callApi('example/alive', {}, { signal });
  return serverId;
};

/**
 * A count that goes up whenever the browser says the way to the server may be back (online
 * again, the tab shown or focused), while `isWatching`.
 */
function useWakeUps(isWatching: boolean): number {
  const [wakeUps, setWakeUps] = useState(0);
  useEffect(() => {
    if (!isWatching) return;
    const wake = () => setWakeUps((count) => count + 1);
    const wakeIfShown = () => {
      if (document.visibilityState !== 'hidden') wake();
    };
    window.addEventListener('online', wake);
    window.addEventListener('focus', wakeIfShown);
    document.addEventListener('visibilitychange', wakeIfShown);
    return () => {
      window.removeEventListener('online', wake);
      window.removeEventListener('focus', wakeIfShown);
      document.removeEventListener('visibilitychange', wakeIfShown);
    };
  }, [isWatching]);
  return wakeUps;
}

/**
 * The app's one liveness poller (spec §2.3, §4). While the app is up, a failed check opens
 * /maintenance and a changed server id reloads the page. On /maintenance the schedule starts
 * over, and the first good answer goes to the recovery route: by a full page load when the
 * server restarted (its build may be new), else within the app. On /maintenance the schedule also
 * starts over (a poll within 1 s) when the browser comes back online or the tab is shown again,
 * so a long outage's 30 s and 60 s gaps do not delay the return of someone looking at the page.
 */
export function useLivenessWatch(): void {
  const navigate = useNavigate();
  const isInMaintenance = useLocation().pathname === MAINTENANCE_PATH;
  // Spec §2.3: back to the funds dashboard, else the stocks dashboard, else the index.
  const target = useLandingPaths().dashboard;
  const targetHref = useHref(target);
  const firstServerId = useRef<string | undefined>(undefined);
  const wakeUps = useWakeUps(isInMaintenance);

  useEffect(() => {
    return startLivenessMonitor(checkAlive, (result) => {
      if (!result.isAlive) {
        if (!isInMaintenance) void navigate(MAINTENANCE_PATH);
        return;
      }
      const hasRestarted =
        firstServerId.current !== undefined && firstServerId.current !== result.serverId;
      firstServerId.current ??= result.serverId;
      if (isInMaintenance && hasRestarted) loadPage(targetHref);
      else if (isInMaintenance) void navigate(target, { replace: true });
      else if (hasRestarted) reloadPage();
    });
  }, [isInMaintenance, navigate, target, targetHref, wakeUps]);
}
