import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session-context';

/** What the brand decides for the bell (from the notifications manifest). */
export type BellOptions = { isPushOn: boolean };

// The bell, its panel and what they format with (popover, drawer, decimal rounding) load only
// once a client is signed in: the login page, the first page most visitors load, has no bell.
const Bell = lazy(() => import('./bell-button').then((m) => ({ default: m.Bell })));

/**
 * The bell (spec §2.16) with the unread count (spec §4), in the top bar and the phone header:
 * for a signed-in client of either source (a Fos client is told of its crypto orders); the panel opens under it on desktop and as a drawer at
 * phone width.
 */
export function NotificationBell({ isPushOn }: BellOptions) {
  const session = useSession();
  if (!session || session.role !== 'user') return null;
  return (
    <Suspense fallback={null}>
      <Bell key={session.sessionId} session={session} isPushOn={isPushOn} />
    </Suspense>
  );
}
