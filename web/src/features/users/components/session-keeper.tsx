import { lazy, Suspense } from 'react';
import { useInactivity } from '../hooks/use-inactivity';
import { useTokenRefresh } from '../hooks/use-token-refresh';

const InactivityReminder = lazy(() =>
  import('./inactivity-reminder').then((m) => ({ default: m.InactivityReminder })),
);

/**
 * Keeps the browser's sessions (spec §4): token refresh every 5 seconds, and the inactivity
 * handler of spec §2.16 with its reminder.
 */
export function SessionKeeper() {
  useTokenRefresh();
  const { phase, stay } = useInactivity();
  if (phase !== 'reminding') return null;
  return (
    <Suspense fallback={null}>
      <InactivityReminder onStay={() => void stay()} />
    </Suspense>
  );
}
