import { useEffect } from 'react';
import { checkSessions, REFRESH_CHECK_MS } from '../token-refresh';

/** Spec §4: checks the browser's sessions every 5 seconds, refreshing or kicking them. */
export function useTokenRefresh(): void {
  useEffect(() => {
    checkSessions(Date.now());
    const timer = window.setInterval(() => checkSessions(Date.now()), REFRESH_CHECK_MS);
    return () => window.clearInterval(timer);
  }, []);
}
