import type { IpoStatus } from '../../../../shared/domain/ipo';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { IpoApplicationRow } from './ipo.repository';

/**
 * An IPO application's result tells the client (issue 14 §1, `ipoResult`): allotted (in full, in
 * part or none, with the shares allotted and what they cost) or ended by the back office (invalid,
 * rejected). The client's own cancel and the close of applications are not news.
 */
const RESULT_STATUSES: readonly IpoStatus[] = ['Allotted', 'Invalid', 'Rejected'];

/** The `ipoResult` of an application's move (the status machine's `notify`). */
export function ipoMoveNotifications(
  row: IpoApplicationRow,
  change: StatusChange<IpoStatus>,
): NotificationDraft[] {
  if (!RESULT_STATUSES.includes(change.to)) return [];
  return [
    {
      accountId: row.accountId,
      type: 'ipoResult',
      sourceKey: `ipo-application:${row.id}:${change.to}`,
      fields: {
        code: row.ipoCode,
        quantity: row.allottedQuantity ?? '0',
        amount: row.paidAmount ?? '0',
        currencyCode: row.currency,
        orderStatus: change.to,
      },
      at: change.at,
    },
  ];
}
