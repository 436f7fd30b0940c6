import type { z } from 'zod';
import type { notification, pushSubscription } from '../../../shared/contracts/notification';
import type {
  PortNotification,
  PortPushSubscription,
} from '../../backoffice/ports/notifications.port';

/** A notification as the contract sends it: spec §3's fields spread beside its id and status. */
export function notificationView(
  row: PortNotification,
  accountCode: string,
): z.input<typeof notification> {
  return {
    ...row.fields,
    _id: String(row.id),
    type: row.type,
    startTime: row.startTime.toISOString(),
    status: row.status,
    accountCode,
  };
}

/** A push subscription as the contract sends it (never its keys). */
export function pushSubscriptionView(
  row: PortPushSubscription,
  accountCode: string,
): z.input<typeof pushSubscription> {
  return {
    _id: String(row.id),
    accountCode,
    source: row.source,
    endpoint: row.endpoint,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}
