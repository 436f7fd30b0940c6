import { useLocation, useNavigate } from 'react-router';
import { notificationTarget } from '@shared/domain/notification';
import {
  useSetNotificationStatus,
  type Notification,
  type NotificationAccount,
} from '../api/notification';

/**
 * What a row does when chosen: an unread row is marked read, and the reader goes where its kind
 * leads (spec §2.18), or stays where they are when the page already shows it (`/stocks/order`).
 */
export function useOpenNotification(account: NotificationAccount, onDone?: () => void) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const setStatus = useSetNotificationStatus(account);
  return (row: Notification) => {
    if (row.status === 'unread') setStatus.mutate({ notificationId: row._id, status: 'read' });
    const target = notificationTarget(row, pathname);
    onDone?.();
    if (target !== null) void navigate(target);
  };
}
