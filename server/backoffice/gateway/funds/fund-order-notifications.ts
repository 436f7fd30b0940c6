import type { FundOrderStatus } from '../../../../shared/domain/fund-order-status';
import type { NotificationFields } from '../../../../shared/domain/notification';
import type { StatusChange } from '../../core/dealing/status-machine';
import type { NotificationDraft } from '../../core/notifications/notification-outbox';
import type { FundOrderRow } from './fund-order.repository';

/**
 * Which fund order events tell the client (issue 14 §1): the fund house accepting the order
 * (processing), its price (priced), its settlement, and every ending (cancelled, rejected,
 * failed). The internal steps between (submitted at the cut-off, deducted) are not news to the
 * client. An order an advisor placed for the client tells them so at placement.
 */
export const NOTIFIED_FUND_ORDER_STATUSES: readonly FundOrderStatus[] = [
  'processing',
  'priced',
  'settled',
  'cancelled',
  'rejected',
  'failed',
];

/**
 * The spec §3 fields of an order leg: its fund, side and status, its amount (a subscription's
 * money; a redemption's proceeds once priced) and its units (once known).
 */
function fieldsOf(order: FundOrderRow): NotificationFields {
  const amount = order.side === 'S' ? order.amount : order.proceeds;
  return {
    code: order.fundId,
    // The order the row opens in the history (issue 31 §3).
    referenceCode: String(order.id),
    currencyCode: order.currency,
    ...(amount === null ? {} : { amount }),
    ...(order.units === null ? {} : { quantity: order.units }),
    side: order.side === 'S' ? 'buy' : 'sell',
    orderStatus: order.status,
  };
}

/** The `fundOrder` notification of a move the client cares about (the machine's `notify`). */
export function fundOrderMoveNotifications(
  order: FundOrderRow,
  change: StatusChange<FundOrderStatus>,
): NotificationDraft[] {
  if (!NOTIFIED_FUND_ORDER_STATUSES.includes(change.to)) return [];
  return [
    {
      accountId: order.accountId,
      type: 'fundOrder',
      sourceKey: `fund-order:${order.id}:${change.to}`,
      fields: fieldsOf(order),
      at: change.at,
    },
  ];
}

/** The `advisorOrder` notification of each leg an advisor placed for the client. */
export function advisorOrderNotifications(
  legs: readonly FundOrderRow[],
  advisorCode: string | undefined,
  at: Date,
): NotificationDraft[] {
  if (advisorCode === undefined) return [];
  return legs.map((leg) => ({
    accountId: leg.accountId,
    type: 'advisorOrder',
    sourceKey: `fund-order:${leg.id}:advisor`,
    fields: { ...fieldsOf(leg), advisorCode },
    at,
  }));
}
