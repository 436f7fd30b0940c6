import { useNavigate, useParams } from 'react-router';
import type { ListFilter } from '../../../features/notifications/api/notification';
import { NotificationsPage } from '../../../features/notifications/components/notifications-page';
import { notificationPaths } from '../../../features/notifications/paths';
import { useSession } from '../../../lib/session-context';
import { Component as NotFound } from '../not-found';

const FILTERS: readonly string[] = ['unread', 'read'] satisfies ListFilter[];

/**
 * `/notifications` (spec §2.14, issue 14 §4), behind the Gateway login gate; the Unread and Read
 * filters are `/notifications/unread` and `/notifications/read`, any other path below is not found.
 */
export function Component() {
  const session = useSession();
  const navigate = useNavigate();
  const { filter } = useParams();
  if (filter !== undefined && !FILTERS.includes(filter)) return <NotFound />;
  if (!session) return null;
  return (
    <NotificationsPage
      key={session.sessionId}
      account={{ accountCode: session.accountCode, source: session.source }}
      filter={(filter ?? 'all') as ListFilter}
      onFilterChange={(next) =>
        void navigate(next === 'all' ? notificationPaths.list : notificationPaths.filtered(next), {
          replace: true,
        })
      }
    />
  );
}
