import { notificationCalls } from '../api/notification/notification.routes';
import { createEmbeddedNotifications } from '../backoffice/core/notifications/embedded-notifications';
import { notificationPushHandlers } from '../backoffice/core/notifications/push-delivery';
import { seedDemoNotifications } from '../seed/demo-notifications';
import { defineArea } from './server-area';

/** Notifications: the list, the unread count and Web Push subscriptions. */
export const notificationsArea = defineArea({
  name: 'notifications',
  calls: notificationCalls,
  gateway: (deps) => ({ notifications: createEmbeddedNotifications(deps) }),
  jobs: (deps) =>
    notificationPushHandlers({
      features: deps.brand.features,
      vapid: deps.vapid,
      ...(deps.log ? { log: deps.log } : {}),
    }),
  seed: seedDemoNotifications,
});
