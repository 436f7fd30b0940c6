import { QueuePage } from '../../../features/admins/components/queue-page';

/** `/admins/queue`: the operator's queue (issue 28), behind the admin gate. */
export function Component() {
  return <QueuePage />;
}
