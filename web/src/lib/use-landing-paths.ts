import { useMemo } from 'react';
import { useBrand } from './brand-context';
import { dashboardPath, postLoginPath, type Arrival } from './landing-paths';

/** The landing rules of spec §2.17 and §6 for the running brand. */
export function useLandingPaths() {
  const { features } = useBrand().config;
  // One object per brand: callers keep `afterLogin` in effect and callback dependencies, and a new
  // function each render would run a sign-in again (and sign the new session out as replaced).
  return useMemo(
    () => ({
      /** Spec §6 and §2.3: the funds dashboard, else the stocks dashboard, else the index. */
      dashboard: dashboardPath(features),
      /** Spec §2.17: where someone who just signed in (or was switched to) goes. */
      afterLogin: (arrival: Arrival, isFromLoginPage: boolean) =>
        postLoginPath(arrival, features, isFromLoginPage),
    }),
    [features],
  );
}
