import type { BrandConfig } from '@brands/brand-config';
import { NotificationBell } from '../../features/notifications/components/notification-bell';
import type { AreaManifest } from './area';

/**
 * Notifications (spec §2.14, §2.15; issue 14): the full list at `/notifications`, for a signed-in
 * client of either source (the current session's) where the brand has notifications. Outside the
 * menu: the bell leads there.
 */
export const notificationsArea: AreaManifest = {
  segment: 'notifications',
  flag: 'notifications',
  gate: {},
  // `/notifications`, or one filter of it (`/notifications/unread`, `/notifications/read`).
  pages: [{ path: ':filter?', load: () => import('../routes/notifications/list') }],
};

/**
 * The bell of the top bar and the phone header (spec §2.16), where the brand has notifications;
 * push (spec §4) where it also has push notifications.
 */
export function notificationBell({ features }: BrandConfig) {
  return features.notifications ? <NotificationBell isPushOn={features.pushNotification} /> : null;
}
